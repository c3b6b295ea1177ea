import { compile } from '/work/main/node_modules/@mdx-js/mdx/index.js';
import path from 'node:path';
import { preprocess } from '/work/main/lib/mdx/preprocess';
import { mdxPlugins } from '/work/main/lib/mdx/options';
const source = 'test/fixtures/site/vcluster/1.1.0/repro.mdx';
const ctx = {
  source,
  rootDir: process.cwd(),
  versionDir: path.posix.dirname(source),
  fileToUrl: new Map(),
  contentRoots: [path.resolve('test/fixtures')],
  knownComponents: ['CodeBlock', 'CodeBlockSource'],
  tocMin: 2,
  tocMax: 4,
  onBrokenMarkdownLinks: 'throw' as const,
};
const text = '# T\n\n<style dangerouslySetInnerHTML={{__html: `\n  .a { color: red }\n`}} />\n\nText\n';
const out = String(await compile(preprocess(text), { ...mdxPlugins(ctx as never), outputFormat: 'function-body' }));
console.log(out.slice(out.indexOf('style') - 200, out.indexOf('style') + 300));
