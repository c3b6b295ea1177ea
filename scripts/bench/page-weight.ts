/** What a reader downloads for one exported page: its HTML and first-load JS, gzip. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const gz = (buf: Buffer | string) => zlib.gzipSync(buf, { level: 9 }).length;

/** Every index.html under dir (Next's own _next/ folder left out). */
export function htmlFiles(dir: string, acc: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== '_next') htmlFiles(p, acc);
    } else if (e.name === 'index.html') acc.push(p);
  }
  return acc;
}

/** Strings only our own client code contains: chunks holding them count as "ours". */
const OWN_MARKERS = ['docs.announcement.dismissed', 'Open navigation menu', 'Copy code', 'On this page', 'Browser storage is unavailable'];

/** The scripts a page loads up front (gzip), split into the engine's own chunks and the framework's. */
export function firstLoadJs(out: string, pagePath: string) {
  const html = fs.readFileSync(path.join(out, pagePath, 'index.html'), 'utf8');
  // noModule scripts (legacy polyfills) are never downloaded by the browsers that run modules.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((t) => !/\snomodule/i.test(t));
  const all = [...new Set(tags.flatMap((t) => /src="([^"]+\.js)"/.exec(t)?.[1] ?? []))];
  // The site's own scripts from other hosts (its config's `scripts`) are not in out/: named, not weighed.
  const external = all.filter((src) => /^(https?:)?\/\//.test(src));
  const srcs = all.filter((src) => !external.includes(src));
  let total = 0;
  let own = 0;
  for (const src of srcs) {
    const code = fs.readFileSync(path.join(out, src));
    const size = gz(code);
    total += size;
    if (OWN_MARKERS.some((m) => code.includes(m))) own += size;
  }
  return { chunks: srcs.length, total, own, framework: total - own, html: gz(html), htmlRaw: html.length, external };
}
