/**
 * A site's remark plugin written for MDX 1 (Docusaurus 2) adds `import`, `export` and `jsx` nodes,
 * one tag per `jsx` node around Markdown, as @docusaurus/remark-plugin-npm2yarn 2.x does: the page
 * compiles with the elements MDX 1 built from them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { htmlPlugins } from '../pipeline';
import { preprocess } from '../preprocess';
import { siteMarkdownPlugins, type MarkdownPluginEntry } from '../../config/markdown-plugins';
import { tempDir } from '../../../test/temp-dir';
import { componentsOnly } from './components-only';

const content = tempDir('mdx1-nodes');
fs.mkdirSync(path.join(content, 'plugins'));
// npm2yarn 2.x in small: a ```sh tabs``` block becomes split `jsx` nodes around two code blocks, and an `import` node goes first.
fs.writeFileSync(
  path.join(content, 'plugins/tabs.js'),
  `const item = (value, node) => [{ type: 'jsx', value: '<TabItem value="' + value + '">' }, { type: 'code', lang: node.lang, value: node.value.replace('npm', value) }, { type: 'jsx', value: '</TabItem>' }];
module.exports = () => (root) => {
  const visit = (parent) => {
    for (let i = 0; i < (parent.children || []).length; i++) {
      const node = parent.children[i];
      if (node.type === 'code' && node.meta === 'tabs') {
        const out = [{ type: 'jsx', value: '<Tabs groupId="npm2yarn">' }, ...item('npm', node), ...item('yarn', node), { type: 'jsx', value: '</Tabs>' }];
        parent.children.splice(i, 1, ...out);
        i += out.length - 1;
      } else visit(node);
    }
  };
  visit(root);
  root.children.unshift({ type: 'import', value: "import Tabs from '@theme/Tabs';\\nimport TabItem from '@theme/TabItem';" });
  root.children.push({ type: 'export', value: 'export const answer = 42;' });
};
module.exports.inline = () => (root) => { root.children[0].children.push({ type: 'jsx', value: '<kbd>' }, { type: 'text', value: 'Ctrl' }, { type: 'jsx', value: '</kbd>' }); };
module.exports.broken = () => (root) => { root.children.push({ type: 'jsx', value: '<Tabs>' }); };`,
);

const KNOWN = ['Admonition', 'AdmonitionTitle', 'CodeBlock', 'CodeBlockSource', 'Tabs', 'TabItem', 'InlineSvg'];

async function compileWith(entries: MarkdownPluginEntry[], text: string, pluginsDir = content): Promise<string> {
  const source = 'content/v/page.mdx';
  const ctx = {
    source,
    rootDir: process.cwd(),
    versionDir: 'content/v',
    fileToUrl: new Map<string, string>(),
    contentRoots: [path.resolve('content')],
    diagramsUrl: '/docs/img/diagrams/',
    knownComponents: KNOWN,
    tocMin: 2,
    tocMax: 4,
    sitePlugins: siteMarkdownPlugins(entries, pluginsDir, 'v', source),
    // The modules the plugins' pages import tabs from, as a Docusaurus site's plugin names them.
    pageImports: componentsOnly({ '@theme/Tabs': 'Tabs', '@theme/TabItem': 'TabItem' }),
  };
  return String(await compile(preprocess(text), { ...htmlPlugins(ctx), outputFormat: 'function-body' }));
}

const PAGE = '# Install\n\n```bash tabs\nnpm install x\n```\n\nDone.\n';

for (const stage of ['default', 'beforeDefault'] as const)
  test(`split jsx nodes around Markdown become one element with the Markdown inside (${stage} stage)`, async () => {
    const out = await compileWith([{ kind: 'remark', stage, module: './plugins/tabs.js' }], PAGE);
    // <Tabs> holds two <TabItem>s, each its code block: the tree MDX 1 built from the joined JSX.
    assert.match(
      out,
      /_jsxs\(Tabs, \{\s*groupId: "npm2yarn",\s*children: \[_jsx\(TabItem, \{\s*value: "npm",\s*children: _jsx\(CodeBlock, \{\s*html: "[^\n]*>npm<\/span>/,
    );
    assert.match(out, /_jsx\(TabItem, \{\s*value: "yarn",\s*children: _jsx\(CodeBlock, \{\s*html: "[^\n]*>yarn<\/span>/);
    assert.match(out, /const answer = 42/);
    assert.match(out, /"Done\."/);
    assert.doesNotMatch(out, /<Tabs|<TabItem/);
  });

test('inline jsx nodes in a paragraph stay inline', async () => {
  const out = await compileWith([{ kind: 'remark', stage: 'default', module: './plugins/tabs.js', export: 'inline' }], 'Press\n');
  assert.match(out, /_components\.p, \{\s*children: \["Press", _jsx\(_components\.kbd, \{\s*children: "Ctrl"/);
});

test('jsx nodes that do not make JSX fail at the page, naming the text', async () => {
  await assert.rejects(
    compileWith([{ kind: 'remark', stage: 'default', module: './plugins/tabs.js', export: 'broken' }], 'Text.\n'),
    /content\/v\/page\.mdx: a remark plugin of the site added MDX 1 JSX that does not parse as MDX \(.*\): ".*<Tabs>" — fix the plugin/,
  );
});

/** The real plugin, when the registry answers (its dependencies are MDX 1's: unist-util-visit 2). */
function installNpm2yarn2(): string | undefined {
  const dir = tempDir('npm2yarn2');
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"fixture","private":true}');
  try {
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '@docusaurus/remark-plugin-npm2yarn@2.4.3'], {
      cwd: dir,
      stdio: 'ignore',
      timeout: 90_000,
    });
    return dir;
  } catch {
    return undefined;
  }
}

test('@docusaurus/remark-plugin-npm2yarn 2.4.3 itself', { timeout: 120_000 }, async (t) => {
  const dir = installNpm2yarn2();
  if (!dir) return t.skip('the npm registry did not answer');
  const page = "import Tabs from '@theme/Tabs';\n\n# Install\n\n```bash npm2yarn\nnpm install --save x\n```\n";
  const out = await compileWith([{ kind: 'remark', stage: 'default', module: '@docusaurus/remark-plugin-npm2yarn', options: { sync: true } }], page, dir);
  assert.match(out, /_jsxs\(Tabs, \{\s*groupId: "npm2yarn"/);
  assert.match(out, /value: "yarn",\s*label: "Yarn",\s*children: _jsx\(CodeBlock, \{\s*html: "[^\n]*yarn<\/span><span class=\\"k1\\"> add/);
  assert.match(out, /value: "pnpm"/);
});
