/**
 * What a reader's browser downloads up front, read from the export and the client reference manifest
 * `next build` left in .next/ (scripts/bench/page-weight.ts): no page of this site runs code of the
 * Docusaurus room (plugins/docusaurus/components/: an imported site's registry brings it), and search code
 * loads only when search is opened. `npm run bench` reports the bytes per kind of page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { firstLoadJs, firstLoadModules, PAGE_KINDS } from '../scripts/bench/page-weight';

const out = path.resolve('out');

/** A doc page's first-load JS (gzip): no page kind may load more (#70). */
const BUDGET_KB = 145;

for (const [kind, url] of Object.entries(PAGE_KINDS))
  test(`${kind} (${url}): no Docusaurus-room code, no live-preview code, no search code up front, within ${BUDGET_KB} KB`, () => {
    const modules = firstLoadModules(process.cwd(), out, url);
    expect(modules.length, 'the page loads client modules of the site').toBeGreaterThan(10);
    expect(modules.filter((m) => m.startsWith('plugins/docusaurus/components/'))).toEqual([]);
    const html = fs.readFileSync(path.join(out, url, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((m) => fs.readFileSync(path.join(out, m[1]), 'utf8'));
    expect(scripts.filter((code) => code.includes('algoliasearch-helper') || code.includes('instantSearchInstance'))).toEqual([]);
    // The live preview's reload (DevReload's EventSource) is the preview's alone (next.config.ts: docs-dev-reload).
    expect(scripts.filter((code) => code.includes('EventSource'))).toEqual([]);
    expect(firstLoadJs(out, url).total / 1024).toBeLessThanOrEqual(BUDGET_KB);
  });

/** What the export writes per page, images excluded (#70): the Kubernetes types and field cards the reference pages repeat count here. */
const OUTPUT_PER_PAGE_KIB = 100;
const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;

test(`the export writes at most ${OUTPUT_PER_PAGE_KIB} KiB per page, images excluded`, () => {
  let bytes = 0;
  let pages = 0;
  for (const entry of fs.readdirSync(path.join(out, 'docs'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || IMAGE.test(entry.name)) continue;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.html')) pages++;
  }
  expect(pages).toBeGreaterThan(2000);
  expect(bytes / pages / 1024).toBeLessThanOrEqual(OUTPUT_PER_PAGE_KIB);
});
