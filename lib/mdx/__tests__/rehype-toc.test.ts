import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSlug from 'rehype-slug';
import { VFile } from 'vfile';
import rehypeToc, { type TocEntry } from '../rehype-toc';

async function tocOf(markdown: string): Promise<TocEntry[]> {
  const file = new VFile(markdown);
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSlug).use(rehypeToc, { minLevel: 2, maxLevel: 3 });
  await processor.run(processor.parse(file), file);
  return file.data.toc as TocEntry[];
}

test("the footnotes section's heading, written for screen readers, is no TOC entry", async () => {
  const toc = await tocOf('## Claim\n\nA fact.[^1]\n\n### Detail\n\n[^1]: Its source.\n');
  assert.deepEqual(
    toc.map((e) => [e.id, e.level]),
    [
      ['claim', 2],
      ['detail', 3],
    ],
  );
});
