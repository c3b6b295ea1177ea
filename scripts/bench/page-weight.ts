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

/** One page of each kind this site has (npm run bench reports first-load JS per kind). */
export const PAGE_KINDS: Record<string, string> = {
  prose: '/docs/vcluster/introduction/architecture/',
  'how-to with diagrams': '/docs/vcluster/manage/sleep-wakeup/',
  'vcluster.yaml reference': '/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/pods/',
  CLI: '/docs/vcluster/cli/vcluster_create/',
  'API resource': '/docs/platform/api/resources/project/',
  'generated index': '/docs/vcluster/category/core/',
  'search page': '/docs/search/',
};

/**
 * The client modules (project paths) in the chunks a page loads up front, from the client reference
 * manifests `next build` leaves in `.next/` (every route's: the module → chunks map is the same
 * build's): what a reader's browser runs.
 */
export function firstLoadModules(root: string, out: string, pagePath: string): string[] {
  // (A module's chunks differ by route: it is loaded when one route's list of them is.)
  const chunksOf = new Map<string, string[][]>();
  for (const file of clientManifests(path.join(root, '.next/server/app'))) {
    const context = { self: {} as { __RSC_MANIFEST?: Record<string, { clientModules: Record<string, { chunks: string[] }> }> } };
    new Function('self', 'globalThis', fs.readFileSync(file, 'utf8'))(context.self, context.self);
    for (const manifest of Object.values(context.self.__RSC_MANIFEST ?? {}))
      for (const [id, entry] of Object.entries(manifest.clientModules)) chunksOf.set(id, [...(chunksOf.get(id) ?? []), entry.chunks]);
  }
  if (!chunksOf.size) throw new Error(`${root}/.next holds no client reference manifest: build first`);
  const html = fs.readFileSync(path.join(out, pagePath, 'index.html'), 'utf8');
  const loaded = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((m) => m[1]));
  const modules = new Set<string>();
  const isLoaded = (chunks: string[]) => chunks.length > 0 && chunks.every((chunk) => loaded.has(chunk.startsWith('/') ? chunk : `/${chunk}`));
  for (const [id, lists] of chunksOf) if (lists.some(isLoaded)) modules.add(id.replace(/^\[project\]\//, '').replace(/ <module evaluation>$|#.*$/, ''));
  return [...modules].sort();
}

/** Every page_client-reference-manifest.js under `dir`. */
function clientManifests(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('page_client-reference-manifest.js')).map((f) => path.join(dir, f));
}
