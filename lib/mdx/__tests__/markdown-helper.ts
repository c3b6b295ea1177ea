/** Runs MDX text through the shared stage and the Markdown ending (no files needed). */
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import type { Root } from 'mdast';
import { preprocess } from '../preprocess';
import { markdownTail, sharedRemarkStage } from '../pipeline';

export function markdownOf(text: string, source = 'content/v/page.mdx'): string {
  const ctx = {
    source,
    rootDir: process.cwd(),
    versionDir: path.posix.dirname(source),
    fileToUrl: new Map<string, string>(),
    contentRoots: [path.resolve('content')],
    diagramsUrl: '/docs/img/diagrams/',
  };
  const p = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(sharedRemarkStage(ctx))
    .use(markdownTail('https://example.dev'))
    .use(remarkStringify, { bullet: '-', fences: true, rule: '-' });
  return p.stringify(p.runSync(p.parse(preprocess(text)) as Root) as Root);
}
