/** The site's Markdown plugins: loaded from the content folder, in their stages, and named with the page when they throw. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { siteMarkdownPlugins, markdownPluginsProblems } from '../../config/markdown-plugins';
import { checkParser, parseForCheck } from '../../mdx/parser';
import { siteSyntax } from '../../mdx/site-syntax';
import { tempDir } from '../../../test/temp-dir';

const content = tempDir('site-plugins');
fs.mkdirSync(path.join(content, 'plugins'));
fs.writeFileSync(
  path.join(content, 'plugins/shout.js'),
  `module.exports = (options) => (tree) => { tree.children[0].children[0].value = tree.children[0].children[0].value.toUpperCase() + options.mark; };`,
);
// Elements built by hand, without `attributes` (MDX's compiler reads that as none): one at once, one after an await.
fs.writeFileSync(
  path.join(content, 'plugins/callout.js'),
  `const box = (name) => ({ type: 'mdxJsxFlowElement', name, children: [{ type: 'paragraph', children: [{ type: 'text', value: name }] }] });
module.exports = () => (tree) => { tree.children.push(box('Callout')); };
module.exports.later = () => async (tree) => { await null; tree.children.push({ type: 'paragraph', children: [{ type: 'mdxJsxTextElement', name: 'Badge' }] }); };`,
);
// remark-math, as a site names it: a plugin whose attacher adds syntax to the parser.
fs.writeFileSync(path.join(content, 'plugins/math.mjs'), `export { default } from ${JSON.stringify(import.meta.resolve('remark-math'))};\n`);
fs.writeFileSync(path.join(content, 'plugins/strict.js'), `exports.strict = () => (tree, file) => { file.fail('no headings here', tree.children[1]); };`);

const run = async (entries: Parameters<typeof siteMarkdownPlugins>[0], text: string, scope = 'docs') => {
  const plugins = siteMarkdownPlugins(entries, content, scope, 'docs/page.md');
  const processor = unified().use(remarkParse).use(plugins.beforeDefaultRemark).use(plugins.remark);
  return processor.run(processor.parse(text));
};

test('a plugin of a site file runs with its options on the sets it applies to', async () => {
  const entries = [{ kind: 'remark' as const, stage: 'default' as const, module: './plugins/shout.js', options: { mark: '!' }, appliesTo: ['docs'] }];
  const tree = (await run(entries, 'hello')) as unknown as { children: { children: { value: string }[] }[] };
  assert.equal(tree.children[0].children[0].value, 'HELLO!');
  const other = (await run(entries, 'hello', 'blog')) as unknown as { children: { children: { value: string }[] }[] };
  assert.equal(other.children[0].children[0].value, 'hello');
});

test('a plugin that fails names the page and line, and what to do', async () => {
  const entries = [{ kind: 'remark' as const, stage: 'beforeDefault' as const, module: './plugins/strict.js', export: 'strict' }];
  await assert.rejects(
    run(entries, 'text\n\n# Heading\n'),
    /^Error: docs\/page\.md:3: the site's remark plugin "\.\/plugins\/strict\.js#strict" failed: no headings here — fix the page or the plugin/,
  );
});

test('a plugin that cannot load, and entries that are not plugins, are config problems', () => {
  assert.throws(
    () => siteMarkdownPlugins([{ kind: 'remark', stage: 'default', module: 'not-installed-anywhere' }], content),
    /markdownPlugins: not-installed-anywhere/,
  );
  assert.deepEqual(markdownPluginsProblems([{ kind: 'remark', stage: 'later', module: '' }]), [
    '"markdownPlugins[0]".stage must be "beforeDefault" or "default"',
    '"markdownPlugins[0]".module must name a package or a file of the content folder',
  ]);
  // (A recma plugin runs on the compiled page, after every other: it has no earlier stage.)
  assert.deepEqual(
    markdownPluginsProblems([
      { kind: 'recma', stage: 'beforeDefault', module: 'recma-x' },
      { kind: 'estree', stage: 'default', module: 'x' },
    ]),
    [
      '"markdownPlugins[0]".stage must be "default" for a recma plugin (it runs on the compiled page, after every other)',
      '"markdownPlugins[1]".kind must be "remark", "rehype" or "recma"',
    ],
  );
});

test("JSX elements a plugin builds without attributes get none, as MDX's compiler reads them", async () => {
  const entries = [
    { kind: 'remark' as const, stage: 'beforeDefault' as const, module: './plugins/callout.js' },
    { kind: 'remark' as const, stage: 'default' as const, module: './plugins/callout.js', export: 'later' },
  ];
  const tree = (await run(entries, 'text')) as unknown as {
    children: { name?: string; attributes?: unknown; children: { attributes?: unknown; children?: unknown }[] }[];
  };
  assert.equal(tree.children[1].name, 'Callout');
  assert.deepEqual(tree.children[1].attributes, []);
  assert.deepEqual(tree.children[2].children[0].attributes, []);
  assert.deepEqual(tree.children[2].children[0].children, []);
});

test("the syntax a site's remark plugin adds is parsed as Docusaurus parses it: {…} inside $$ math is math, not an expression", () => {
  const page = '# Mean\n\n$$\n\\frac{\\sum_{i=1}^{n} x_i}{n}\n$$\n\nThe square $x^{2}$ grows.\n';
  // Without the plugin's syntax the braces are MDX expressions, and acorn cannot read them.
  assert.throws(() => parseForCheck(page, 'mdx'), /acorn/);
  const plugins = siteMarkdownPlugins([{ kind: 'remark', stage: 'default', module: './plugins/math.mjs' }], content, 'docs', 'docs/mean.mdx');
  const syntax = siteSyntax(plugins);
  assert.ok(syntax, 'remark-math registers its syntax');
  // Read once per set of plugins: every page of the set gets the same syntax.
  assert.equal(
    siteSyntax(siteMarkdownPlugins([{ kind: 'remark', stage: 'default', module: './plugins/math.mjs' }], content, 'docs', 'docs/other.mdx')),
    syntax,
  );
  const tree = parseForCheck(page, 'mdx', syntax) as unknown as { children: { type: string; value?: string; children?: { type: string; value?: string }[] }[] };
  assert.deepEqual(
    tree.children.map((n) => n.type),
    ['heading', 'math', 'paragraph'],
  );
  assert.equal(tree.children[1].value, '\\frac{\\sum_{i=1}^{n} x_i}{n}');
  assert.deepEqual(tree.children[2].children?.find((n) => n.type === 'inlineMath')?.value, 'x^{2}');
  // The page pass's parser plugin and a CommonMark page take it too.
  assert.equal((unified().use(checkParser, 'mdx', syntax).parse(page) as unknown as { children: { type: string }[] }).children[1].type, 'math');
  assert.equal((parseForCheck(page, 'md', syntax) as unknown as { children: { type: string }[] }).children[1].type, 'math');
  // A site without such plugins parses as before.
  assert.equal(
    siteSyntax(siteMarkdownPlugins([{ kind: 'remark', stage: 'default', module: './plugins/shout.js', options: { mark: '' } }], content, 'docs')),
    undefined,
  );
});
