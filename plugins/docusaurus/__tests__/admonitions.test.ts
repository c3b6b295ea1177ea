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
import remarkAdmonitions from '../../../lib/mdx/remark-admonitions';
import { admonitionTypesFor } from '../../../lib/config/admonition-types';
import { ADMONITION_TYPES } from '../../../lib/shared/admonition-types';
import { admonitionElementsStage } from '../admonition-element';
import { admonitionTypesOf } from '../importer/admonition-types';
import { themeParts } from '../site-components/theme-parts';
import { unappliedSwizzles } from '../importer/swizzled-theme';

function parse(text: string, types?: readonly string[]): Root {
  const processor = unified().use(remarkParse).use(remarkMdx).use(syntaxPlugins).use(remarkAdmonitions, { types });
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

test("a scope's types decide which directives are admonitions: its own keywords, fewer, or none", () => {
  const text = ':::release[**New** in 2.0]\nBody\n:::\n\n:::note\nBody\n:::';
  assert.deepEqual(shape(parse(text)), ['Admonition{type=note}[paragraph]']);
  assert.deepEqual(shape(parse(text, [...ADMONITION_TYPES, 'release'])), [
    'Admonition{type=release}[AdmonitionTitle,paragraph]',
    'Admonition{type=note}[paragraph]',
  ]);
  assert.deepEqual(shape(parse(text, ['release'])), ['Admonition{type=release}[AdmonitionTitle,paragraph]']);
  assert.deepEqual(shape(parse(text, [])), []);
  // The first entry that names the page's scope (a locale's copy of a set too); else the engine's types.
  const entries = [
    { types: ['release'], appliesTo: ['docs'] },
    { types: [], appliesTo: ['blog', 'docs'] },
  ];
  assert.deepEqual(admonitionTypesFor(entries, 'docs'), ['release']);
  assert.deepEqual(admonitionTypesFor(entries, 'docs.fr'), ['release']);
  assert.deepEqual(admonitionTypesFor(entries, 'blog'), []);
  assert.equal(admonitionTypesFor(entries, 'pages'), ADMONITION_TYPES);
  assert.equal(admonitionTypesFor(undefined, 'docs'), ADMONITION_TYPES);
});

const DEFAULTS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];
const config = {
  presets: [
    [
      'classic',
      {
        docs: { admonitions: { keywords: ['release', 'note'] } },
        blog: { admonitions: false },
        pages: { admonitions: true },
      },
    ],
  ],
  plugins: [
    ['@docusaurus/plugin-content-docs', { id: 'api', admonitions: { keywords: ['endpoint'], extendDefaults: false } }],
    ['@docusaurus/plugin-content-docs', { id: 'guides', admonitions: {} }],
  ],
};
const setOf = (id: string) => ({ default: 'docs', api: 'api', guides: 'guides' })[id];

test("each content plugin's `admonitions` option as its mdx-loader reads it: Docusaurus 3 adds keywords unless told not to, 2 replaces them; false is none", () => {
  const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'admonitions-'));
  try {
    fs.writeFileSync(path.join(bare, 'package.json'), '{}');
    assert.deepEqual(admonitionTypesOf(config, bare, setOf, 3), [
      { types: [...DEFAULTS, 'release'], appliesTo: ['docs'] },
      { types: [], appliesTo: ['blog'] },
      { types: ['endpoint'], appliesTo: ['api'] },
    ]);
    assert.deepEqual(admonitionTypesOf(config, bare, setOf, 2), [
      { types: ['release', 'note'], appliesTo: ['docs'] },
      { types: [], appliesTo: ['blog'] },
      { types: ['endpoint'], appliesTo: ['api'] },
    ]);
    assert.deepEqual(admonitionTypesOf({ presets: [['classic', {}]] }, bare, setOf, 3), []);
  } finally {
    fs.rmSync(bare, { recursive: true, force: true });
  }
});

/** A site folder whose installed mdx-loader's admonitions module is `code`. */
function siteWithAdmonitionsModule(code: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'admonitions-'));
  fs.writeFileSync(path.join(root, 'package.json'), '{}');
  const dir = path.join(root, 'node_modules/@docusaurus/mdx-loader/lib/remark/admonitions');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.js'), code);
  return root;
}

test("the site's installed mdx-loader normalises the option where it has the function (3.x), and its defaults are 2.x's where it has only those", () => {
  const v3 = siteWithAdmonitionsModule("exports.normalizeAdmonitionOptions = (o) => ({ keywords: ['from-the-install', ...(o.keywords ?? [])] });\n");
  const v2 = siteWithAdmonitionsModule("exports.DefaultAdmonitionOptions = { tag: ':::', keywords: ['note'] };\n");
  try {
    assert.deepEqual(admonitionTypesOf(config, v3, setOf, undefined)[0], { types: ['from-the-install', 'release', 'note'], appliesTo: ['docs'] });
    assert.deepEqual(admonitionTypesOf(config, v2, setOf, undefined)[0], { types: ['release', 'note'], appliesTo: ['docs'] });
    // (`{}` keeps 2.x's defaults: here the install's own.)
    assert.deepEqual(admonitionTypesOf(config, v2, setOf, undefined).at(-1), { types: ['note'], appliesTo: ['guides'] });
  } finally {
    for (const root of [v3, v2]) fs.rmSync(root, { recursive: true, force: true });
  }
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
