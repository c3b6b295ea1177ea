/** Emoji shortcodes on a Docusaurus site's pages, as mdx-loader's default emoji plugin (remark-emoji) writes them; the engine's own pages keep the text. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TocEntry } from '../../../lib/mdx/rehype-toc';
import { docusaurusPageImports } from '../page-imports';
import { compilePage } from './helpers/compile-page';
import { docusaurusTocLabel } from '../shared/toc-label';

async function compileDocusaurusPage(text: string, docusaurus: boolean) {
  const file = await compilePage(text, docusaurus ? { pageImports: docusaurusPageImports, tocLabel: docusaurusTocLabel } : {});
  return { code: String(file), toc: (file.data as { toc: TocEntry[] }).toc };
}

const PAGE = '## Owned by root:root :tada:\n\n| Open | Pro |\n| --- | --- |\n| :x: | :white_check_mark: |\n\nShip it :rocket: now, at 10:30.\n';

test('a shortcode is its emoji, in text, tables and headings; a text directive the site did not use is its text again, and in the TOC only its label, as Docusaurus 3 writes them', async () => {
  const { code, toc } = await compileDocusaurusPage(PAGE, true);
  for (const text of ['❌', '✅', 'Ship it 🚀 now, at 10']) assert.ok(code.includes(`"${text}"`), text);
  assert.deepEqual(toc, [{ id: 'owned-by-root-tada', text: 'Owned by root:root 🎉', level: 2, html: 'Owned by root 🎉' }]);
});

test("the engine's own pages keep shortcodes as written", async () => {
  const { code, toc } = await compileDocusaurusPage(PAGE, false);
  assert.ok(code.includes('":x:"') && code.includes('Ship it :rocket: now'));
  assert.equal(toc[0].text, 'Owned by root:root :tada:');
});
