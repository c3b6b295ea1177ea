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

/** Removes the payload files under `dir`; returns the bytes dropped. */
export function dropPayloadFiles(dir: string): number {
  let dropped = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== '_next') dropped += dropPayloadFiles(p);
    } else if (PAYLOAD.test(e.name)) {
      dropped += fs.statSync(p).size;
      fs.unlinkSync(p);
    }
  }
  return dropped;
}
