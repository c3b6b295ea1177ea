/** A Docusaurus site's admonitions: its own keywords, the directive's attributes, and its swizzles of the admonitions' tree drawing them. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { syntaxPlugins } from '../../../lib/mdx/syntax';
import remarkAdmonitions, { admonitionsNamed } from '../../../lib/mdx/remark-admonitions';
import { ADMONITION_KEYWORDS_FILE, readAdmonitionKeywords } from '../admonition-keywords';
import { admonitionElementsStage } from '../admonition-element';
import { admonitionKeywordsOf } from '../importer/admonition-keywords';
import { themeParts } from '../site-components/theme-parts';
import { unappliedSwizzles } from '../importer/swizzled-theme';

function parse(text: string): Root {
  const processor = unified().use(remarkParse).use(remarkMdx).use(syntaxPlugins).use(remarkAdmonitions);
  return processor.runSync(processor.parse(text)) as Root;
}

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: { name: string; value: unknown }[];
  children?: Node[];
}

/** Each JSX element of the page's top level as `Name{attr=value,…}[children' names]`. */
function shape(tree: Root): string[] {
  return (tree.children as unknown as Node[])
    .filter((n) => n.type === 'mdxJsxFlowElement')
    .map(
      (n) =>
        `${n.name}{${(n.attributes ?? []).map((a) => `${a.name}=${String(a.value)}`).join(',')}}[${(n.children ?? []).map((c) => c.name ?? c.type).join(',')}]`,
    );
}

test("a directive's title, class and id attributes are the admonition's, as mdx-loader's admonitions plugin reads them; an alias keeps its name", () => {
  assert.deepEqual(shape(parse(':::tip[Label]{title="Given" .wide #setup}\nBody\n:::')), [
    'Admonition{type=tip,className=wide,id=setup}[AdmonitionTitle,paragraph]',
  ]);
  assert.deepEqual(shape(parse(':::important\nBody\n:::')), ['Admonition{type=important}[paragraph]']);
});

test("the site's own keywords make admonitions of their type; without them the directive is left for the unused-directives pass", () => {
  const text = ':::release[**New** in 2.0]\nBody\n:::';
  const tree = parse(text);
  assert.deepEqual(shape(tree), []);
  admonitionsNamed(tree, ['release']);
  assert.deepEqual(shape(tree), ['Admonition{type=release}[AdmonitionTitle,paragraph]']);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'admonitions-'));
  try {
    assert.deepEqual(readAdmonitionKeywords(root), []);
    fs.writeFileSync(path.join(root, ADMONITION_KEYWORDS_FILE), '["release"]');
    assert.deepEqual(readAdmonitionKeywords(root), ['release']);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("the keywords the config's docs, blog and pages plugins add to mdx-loader's, once each", () => {
  const raw = {
    presets: [
      [
        'classic',
        { docs: { admonitions: { keywords: ['release', 'note'] } }, blog: { admonitions: { keywords: ['release', 'draft'], extendDefaults: true } } },
      ],
    ],
    plugins: [
      ['@docusaurus/plugin-content-docs', { id: 'api', admonitions: { keywords: ['endpoint'] } }],
      ['@docusaurus/plugin-content-pages', { admonitions: true }],
    ],
  };
  assert.deepEqual(admonitionKeywordsOf(raw), ['release', 'draft', 'endpoint']);
  assert.deepEqual(admonitionKeywordsOf({ presets: [['classic', {}]] }), []);
});

test("where the site's swizzles draw the admonitions, the page's are its Admonition, titled as Docusaurus hands the title", () => {
  const entry = { id: 'm3', file: '/x/Admonition.js', exports: ['default'] };
  const ctx = { root: '/x', manifest: { modules: { '@theme/Admonition': entry }, themeParts: ['Admonition'] } } as never;
  const tree = parse(':::note[Plain title]\nBody\n:::\n\n:::tip[A `coded` title]\nBody\n:::\n\n:::info\nBody\n:::');
  admonitionElementsStage(tree, ctx);
  const [plain, coded, untitled] = shape(tree);
  assert.match(plain, /^\w*m3\w*\{type=note,title=Plain title\}\[paragraph\]$/);
  assert.match(coded, /^\w*m3\w*\{type=tip\}\[mdxAdmonitionTitle,paragraph\]$/);
  assert.match(untitled, /\{type=info\}\[paragraph\]$/);
  // Without the part: the engine's element, as it was.
  const own = parse(':::note[Plain title]\nBody\n:::');
  admonitionElementsStage(own, { root: '/x', manifest: { modules: {}, themeParts: [] } } as never);
  assert.deepEqual(shape(own), ['Admonition{type=note}[AdmonitionTitle,paragraph]']);
});

test("a swizzle in the admonitions' tree makes the installed Admonition the part, and no report line; the icons alone do not", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'admonitions-'));
  try {
    const theme = path.join(root, 'node_modules/@docusaurus/theme-classic');
    fs.mkdirSync(path.join(theme, 'lib/theme/Admonition/Types'), { recursive: true });
    fs.writeFileSync(path.join(theme, 'package.json'), '{"name":"@docusaurus/theme-classic","version":"3.10.0"}');
    fs.writeFileSync(path.join(theme, 'lib/theme/Admonition/index.js'), 'export default function Admonition() { return null; }\n');
    fs.writeFileSync(path.join(theme, 'lib/theme/Admonition/Types.js'), 'export default {};\n');
    fs.writeFileSync(path.join(root, 'package.json'), '{}');
    fs.mkdirSync(path.join(root, 'src/theme/Admonition/Icon'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src/theme/Admonition/Icon/Note.js'), 'export default function Note() { return null; }\n');
    assert.equal(themeParts(root).Admonition, undefined);
    fs.writeFileSync(path.join(root, 'src/theme/Admonition/Types.js'), "import Types from '@theme-original/Admonition/Types';\nexport default { ...Types };\n");
    assert.equal(themeParts(root).Admonition, '@theme/Admonition');
    assert.deepEqual(
      unappliedSwizzles(root).filter((line) => line.includes('Admonition')),
      [],
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
