/**
 * The App Router's payload files go: pages navigate as plain documents
 * (components/layout/SmartLink.tsx), so the RSC payload next to each page (index.txt) and its
 * segment prefetch files (__next.*.txt) are never requested (185 KB of a page's 300 on this site).
 * Their names are Next's export layout, which its adapter API does not describe: the contract test
 * (scripts/__tests__/next-contract.test.ts) exports a fixture with the pinned Next and fails when a
 * payload file is left or a page's slots are not where the build fills them.
 * Runs on the fresh export, before the content tree's static files are copied in (so a static
 * file named like a payload file is kept).
 */
import fs from 'node:fs';
import path from 'node:path';

const PAYLOAD = /^(index|__next\..+)\.txt$/;

export interface DroppedPayload {
  bytes: number;
  /** Route segments' prefetch files among them: none while lib/output/no-prefetch-segments.ts stands in for Next's. */
  segmentFiles: number;
}

/** Removes the payload files under `dir`. */
export function dropPayloadFiles(dir: string, dropped: DroppedPayload = { bytes: 0, segmentFiles: 0 }): DroppedPayload {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== '_next') dropPayloadFiles(p, dropped);
    } else if (PAYLOAD.test(e.name)) {
      dropped.bytes += fs.statSync(p).size;
      if (e.name.startsWith('__next.')) dropped.segmentFiles++;
      fs.unlinkSync(p);
    }
  }
  return dropped;
}
