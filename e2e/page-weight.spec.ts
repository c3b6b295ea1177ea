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

/** A doc page's first-load JS (gzip) at 5125a64, before the Docusaurus room grew: no page kind may load more. */
const BUDGET_KB = 145.5;

for (const [kind, url] of Object.entries(PAGE_KINDS))
  test(`${kind} (${url}): no Docusaurus-room code, no search code up front, within ${BUDGET_KB} KB`, () => {
    const modules = firstLoadModules(process.cwd(), out, url);
    expect(modules.length, 'the page loads client modules of the site').toBeGreaterThan(10);
    expect(modules.filter((m) => m.startsWith('plugins/docusaurus/components/'))).toEqual([]);
    const html = fs.readFileSync(path.join(out, url, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((m) => fs.readFileSync(path.join(out, m[1]), 'utf8'));
    expect(scripts.filter((code) => code.includes('algoliasearch-helper') || code.includes('instantSearchInstance'))).toEqual([]);
    expect(firstLoadJs(out, url).total / 1024).toBeLessThanOrEqual(BUDGET_KB);
  });
