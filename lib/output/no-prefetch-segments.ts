/**
 * In a build, this module stands in for Next's collect-segment-data (next.config.ts aliases the
 * `./collect-segment-data` import of Next's app-render entry to it). After rendering each page, Next
 * decodes the page's whole RSC payload twice more and encodes it again per route segment, to write
 * the segment files its client router prefetches (__next.*.txt). Pages here navigate as plain
 * documents and the build drops those files (lib/pipeline/payload-files.ts), so Next is given none
 * to write. On loft-sh/vcluster-docs (1,503 pages, one render worker) that was 18.5 of `next build`'s
 * 115 CPU-s; the export is the same file for file. scripts/__tests__/next-contract.test.ts fails if
 * a segment file is written again (an upgrade of Next that moves the module).
 */

/** Next's signature: the segment files of a page, by path (none). */
export async function collectSegmentData(): Promise<Map<string, Buffer>> {
  return new Map();
}

/** Next's signature: the prefetch inlining hints, which it asks for only with prefetchInlining (off in next.config.ts). */
export async function collectPrefetchHints(): Promise<null> {
  return null;
}
