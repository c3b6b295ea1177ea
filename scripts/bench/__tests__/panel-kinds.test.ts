import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tempFiles } from '../../../test/temp-dir';
import { siteKinds } from '../panel';

const config = (body: string) => `module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', ${body} };\n`;
const doc = '---\ntitle: A\n---\n\nText.\n';

test('a Tailwind site: a Tailwind config, or a stylesheet asking for Tailwind layers (v3 or v4)', async () => {
  const v3 = tempFiles('kinds-tw3', {
    'docusaurus.config.js': config("presets: [['classic', { docs: {} }]]"),
    'docs/a.md': doc,
    'tailwind.config.js': 'module.exports = { content: ["./src/**/*.tsx"] };\n',
  });
  assert.ok((await siteKinds(v3)).includes('Tailwind'));
  const v4 = tempFiles('kinds-tw4', {
    'docusaurus.config.js': config("presets: [['classic', { docs: {} }]]"),
    'docs/a.md': doc,
    'src/css/custom.css': '@import "tailwindcss";\n.x { color: red; }\n',
  });
  assert.ok((await siteKinds(v4)).includes('Tailwind'));
  const parts = tempFiles('kinds-tw4-parts', {
    'docusaurus.config.js': config("presets: [['classic', { docs: {} }]]"),
    'docs/a.md': doc,
    'src/css/custom.css': "@import 'tailwindcss/theme.css';\n@import 'tailwindcss/utilities.css';\n",
  });
  assert.ok((await siteKinds(parts)).includes('Tailwind'));
  const plain = tempFiles('kinds-plain', {
    'docusaurus.config.js': config("presets: [['classic', { docs: {} }]]"),
    'docs/a.md': doc,
    'src/css/custom.css': ':root { --ifm-color-primary: #123456; }\n',
  });
  assert.deepEqual(await siteKinds(plain), []);
});

test('blog-only: the preset has no docs and the blog has posts', async () => {
  const root = tempFiles('kinds-blog', {
    'docusaurus.config.js': config("presets: [['classic', { docs: false, blog: { routeBasePath: '/' } }]]"),
    'blog/2024-01-01-a.md': doc,
  });
  assert.ok((await siteKinds(root)).includes('blog-only'));
  const both = tempFiles('kinds-both', {
    'docusaurus.config.js': config("presets: [['classic', { docs: {}, blog: {} }]]"),
    'docs/a.md': doc,
    'blog/2024-01-01-a.md': doc,
  });
  assert.ok(!(await siteKinds(both)).includes('blog-only'));
});

test('math: remark-math and a renderer (rehype-katex) in a content plugin’s options; remark-math alone is not', async () => {
  const root = tempFiles('kinds-math', {
    'docusaurus.config.js': `const math = require('remark-math');\nconst katex = require('rehype-katex');\n${config(
      "presets: [['classic', { docs: { remarkPlugins: [math], rehypePlugins: [[katex, { strict: false }]] } }]]",
    )}`,
    'docs/a.md': doc,
  });
  const kinds = await siteKinds(root);
  assert.ok(kinds.includes('math'), kinds.join());
  const parsedOnly = tempFiles('kinds-math-parsed', {
    'docusaurus.config.js': `const math = require('remark-math');\n${config("presets: [['classic', { docs: { remarkPlugins: [math] } }]]")}`,
    'docs/a.md': doc,
  });
  assert.ok(!(await siteKinds(parsedOnly)).includes('math'));
});

test('live code blocks: the live-codeblock theme and a fence marked live', async () => {
  const files = {
    'docusaurus.config.js': config("themes: ['@docusaurus/theme-live-codeblock'], presets: [['classic', { docs: {} }]]"),
    'docs/a.md': doc,
  };
  assert.ok(!(await siteKinds(tempFiles('kinds-theme', files))).includes('live code blocks'));
  const live = tempFiles('kinds-live', { ...files, 'docs/b.mdx': '# B\n\n```jsx live\n<p>Hi</p>\n```\n' });
  assert.ok((await siteKinds(live)).includes('live code blocks'));
});
