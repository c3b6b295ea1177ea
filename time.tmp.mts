import fs from 'node:fs';
import { compile } from '/work/main/node_modules/@mdx-js/mdx/index.js';
import { preprocess } from '/work/main/lib/mdx/preprocess';
import { mdxPlugins } from '/work/main/lib/mdx/options';
import { checkPage } from '/work/main/lib/check/page-check';
const rootDir = '/tmp';
const source = 'vimport/platform/current/api/resources/apps.mdx';
const ctx = {
  source,
  rootDir,
  versionDir: 'vimport/platform/current',
  fileToUrl: new Map(),
  contentRoots: ['/tmp/vimport'],
  knownComponents: ['CodeBlock', 'CodeBlockSource', 'Admonition', 'AdmonitionTitle', 'Tabs', 'TabItem', 'Details', 'Heading'],
  tocMin: 2,
  tocMax: 4,
  onBrokenMarkdownLinks: 'ignore' as const,
};
const body = fs.readFileSync('/tmp/' + source, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
let t = Date.now();
const r = await checkPage(body, 0, ctx as never);
console.log('check', Date.now() - t, 'ms', r.problems.length);
t = Date.now();
const out = String(await compile(preprocess(body), { ...mdxPlugins(ctx as never), outputFormat: 'function-body' }));
console.log('compile', Date.now() - t, 'ms', out.length);
