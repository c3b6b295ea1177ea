/** Emoji shortcodes on a Docusaurus site's pages, as mdx-loader's default emoji plugin (remark-emoji) writes them; the engine's own pages keep the text. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { preprocess } from '../../../lib/mdx/preprocess';
import { htmlPlugins } from '../../../lib/mdx/pipeline';
import { KNOWN_COMPONENTS } from '../../../lib/mdx/known-components';
import type { TocEntry } from '../../../lib/mdx/rehype-toc';
import { docusaurusPageImports } from '../page-imports';
import { docusaurusTocLabel } from '../shared/toc-label';

async function compilePage(text: string, docusaurus: boolean) {
  const plugins = htmlPlugins({
    source: 'content/v/page.mdx',
    rootDir: process.cwd(),
    versionDir: 'content/v',
    fileToUrl: new Map(),
    contentRoots: [path.resolve('content')],
    diagramsUrl: '/docs/img/diagrams/',
    knownComponents: KNOWN_COMPONENTS,
    tocMin: 2,
    tocMax: 4,
    ...(docusaurus ? { pageImports: docusaurusPageImports, tocLabel: docusaurusTocLabel } : {}),
  });
  const file = await compile(preprocess(text), { ...plugins, outputFormat: 'function-body' });
  return { code: String(file), toc: (file.data as { toc: TocEntry[] }).toc };
}

const PAGE = '## Owned by root:root :tada:\n\n| Open | Pro |\n| --- | --- |\n| :x: | :white_check_mark: |\n\nShip it :rocket: now, at 10:30.\n';

test('a shortcode is its emoji, in text, tables and headings; a text directive the site did not use is its text again, and in the TOC only its label, as Docusaurus 3 writes them', async () => {
  const { code, toc } = await compilePage(PAGE, true);
  for (const text of ['❌', '✅', 'Ship it 🚀 now, at 10']) assert.ok(code.includes(`"${text}"`), text);
  assert.deepEqual(toc, [{ id: 'owned-by-root-tada', text: 'Owned by root:root 🎉', level: 2, html: 'Owned by root 🎉' }]);
});

test("the engine's own pages keep shortcodes as written", async () => {
  const { code, toc } = await compilePage(PAGE, false);
  assert.ok(code.includes('":x:"') && code.includes('Ship it :rocket: now'));
  assert.equal(toc[0].text, 'Owned by root:root :tada:');
});
