/**
 * A TOC entry's label is its heading's HTML as Docusaurus' MDX loader writes a TOC item's `value`
 * (toHeadingHTMLValue); without the room's label, the engine's entry is the heading's text alone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TocEntry } from '../../../lib/mdx/rehype-toc';
import { docusaurusTocLabel } from '../shared/toc-label';
import { compilePage } from './helpers/compile-page';

async function tocOf(text: string, label = true): Promise<TocEntry[]> {
  const file = await compilePage(text, label ? { tocLabel: docusaurusTocLabel } : {});
  return (file.data as { toc: TocEntry[] }).toc;
}

const PAGE = [
  '# Title',
  '## The `controlPlane.distro` field',
  '## *Emphasis*, **strong** and ~~gone~~',
  '### See [the reference](/docs/x) first',
  '## A <span className="badge">beta</span> feature',
  '## Plain & "simple" isn\'t',
  '## Logo <img src="/logo.png" alt="logo" /> here',
  '## **Bold `a<b`** {#custom}',
].join('\n\n');

test('a TOC label keeps inline code, emphasis, strong and deleted text, a link by its text, a JSX element by its tag and class', async () => {
  const toc = await tocOf(PAGE);
  assert.deepEqual(
    toc.map((e) => [e.id, e.text, e.html]),
    [
      ['the-controlplanedistro-field', 'The controlPlane.distro field', 'The <code>controlPlane.distro</code> field'],
      ['emphasis-strong-and-gone', 'Emphasis, strong and gone', '<em>Emphasis</em>, <strong>strong</strong> and <del>gone</del>'],
      ['see-the-reference-first', 'See the reference first', undefined],
      ['a-beta-feature', 'A beta feature', 'A <span class="badge">beta</span> feature'],
      // Plain text is the text: no label kept (Docusaurus' value is the text escaped).
      ['plain--simple-isnt', 'Plain & "simple" isn\'t', undefined],
      // An image is nothing, so the label is the text.
      ['logo--here', 'Logo  here', undefined],
      ['custom', 'Bold a<b', '<strong>Bold <code>a&lt;b</code></strong>'],
    ],
  );
});

test("without a plugin's label the entries are the headings' text, as the engine's own theme draws them", async () => {
  const toc = await tocOf(PAGE, false);
  assert.ok(toc.length === 7 && toc.every((e) => e.html === undefined));
  assert.equal(toc[0].text, 'The controlPlane.distro field');
});
