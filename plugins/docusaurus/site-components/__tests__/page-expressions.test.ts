import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { definesComponents, hoistsExpressions, pageModuleCode } from '../page-module';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tempDir } from '../../../../test/temp-dir';
import { bundleSiteModule } from '../../../../test/site-bundle';

const page = [
  "import CodeBlock from '@theme/CodeBlock';",
  "import { useRelease } from '@site/src/hooks';",
  "import * as content from '@site/src/data/content';",
  "import Cards from '@site/src/components/Cards';",
  "import Note from './_note.mdx';",
  "import facts from './facts.json';",
  '',
  '<CodeBlock language="bash">{`git checkout ${useRelease(\'tool\')}`}</CodeBlock>',
  '',
  '<Cards {...content.intro}>',
  '',
  'Some **Markdown** the cards wrap.',
  '',
  '</Cards>',
  '',
  "Released {useRelease('tool')} in {facts.year}.",
  '',
  '{props.title} and {content.title} with {frontmatter.x}',
  '',
].join('\n');

test("expressions that use a module's import become components of the page's module, by their line and column", () => {
  const code = pageModuleCode(page);
  // The whole code block: the expression is its child, whose value it needs.
  assert.match(
    code,
    /^export const MdxExpression_8_1 = \(\) => \(<CodeBlock language=\{"bash"\}>\{`git checkout \$\{useRelease\('tool'\)\}`\}<\/CodeBlock>\);$/m,
  );
  // An element whose attribute uses one keeps its Markdown children in the page.
  assert.match(code, /^export const MdxElement_10_1 = \(\{ children \}\) => \(<Cards \{\.\.\.content\.intro\}>\{children\}<\/Cards>\);$/m);
  // An expression in prose: the expression alone.
  assert.match(code, /^export const MdxExpression_16_10 = \(\) => \(<>\{useRelease\('tool'\)\}<\/>\);$/m);
  assert.match(code, /^export const MdxExpression_18_19 = \(\) => \(<>\{content\.title\}<\/>\);$/m);
  // Data imports are the page's own constants; `props` and `frontmatter` are not the module's: those stay.
  assert.doesNotMatch(code, /MdxExpression_16_34|MdxExpression_18_1 |MdxExpression_18_40/);
  // A partial is not a module import.
  assert.doesNotMatch(code, /_note\.mdx/);
  assert.equal(hoistsExpressions(page), true);
  assert.equal(hoistsExpressions("import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock>{'a'}</CodeBlock>\n"), false);
  assert.equal(hoistsExpressions("import data from './x.json';\n\n{data.a}\n"), false);
  // Docusaurus' category index idiom is the engine's (../../current-category.ts), and DocCardList no module's.
  assert.equal(
    hoistsExpressions(
      "import DocCardList from '@theme/DocCardList';\nimport { useCurrentSidebarCategory } from '@docusaurus/theme-common';\n\n<DocCardList items={useCurrentSidebarCategory().items} />\n",
    ),
    false,
  );
});

test('a default import the module lacks is undefined, as webpack builds it (with a warning), not a module that fails', async () => {
  const dir = tempDir('page-module');
  fs.writeFileSync(path.join(dir, 'hooks.js'), 'export const useRelease = () => "v1";\n');
  const code = pageModuleCode("import hooks from './hooks.js';\nimport { useRelease } from './hooks.js';\n\n<span>{useRelease()}{String(hooks)}</span>\n");
  assert.match(code, /^import \* as __pageImport0 from "\.\/hooks\.js"; const hooks = __pageImport0\.default;$/m);
  const out = await build({
    stdin: { contents: code, resolveDir: dir, loader: 'jsx' },
    bundle: true,
    write: false,
    jsx: 'automatic',
    external: ['react/jsx-runtime'],
    logLevel: 'silent',
  });
  assert.match(out.outputFiles[0].text, /MdxExpression_4_1/);
});

test("a partial read as a value is a component of the page's module, as mdx-loader makes every Markdown import; one used as an element stays the page's", async () => {
  const site = tempDir('partial-value');
  fs.mkdirSync(path.join(site, 'docs', 'usage'), { recursive: true });
  fs.mkdirSync(path.join(site, 'src'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'src', 'Playground.jsx'),
    'export default ({ files }) => <div className="playground">{Object.entries(files).map(([name, File]) => <section key={name} title={name}><File /></section>)}</div>;\n',
  );
  fs.writeFileSync(path.join(site, 'docs', 'usage', 'index_html.md'), '```html\n<ion-button>Go</ion-button>\n```\n');
  fs.writeFileSync(path.join(site, 'docs', 'usage', 'note.md'), 'A **note**.\n');
  const source = [
    "import Playground from '@site/src/Playground';",
    "import indexHtml from './usage/index_html.md';",
    "import Note from './usage/note.md';",
    "import Missing from '@site/src/Missing';",
    '',
    "<Playground files={{ 'index.html': indexHtml }} />",
    '',
    '<Note />',
    '',
    '{<Note />}',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(site, 'docs', 'page.md'), source);
  assert.equal(hoistsExpressions(source), true);
  const code = pageModuleCode(source);
  assert.match(code, /^import indexHtml from "\.\/usage\/index_html\.md";$/m);
  assert.match(code, /^export const MdxExpression_6_1 = \(\) => \(<Playground files=\{\{ 'index\.html': indexHtml \}\}><\/Playground>\);$/m);
  // As an element, in the page or in an expression, a partial is inlined by the page: not the module's.
  assert.doesNotMatch(code, /note\.md|MdxExpression_(8|10)_/);
  // An import none of the module's code reads is the page's alone: one that does not resolve costs the module nothing.
  assert.doesNotMatch(code, /Missing/);
  assert.equal(hoistsExpressions("import Note from './note.md';\n\n{<Note />}\n"), false);
  const bundle = await bundleSiteModule(site, 'docs/page.md');
  const mod = await bundle.load<Record<string, ComponentType>>();
  // (The partial's code block is the theme's, as MDXContent's map renders it in Docusaurus.)
  assert.match(
    renderToStaticMarkup(createElement(mod.MdxExpression_6_1)),
    /^<div class="playground"><section title="index\.html"><div class="code-block[^"]*" data-lang="html">.*<code>&lt;ion-button&gt;Go&lt;\/ion-button&gt;<\/code><\/pre>.*<\/section><\/div>$/s,
  );
});

test("a file's `export default` (MDX's layout) makes it a module, with the partials the export reads as values", () => {
  const source = [
    "import Framed from '@site/src/Framed';",
    "import sample from './_sample.md';",
    "import Unread from './_unread.md';",
    '',
    'export default function Captioned({ children }) {',
    '  return <section><Framed content={sample} />{children}</section>;',
    '}',
    '',
    'Text.',
    '',
  ].join('\n');
  assert.equal(definesComponents(source), true);
  const code = pageModuleCode(source);
  assert.match(code, /^import sample from "\.\/_sample\.md";$/m);
  assert.match(code, /^export default function Captioned/m);
  assert.doesNotMatch(code, /_unread/);
});

test('an export in a code sample is no component of the page', () => {
  assert.equal(
    definesComponents('Reducers:\n\n```js\nexport default function reducer(state) {\n  return state;\n}\nexport const Slice = () => null;\n```\n'),
    false,
  );
});

test("an expression that requires a module (not data nor a file) is its module's, as webpack bundles the require", async () => {
  const source = [
    "import APIList from '@site/src/APIList';",
    '',
    "<APIList sidebar={require('@site/sidebars.js').default} />",
    '',
    "Total: {require('./facts.json').count}, <img src={require('./shot.png').default} />",
    '',
  ].join('\n');
  assert.equal(hoistsExpressions(source), true);
  const code = pageModuleCode(source);
  assert.match(code, /^export const MdxExpression_3_1 = \(\) => \(<APIList sidebar=\{require\('@site\/sidebars\.js'\)\.default\}><\/APIList>\);$/m);
  assert.doesNotMatch(code, /facts\.json|shot\.png/);
  assert.equal(hoistsExpressions("Total: {require('./facts.json').count}\n"), false);
  const site = tempDir('require-module');
  fs.mkdirSync(path.join(site, 'src'));
  fs.writeFileSync(path.join(site, 'sidebars.js'), "export default { api: ['button', 'card'] };\n");
  fs.writeFileSync(path.join(site, 'src', 'APIList.jsx'), 'export default ({ sidebar }) => <ul>{sidebar.api.map((n) => <li key={n}>{n}</li>)}</ul>;\n');
  fs.writeFileSync(path.join(site, 'page.mdx'), source);
  const mod = await (await bundleSiteModule(site, 'page.mdx')).load<Record<string, ComponentType>>();
  assert.equal(renderToStaticMarkup(createElement(mod.MdxExpression_3_1)), '<ul><li>button</li><li>card</li></ul>');
});

test('an element given a function (a component or a callback, written, spread or through a partial’s {...props}) is the module’s: the page renders on the server, where no function can reach a client component', async () => {
  const site = tempDir('function-props');
  fs.mkdirSync(path.join(site, 'src'));
  fs.mkdirSync(path.join(site, 'docs'));
  fs.writeFileSync(
    path.join(site, 'src', 'Card.jsx'),
    'export default ({ title, Icon, onPick, items = [] }) => <div className="card">{Icon ? <Icon /> : null}<b>{title}</b><i>{onPick ? onPick() : \'none\'}</i>{items.map((I, n) => <I key={n} />)}</div>;\n',
  );
  fs.writeFileSync(path.join(site, 'src', 'Star.jsx'), 'export default () => <svg className="star" />;\n');
  fs.writeFileSync(path.join(site, 'docs', '_card.mdx'), "import Card from '@site/src/Card';\n\n<Card {...props} />\n");
  const source = [
    "import Card from '@site/src/Card';",
    "import Star from '@site/src/Star';",
    "import CardFrom from './_card.mdx';",
    "import Details from '@theme/Details';",
    '',
    'export const handlers = { onPick: () => "exported" };',
    '',
    '<CardFrom title="Partial" Icon={Star} onPick={() => "from the partial"} />',
    '',
    "<Card {...{ title: 'Spread', Icon: Star, onPick: () => 'spread' }} />",
    '',
    '<Card title="Written" onPick={function () { return window.location ? "browser" : "written"; }} items={[() => <em>nested</em>]} />',
    '',
    '<Card title="Exported" {...handlers} />',
    '',
    "<Details {...{ summary: 'More', onToggle: () => {} }}>Inside</Details>",
    '',
    '<Card title="Data only" />',
    '',
    '<CardFrom title="Partial, data only" />',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(site, 'docs', 'page.mdx'), source);
  assert.equal(hoistsExpressions(source), true);
  assert.equal(hoistsExpressions('<button onClick={() => alert(1)}>Go</button>\n'), true);
  const code = pageModuleCode(source);
  for (const line of [8, 10, 12, 14, 16]) assert.match(code, new RegExp(`^export const MdxExpression_${line}_1 = `, 'm'), `line ${line}`);
  // Data alone crosses to a client component as it is: those stay the page's (a partial given data is inlined).
  assert.doesNotMatch(code, /MdxExpression_(18|20)_/);
  const mod = await (await bundleSiteModule(site, 'docs/page.mdx')).load<Record<string, ComponentType>>();
  const html = (line: number) => renderToStaticMarkup(createElement(mod[`MdxExpression_${line}_1`]));
  assert.equal(html(8), '<div class="card"><svg class="star"></svg><b>Partial</b><i>from the partial</i></div>');
  assert.equal(html(10), '<div class="card"><svg class="star"></svg><b>Spread</b><i>spread</i></div>');
  assert.equal(html(14), '<div class="card"><b>Exported</b><i>exported</i></div>');
  assert.match(html(16), /<details[^>]*>[\s\S]*More[\s\S]*Inside/);
});

test("an element whose child is a function (a render prop: `{(flavor) => …}`) is the module's, as its function can reach the component only from the browser's code", async () => {
  const site = tempDir('render-prop-child');
  fs.mkdirSync(path.join(site, 'src'));
  fs.mkdirSync(path.join(site, 'docs'));
  // (wix/Detox's FlavorizedCodeBlock: one block of the child's text for each flavour.)
  fs.writeFileSync(path.join(site, 'src', 'Flavored.jsx'), "export default ({ flavors, children }) => <pre>{flavors.map(children).join('\\n')}</pre>;\n");
  const source = [
    "import Flavored from '@site/src/Flavored';",
    '',
    "<Flavored flavors={['Debug', 'Release']}>",
    '  {(conf) => `build ${conf.toLowerCase()}`}',
    '</Flavored>',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(site, 'docs', 'page.mdx'), source);
  assert.equal(hoistsExpressions(source), true);
  assert.match(pageModuleCode(source), /^export const MdxExpression_3_1 = /m);
  const mod = await (await bundleSiteModule(site, 'docs/page.mdx')).load<Record<string, ComponentType>>();
  assert.equal(renderToStaticMarkup(createElement(mod.MdxExpression_3_1)), '<pre>build debug\nbuild release</pre>');
});
