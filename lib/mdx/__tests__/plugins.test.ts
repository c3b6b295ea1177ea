import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import type { Heading, Root } from 'mdast';
import { headingId, slugHeadings } from '../remark-heading-slugs';
import { VFile } from 'vfile';
import { preprocess, escapeHeadingIds, normaliseAdmonitionTitles, htmlCommentsToMdx, unwrapMdxCodeBlocks } from '../preprocess';
import remarkAdmonitions from '../remark-admonitions';
import remarkUnusedDirectives from '../remark-unused-directives';
import remarkHeadingId from '../remark-heading-id';
import { resolveFileLink } from '../remark-links';
import { localizeAbsoluteLink } from '../../shared/locale-paths';
import { parseCodeMeta, applyMagicComments } from '../code-meta';
import { highlightToHtml } from '../highlight-code';
import { codeStyleOf } from '../../code-theme/code-style';
import { DEFAULT_MAGIC_COMMENTS } from '../../code-theme/code-style';
import { htmlPlugins } from '../pipeline';
import { keepPartialTrees } from '../remark-imports';
import { formatMdxError } from '../errors';
import remarkMdxToMarkdown from '../remark-mdx-to-markdown';
import remarkLinks from '../remark-links';
import remarkKnownComponents from '../remark-known-components';
import { componentsOnly } from './components-only';

const KNOWN = ['Admonition', 'AdmonitionTitle', 'CodeBlock', 'CodeBlockSource', 'Tabs', 'TabItem', 'InlineSvg'];

function ctx(source: string) {
  return {
    source,
    rootDir: process.cwd(),
    versionDir: path.posix.dirname(source),
    fileToUrl: new Map([
      ['content/v/a.mdx', '/docs/v/a/'],
      ['content/v/sub/b.mdx', '/docs/v/sub/b/'],
      ['test/fixtures/site/vcluster/1.1.0/intro/overview.mdx', '/docs/vcluster/intro/overview/'],
    ]),
    contentRoots: [path.resolve('content'), path.resolve('test/fixtures')],
    diagramsUrl: '/docs/img/diagrams/',
    knownComponents: KNOWN,
    tocMin: 2,
    tocMax: 4,
  };
}

async function compileFile(file: string) {
  const raw = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (fm) => '\n'.repeat(fm.split('\n').length - 1));
  return compile(preprocess(raw), { ...htmlPlugins(ctx(file)), outputFormat: 'function-body' });
}

async function compileText(text: string, source = 'content/v/page.mdx') {
  return String(await compile(preprocess(text), { ...htmlPlugins(ctx(source)), outputFormat: 'function-body' }));
}

function mdast(text: string, ...plugins: unknown[]): string {
  const p = unified().use(remarkParse).use(remarkMdx).use(remarkDirective);
  for (const pl of plugins) p.use(pl as never);
  p.use(remarkStringify);
  return String(p.processSync(preprocess(text))).trim();
}

test('preprocess: heading ids and admonition titles, never inside code fences', () => {
  assert.equal(escapeHeadingIds('## Title {#my-id}'), '## Title \\{#my-id}');
  // As Docusaurus escapes them: the first `{#` of a line opening with one to six #, wherever it stands, once.
  assert.equal(
    escapeHeadingIds('### prompts.{#}\n#no-space {#a} {#b}\n####### seven {#c}\n  ## indented {#d}'),
    '### prompts.\\{#}\n#no-space \\{#a} {#b}\n####### seven {#c}\n  ## indented {#d}',
  );
  assert.equal(escapeHeadingIds('## Already \\{#x}'), '## Already \\{#x}');
  assert.equal(normaliseAdmonitionTitles(':::tip Read this first'), ':::tip[Read this first]');
  // A title may open with an expression (a partial's {props.x}); attributes follow the name with no space.
  assert.equal(normaliseAdmonitionTitles(':::warning {props.kind} limits'), ':::warning[{props.kind} limits]');
  assert.equal(normaliseAdmonitionTitles(':::note{.wide}'), ':::note{.wide}');
  assert.equal(preprocess('```\n:::tip not me\n## x {#y}\n```'), '```\n:::tip not me\n## x {#y}\n```');
});

test('remark-heading-id sets the id and strips the marker', async () => {
  const out = await compileText('## Custom heading {#my-id}\n');
  assert.match(out, /id: "my-id"/);
  assert.match(out, /"Custom heading"/);
  assert.doesNotMatch(out, /\{#my-id\}/);
  // An empty marker is the heading's text, as in Docusaurus (no id of its own), not an expression that does not parse.
  assert.match(await compileText('### browser.ml.chat.prompts.{#}\n'), /"browser\.ml\.chat\.prompts\.\{#\}"/);
});

test('remark-admonitions: types, titles, nesting; other directives stay text', () => {
  const out = mdast('::::tip Be careful\nOuter\n\n:::danger\nInner at 10:30\n:::\n::::\n\nA ratio of key:value.', remarkAdmonitions, remarkUnusedDirectives);
  assert.match(out, /<Admonition type="tip">/);
  assert.match(out, /<AdmonitionTitle>/);
  assert.match(out, /Be careful/);
  assert.match(out, /<Admonition type="danger">/);
  assert.match(out, /Inner at 10\\?:30/);
  assert.match(out, /key\\?:value/);
});

/** A page compiled with a site remark plugin that notes each text directive it finds (as one implementing its own would). */
async function compileSeeingDirectives(source: string): Promise<{ out: string; seen: string[] }> {
  const seen: string[] = [];
  const sitePlugin = () => (tree: Root) => {
    const walk = (n: { type: string; name?: string; children?: unknown[] }) => {
      if (n.type === 'textDirective' && n.name) seen.push(n.name);
      for (const c of (n.children ?? []) as (typeof n)[]) walk(c);
    };
    walk(tree as never);
  };
  const out = String(
    await compile(preprocess(source), {
      ...htmlPlugins({
        ...ctx('content/v/page.mdx'),
        sitePlugins: { beforeDefaultRemark: [], remark: [sitePlugin], beforeDefaultRehype: [], rehype: [], recma: [] },
      }),
      outputFormat: 'function-body',
    }),
  );
  return { out, seen };
}

test("a directive in a heading is no text for its id, and is given back as text after the page's plugins (Docusaurus' unusedDirectives runs last)", async () => {
  const { out, seen } = await compileSeeingDirectives('## Set the owner to root:root\n\nA ratio of key:value.\n');
  assert.match(out, /id: "set-the-owner-to-root"/);
  assert.match(out, /children: \["Set the owner to root", ":root", /);
  assert.match(out, /children: \["A ratio of key", ":value", "\."\]/);
  assert.deepEqual(seen, ['root', 'value']);
});

test("a colon before a name Docusaurus' parser (remark-directive 3) reads as no directive is text: a heading keeps it in its id", async () => {
  const { out, seen } = await compileSeeingDirectives('## 1. Goal Hijack (ASI01:2026)\n\nMeet at 12:30, or :été; a :tip-\n\n## Owner root:root\n');
  // (github-slugger drops the colon: Docusaurus' id is "1-goal-hijack-asi012026".)
  assert.match(out, /id: "1-goal-hijack-asi012026"/);
  assert.match(out, /id: "owner-root"/);
  assert.deepEqual(seen, ['root']);
});

test('remark-links resolves file links per version and reports broken ones with file:line', async () => {
  const c = ctx('content/v/sub/b.mdx');
  assert.equal(resolveFileLink('../a.mdx#intro', c), '/docs/v/a/#intro');
  assert.equal(resolveFileLink('@site/a.mdx', { ...c, versionDir: 'content/v' }), '/docs/v/a/');
  assert.equal(resolveFileLink('https://x.dev/a.mdx', c), undefined);
  assert.equal(resolveFileLink('./missing.mdx', c), null);
  // A bare name is looked up from the version folder first, then beside the page (Docusaurus' order).
  const inVersion = { ...c, versionDir: 'content/v' };
  assert.equal(resolveFileLink('a.mdx', inVersion), '/docs/v/a/');
  assert.equal(resolveFileLink('b.mdx#x', inVersion), '/docs/v/sub/b/#x');
  assert.equal(resolveFileLink('./a.mdx', inVersion), null, './ is always from the page');
  // A broken one is left as written and listed with its position; the caller applies the policy.
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkLinks, c);
  const file = new VFile({ path: c.source, value: 'Text\n\n[x](./missing.mdx) and <a href="../gone.md">y</a>\n' });
  await processor.run(processor.parse(file), file);
  assert.deepEqual(file.data.brokenFileLinks, [
    { href: './missing.mdx', target: 'content/v/sub/missing.mdx', line: 3, column: 1 },
    { href: '../gone.md', target: 'content/v/gone.md', line: 3, column: 24 },
  ]);
  // Compiling never fails on them.
  assert.match(await compileText('Text\n\n[x](./missing.mdx)\n', 'content/v/sub/b.mdx'), /\.\/missing\.mdx/);
});

test('unknown component fails with file:line:column and the known list', async () => {
  await assert.rejects(compileFile('test/fixtures/bad/unknown/page.mdx'), (err: Error) => {
    assert.match(
      err.message,
      /test\/fixtures\/bad\/unknown\/page\.mdx:7:1: unknown component <Fancy>\. Known components: Admonition, AdmonitionTitle, CodeBlock, CodeBlockSource, InlineSvg, TabItem, Tabs/,
    );
    return true;
  });
});

test('a plugin whose pages draw an unknown component as MDX 1 does: a <div> with its props and children, and a warning where it is', async () => {
  const file = new VFile({ path: 'docs/old.mdx', value: 'Before <Gauge kind="speed">the *label*</Gauge>, and <Ui.Panel />.\n' });
  const tree = unified().use(remarkParse).use(remarkMdx).parse(file) as Root;
  // (A member of a name that is not there is no shortcode in MDX 1 either: it fails.)
  await assert.rejects(
    unified().use(remarkKnownComponents, { known: [], source: 'docs/old.mdx', unknownAs: 'div' }).run(tree, file),
    /docs\/old\.mdx:1:53: unknown component <Ui\.Panel>/,
  );
  assert.deepEqual(
    file.messages.map((m) => [m.fatal, m.reason]),
    [
      [
        false,
        'docs/old.mdx:1:8: component <Gauge> was not imported, exported, or provided by MDXProvider as global scope: drawn as a <div>, as MDX 1 draws it — import it or remove it',
      ],
      [true, 'docs/old.mdx:1:53: unknown component <Ui.Panel>. Known components: '],
    ],
  );
  // (The engine's warning, by its source: what a site's own remark plugin tells the file is not printed.)
  assert.equal(file.messages[0].source, 'docs-engine');
  const gauge = (tree.children[0] as unknown as { children: { name?: string; attributes?: unknown[] }[] }).children[1];
  assert.equal(gauge.name, 'div');
  assert.equal(gauge.attributes?.length, 1);
});

test('MDX syntax error names the line', async () => {
  await assert.rejects(compileFile('test/fixtures/bad/syntax/page.mdx'), (err: Error) => {
    assert.match(
      formatMdxError(err, 'test/fixtures/bad/syntax/page.mdx'),
      /^test\/fixtures\/bad\/syntax\/page\.mdx:7:1: MDX error: Expected a closing tag for `<div>`/,
    );
    return true;
  });
});

test('a missing partial fails naming the importing file and line', async () => {
  await assert.rejects(
    compileFile('test/fixtures/bad/partial/page.mdx'),
    /test\/fixtures\/bad\/partial\/page\.mdx:8:1: partial "test\/fixtures\/bad\/partial\/_partials\/missing\.mdx" imported as <Missing> does not exist/,
  );
});

test('partials: props substituted, imports removed, content inlined', async () => {
  const out = await compileText(
    'import Snippet from \'./_partials/snippet.mdx\';\n\n<Snippet product="vCluster" />\n',
    'test/fixtures/site/vcluster/1.1.0/features.mdx',
  );
  assert.match(out, /Partial text for /);
  assert.match(out, /\/docs\/vcluster\/intro\/overview\//, 'links in partials resolve relative to the partial');
  assert.match(out, /"vCluster"/);
  assert.doesNotMatch(out, /import Snippet/);
});

test("partials: a link in a partial another partial includes resolves from its own folder, once (ory/docs: a nested partial's link was rebased twice)", async () => {
  const out = await compileText("import Outer from './_partials/outer.mdx';\n\n<Outer />\n", 'test/fixtures/site/vcluster/1.1.0/features.mdx');
  // (Each relative to the page, features.mdx, from the partial that wrote it.)
  assert.match(out, /Outer text[^]*href: "\.\/guides\/a\.mdx"/);
  assert.match(out, /Inner text[^]*href: "\.\/guides\/b\.mdx"/);
});

test("partials: JSX alone on a partial's line is a block, as the partial's own compile makes it (no <p> around an <li>)", async () => {
  const page = 'test/fixtures/site/vcluster/1.1.0/features.mdx';
  const text = fs.readFileSync('test/fixtures/site/vcluster/1.1.0/_partials/jsx-list.mdx', 'utf8').replace('{props.when}', '{"daily"}');
  const inPage = await compileText(text, page);
  const included = await compileText('import List from \'./_partials/jsx-list.mdx\';\n\n<List when="daily" />\n', page);
  const list = (out: string) => out.slice(out.indexOf('_jsxs("ul"'), out.lastIndexOf('})'));
  assert.match(list(inPage), /^_jsxs\("ul", \{\s*children: \[_jsx\("li", \{\s*children: "Invoked by hand"/);
  assert.equal(list(included), list(inPage));
  assert.doesNotMatch(
    list(included),
    /_components\.(ul|li)\b|_components\.p, \{\s*children: _jsx\("li"/,
    'written as JSX: neither wrapped in a paragraph nor mapped to the components',
  );
});

test("partials: a partial's headings are slugged on their own, as Docusaurus compiles each file with its own slugger", async () => {
  const out = await compileText(
    "import Steps from './_partials/repeated-headings.mdx';\n\n## Change: the resource\n\n<Steps />\n\n<Steps />\n\n## Change the resource\n",
    'test/fixtures/site/vcluster/1.1.0/features.mdx',
  );
  const ids = [...out.matchAll(/id: "([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(ids, [
    'change-the-resource',
    // each inclusion: the partial's own slugger, blind to the page's headings and to the other inclusion
    ...['change-the-resource', 'patch-the-resource', 'change-the-resource-1'],
    ...['change-the-resource', 'patch-the-resource', 'change-the-resource-1'],
    // the page's slugger has seen only its own first heading
    'change-the-resource-1',
  ]);
});

test("an SVG the page imports and uses as an element is drawn inline, with the page's attributes over the file's (Docusaurus' SVGR)", async () => {
  const out = await compileText(
    'import Mark from \'./_partials/mark.svg\';\n\n<Mark width="100%" />\n\n![as an image](./_partials/mark.svg)\n',
    'test/fixtures/site/vcluster/1.1.0/features.mdx',
  );
  assert.match(out, /_jsx\(InlineSvg, \{\s*svgAttributes: "\{\\"xmlns\\":\\"http:\/\/www\.w3\.org\/2000\/svg\\",\\"viewBox\\":\\"0 0 10 10\\"/);
  assert.match(out, /svgContent: "<circle cx=\\"5\\" cy=\\"5\\" r=\\"4\\" fill=\\"currentColor\\"\/>"/);
  assert.match(out, /width: "100%"/);
  // Used as a value it is still the file's URL; a Markdown image of it stays an image.
  assert.match(out, /const Mark = "\/[^"]*mark\.svg"/);
  assert.match(out, /_components\.img, \{\s*src: "[^"]*mark\.svg"/);
});

test('partials: props reach expressions, attributes and exports, not prose or code (as in Docusaurus)', async () => {
  const page = 'test/fixtures/site/vcluster/1.1.0/props.mdx';
  const call = (attrs: string) => compileText(`import P from './_partials/props-everywhere.mdx';\n\n<P ${attrs} />\n`, page);
  const out = await call('kind="virtual cluster" who={"reader".toUpperCase()} title="Heads up"');
  assert.match(out, /"virtual cluster"/);
  assert.match(out, /`Hello, \$\{\("reader"\)\.toUpperCase\(\)\}`/);
  assert.match(out, /title: "Heads up"/);
  assert.match(out, /undefined \?\? 'no default'|undefined \?\? "no default"/);
  assert.match(out, /In prose, props\.kind stays as written/);
  assert.match(out, /children: "props\.kind"/, 'inline code keeps its text');
  assert.match(out, /echo<\/span><span class=\\"k1\\"> props\.kind/, 'code blocks keep their text');
  // One parse serves both call sites: the second gets its own values.
  const other = await call('kind="namespace"');
  assert.match(other, /"namespace"/);
  assert.doesNotMatch(other, /virtual cluster/);
});

test("partials: `props` read whole (`{...props}`) is the call site's props, not the page's; a `props` the partial declares stays its own", async () => {
  const page = 'test/fixtures/site/vcluster/1.1.0/props-whole.mdx';
  const out = await compileText("import P from './_partials/props-whole.mdx';\n\n<P type=\"tip\" title={['a', 'b'].join('')} label=\"L\" />\n", page);
  // Inlined into the page, `props` would be the page's (its MDX components map: functions no client component can take).
  assert.match(out, /_jsx\(Admonition, \{\s*"type": "tip",\s*"title": \['a', 'b'\]\.join\(''\),\s*"label": "L"\s*\}\)/);
  assert.match(out, /Object\.keys\(\{\s*"type": "tip",/);
  // The partial's own component keeps its parameter.
  assert.match(out, /const Row = props => _jsx\("span", \{\s*className: "row",\s*\.\.\.props\s*\}\)/);
  assert.match(out, /_jsx\(Row, \{\s*label: "L"\s*\}\)/);
  // A page's own `props` is empty, as Docusaurus' theme renders a page's content (`<MDXContent />`).
  const own = await compileText('<Admonition type="note" {...props} title={props.title}>Text</Admonition>\n', page);
  assert.match(own, /_jsx\(Admonition, \{\s*type: "note",\s*title: undefined,/);
  assert.doesNotMatch(own.slice(0, own.indexOf('function MDXContent')), /\.\.\.props/);
  // A spread of the call site is in its place among the props, and `props.X` reads through it.
  const spread = await compileText("import P from './_partials/props-whole.mdx';\n\n<P type=\"tip\" {...{ label: 'S' }} />\n", page);
  assert.match(spread, /_jsx\(Admonition, \{\s*"type": "tip",\s*\.\.\.\{\s*label: 'S'\s*\}\s*\}\)/);
  assert.match(spread, /_jsx\(Row, \{\s*label: \(\{\s*"type": "tip",\s*\.\.\.\{\s*label: 'S'\s*\}\s*\}\)\.label\s*\}\)/);
});

test("partials: a named import takes the partial's exported component, not its content", async () => {
  const page = 'test/fixtures/site/vcluster/1.1.0/widget-page.mdx';
  const out = await compileText(
    'import { SupportLine } from \'./_partials/exported-widget.mdx\';\nimport { SupportLine as Line } from \'./_partials/exported-widget.mdx\';\n\n<SupportLine level="full" />\n\n<Line level="basic" />\n',
    page,
  );
  assert.match(out, /Support level: /);
  assert.match(out, /const Line = SupportLine/);
  assert.equal(out.match(/const SupportLine =/g)?.length, 1, 'declared once however often it is imported');
  assert.doesNotMatch(out, /only shown where the partial itself/);
  await assert.rejects(
    compileText("import { Nope } from './_partials/exported-widget.mdx';\n\n<Nope />\n", page),
    /widget-page\.mdx:1: ".*exported-widget\.mdx" does not export Nope/,
  );
});

test("a plugin's component modules bind to the engine's components, renamed inside {…} expressions too; without the plugin the import fails", async () => {
  const text =
    "import CodeBlock from 'kit/CodeBlock';\n\n{true && (<><CodeBlock language=\"yaml\">{'a: 1'}</CodeBlock></>)}\n\n<CodeBlock language=\"yaml\">{'b: 2'}</CodeBlock>\n";
  const withPlugin = { ...ctx('content/v/page.mdx'), pageImports: componentsOnly({ 'kit/CodeBlock': 'CodeBlockSource' }) };
  const out = String(await compile(preprocess(text), { ...htmlPlugins(withPlugin), outputFormat: 'function-body' }));
  assert.doesNotMatch(out, /\bCodeBlock\b(?!Source)/);
  assert.equal(out.match(/_jsx\(CodeBlockSource/g)?.length, 2);
  await assert.rejects(compileText(text), /page\.mdx:1: cannot import "kit\/CodeBlock"/);
});

test('partials: a partial given as an element in a prop (`tags={<Tags />}`, read as {props.tags}) is inlined where the prop is read', async () => {
  const out = await compileText(
    "import Frame from './_partials/element-frame.mdx';\nimport Inner from './_partials/element-inner.md';\n\n<Frame inner={<Inner />} />\n\n{<Inner />}\n",
    'test/fixtures/site/vcluster/1.1.0/element-prop.mdx',
  );
  assert.match(out, /Text of the frame before the element/);
  assert.equal(out.match(/_jsxs?\(_components\.table/g)?.length, 2, 'the inner partial, once through the prop and once written as {<Inner />}');
  assert.doesNotMatch(out, /\bInner\b/);
});

test('markdown.format "detect": a .md partial of an MDX page is CommonMark, its HTML kept, as mdx-loader compiles each file in its own format', async () => {
  const source = 'test/fixtures/site/vcluster/1.1.0/detect.mdx';
  const text = "import Cm from './_partials/commonmark.md';\n\n<Cm />\n";
  const out = String(await compile(preprocess(text), { ...htmlPlugins({ ...ctx(source), markdownFormat: 'detect' }), outputFormat: 'function-body' }));
  assert.match(out, /Values must be <= 5, and \{braces\} are text here\./);
  assert.match(out, /className: "commonmark-raw"/);
  // Under "mdx" (Docusaurus' default) the same partial is MDX, which `<=` breaks.
  await assert.rejects(compileText(text, source), /commonmark\.md:1:\d+: .*Unexpected character `=`/);
});

test('markdown.format "detect": a kept parse of a .md partial is never taken for an .mdx partial of the same text', async () => {
  keepPartialTrees();
  const source = 'test/fixtures/site/vcluster/1.1.0/detect.mdx';
  const detect = (text: string) => compile(preprocess(text), { ...htmlPlugins({ ...ctx(source), markdownFormat: 'detect' }), outputFormat: 'function-body' });
  // Parsed as CommonMark, then taken from the kept trees.
  for (let i = 0; i < 2; i++) assert.match(String(await detect("import Cm from './_partials/commonmark.md';\n\n<Cm />\n")), /braces\} are text here/);
  // The same text as MDX is parsed as MDX, which `<=` breaks.
  await assert.rejects(detect("import Twin from './_partials/commonmark-twin.mdx';\n\n<Twin />\n"), /commonmark-twin\.mdx:1:\d+: .*Unexpected character `=`/);
});

test('require("./x.json") in an expression is the data, as webpack resolves it; any other require stays refused by the page-code check', async () => {
  const source = 'test/fixtures/site/vcluster/1.1.0/required.mdx';
  const out = await compileText('<Tabs {...require("./_data/required-props.json")} />\n\n{require(\'./_data/required-props.json\').groupId}\n', source);
  assert.equal(out.match(/"required-group"/g)?.length, 2);
  assert.doesNotMatch(out, /require\(/);
  await assert.rejects(compileText('{require("./_data/missing.json").x}\n', source), /required\.mdx:1: cannot read data file "\.\/_data\/missing\.json"/);
  assert.match(await compileText('{require("fs").x}\n', source), /require\("fs"\)/);
});

test('a partial rendered twice declares its exports once', async () => {
  const out = await compileText("import W from './_partials/exported-widget.mdx';\n\n<W />\n\n<W />\n", 'test/fixtures/site/vcluster/1.1.0/twice.mdx');
  assert.equal(out.match(/const SupportLine =/g)?.length, 1);
  assert.equal(out.match(/only shown where the partial itself is rendered/g)?.length, 2);
});

test('a non-partial, non-theme import is refused with a hint', async () => {
  await assert.rejects(compileText("import Foo from '@site/src/components/Foo';\n\n# x\n"), /cannot import "@site\/src\/components\/Foo"/);
});

test('code meta: title, ranges, line numbers and magic comments', () => {
  const meta = parseCodeMeta('title="vcluster.yaml" {1,3-4} showLineNumbers=5');
  assert.equal(meta.title, 'vcluster.yaml');
  assert.deepEqual([...meta.highlight], [1, 3, 4]);
  assert.equal(meta.showLineNumbers, true);
  assert.equal(meta.startLine, 5);
  const marked = new Map<number, string[]>();
  const code = 'a\n# highlight-next-line\nb\n// highlight-start\nc\nd\n// highlight-end\ne';
  assert.equal(applyMagicComments(code, marked, DEFAULT_MAGIC_COMMENTS), 'a\nb\nc\nd\ne');
  assert.deepEqual([...marked.keys()], [2, 3, 4]);
});

test('highlighting: colour classes instead of inline styles, highlighted and diff lines', async () => {
  const html = await highlightToHtml('a: 1\nb: 2', 'yaml', parseCodeMeta('{2}'), codeStyleOf({}));
  assert.match(html, /^<pre class="shiki/);
  assert.doesNotMatch(html, /style="color/);
  assert.match(html, /<span class="line token-line hl theme-code-block-highlighted-line">/);
  const diff = await highlightToHtml('- old\n+ new', 'diff', parseCodeMeta(''), codeStyleOf({}));
  assert.match(diff, /class="line token-line del"/);
  assert.match(diff, /class="line token-line add"/);
  const plain = await highlightToHtml('<b>', 'text', parseCodeMeta(''), codeStyleOf({}));
  assert.match(plain, /&lt;b&gt;/);
});

test("a code block that names no language takes the site's default (Docusaurus' prism.defaultLanguage); one that names its own keeps it", async () => {
  const page = '```\necho hi\n```\n\n```text\necho hi\n```\n';
  const compileWith = async (codeStyle: ReturnType<typeof codeStyleOf>) =>
    String(await compile(preprocess(page), { ...htmlPlugins({ ...ctx('content/v/page.mdx'), codeStyle }), outputFormat: 'function-body' }));
  const withDefault = await compileWith(codeStyleOf({ prism: { defaultLanguage: 'bash' } }));
  assert.deepEqual(
    [...withDefault.matchAll(/lang: "(\w+)"/g)].map((m) => m[1]),
    ['bash', 'text'],
  );
  assert.match(withDefault, /echo<\/span>/, 'the first block is highlighted as bash');
  const without = await compileWith(codeStyleOf({}));
  assert.deepEqual(
    [...without.matchAll(/lang: "(\w+)"/g)].map((m) => m[1]),
    ['text', 'text'],
  );
});

test('fenced code becomes <CodeBlock> with finished HTML; the TOC keeps h2–h4', async () => {
  const out = await compileText('## A\n\n### B\n\n##### C\n\n```yaml title="x.yaml"\nk: v\n```\n');
  assert.match(out, /CodeBlock/);
  assert.match(out, /title: "x\.yaml"/);
});

test('MDX → Markdown: admonitions, tabs, details and JSX comments', () => {
  const md = mdast(
    ':::tip Hint\nBe careful.\n:::\n\n{/* hidden */}\n\n<Tabs>\n<TabItem value="a" label="Alpha">\n\nFirst.\n\n</TabItem>\n</Tabs>\n\n<details>\n<summary>More</summary>\n\nHidden.\n\n</details>\n',
    remarkAdmonitions,
    remarkHeadingId,
    remarkMdxToMarkdown,
  );
  assert.match(md, /> \*\*Hint:\*\*/);
  assert.match(md, /> Be careful\./);
  assert.match(md, /\*\*Alpha\*\*\n\nFirst\./);
  assert.match(md, /\*\*More\*\*\n\nHidden\./);
  assert.doesNotMatch(md, /hidden \*\//);
  assert.doesNotMatch(md, /<Tabs>/);
  void (null as unknown as Root);
});

test('MDX → Markdown: a tree nested far past content.limits.nesting converts without overflowing the stack', () => {
  // 20,000 components, each in the one before, around a quote: no recursion per level.
  let inner: Root['children'][number] = { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'deep' }] }] };
  for (let i = 0; i < 20_000; i++) inner = { type: 'mdxJsxFlowElement', name: 'Box', attributes: [], children: [inner] } as never;
  const tree: Root = { type: 'root', children: [inner] };
  (remarkMdxToMarkdown() as (t: Root) => void)(tree);
  assert.deepEqual(tree.children, [{ type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'deep' }] }] }]);
});

test('links: an absolute page link on a locale page goes to the locale; static files, other sites and localized links stay', () => {
  const fr = { base: '/', path: 'fr' };
  assert.equal(localizeAbsoluteLink('/docs/next/guide/usage#run', fr), '/fr/docs/next/guide/usage#run');
  assert.equal(localizeAbsoluteLink('/img/logo.png', fr), undefined);
  assert.equal(localizeAbsoluteLink('//cdn.example.com/x', fr), undefined);
  assert.equal(localizeAbsoluteLink('/fr/docs/intro', fr), undefined);
  assert.equal(localizeAbsoluteLink('/docs/intro', { base: '/docs/', path: 'fr' }), '/docs/fr/intro');
  assert.equal(localizeAbsoluteLink('/blog', { base: '/docs/', path: 'fr' }), undefined, 'outside the site base');
  const ctx = { source: 'docs/a.md', versionDir: 'docs', fileToUrl: new Map<string, string>(), linkLocale: fr };
  assert.equal(resolveFileLink('/docs/x?y=1', ctx), '/fr/docs/x?y=1');
  assert.equal(resolveFileLink('/docs/x', { ...ctx, linkLocale: undefined }), undefined);
});

test('a ```` fence holding ``` lines stays code to its own closing fence; the comment after it is read', () => {
  const source = ['````md', '```html', '<!-- inside -->', '```', '````', '', '<!-- after -->', 'text'].join('\n');
  const out = htmlCommentsToMdx(source);
  assert.ok(out.includes('<!-- inside -->'), 'the comment in the code stays as written');
  assert.ok(out.includes('{/** after */}'), 'the comment after the fence is MDX');
  assert.equal(out.split('\n').length, 8);
});

test("an HTML comment in a heading is not part of its id (Docusaurus' remark-comment drops it); an MDX comment written as such is", async () => {
  const tree = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .parse(htmlCommentsToMdx('## Install QuestDB<!-- markdownlint-disable MD029 -->\n\n## Own {/* note */}\n')) as Root;
  slugHeadings(tree);
  const ids = tree.children.map((h) => headingId(h as Heading));
  assert.deepEqual(ids, ['install-questdb', 'own--note-'], "an MDX comment's text is in the heading's text, as mdast-util-to-string reads it");
});

test('```mdx-code-block fences are unwrapped, lines kept', () => {
  const source = ['a', '', '```mdx-code-block', "import X from './x';", '```', '', '```js', 'code', '```'].join('\n');
  assert.equal(unwrapMdxCodeBlocks(source), ['a', '', '', "import X from './x';", '', '', '```js', 'code', '```'].join('\n'));
});

test("the raw-HTML check judges what the author wrote: HTML a site remark plugin sets with dangerouslySetInnerHTML passes, the author's own does not", async () => {
  // As trpc's plugin wraps shiki-twoslash's highlighted HTML in <div dangerouslySetInnerHTML={…} />.
  const wrapHtml = () => (tree: Root) => {
    tree.children.push({
      type: 'mdxJsxFlowElement',
      name: 'div',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: { type: 'mdxJsxAttributeValueExpression', value: '{__html: "<pre>x</pre>"}' } },
      ],
      children: [],
    } as never);
  };
  const sitePlugins = { beforeDefaultRemark: [], remark: [wrapHtml], beforeDefaultRehype: [], rehype: [], recma: [] };
  const out = String(await compile('Text.\n', { ...htmlPlugins({ ...ctx('content/v/page.mdx'), sitePlugins }), outputFormat: 'function-body' }));
  assert.match(out, /dangerouslySetInnerHTML/);
  await assert.rejects(
    compile('<div dangerouslySetInnerHTML={{__html: "<b>x</b>"}} />\n', {
      ...htmlPlugins({ ...ctx('content/v/page.mdx'), sitePlugins }),
      outputFormat: 'function-body',
    }),
    /page\.mdx:1:6: dangerouslySetInnerHTML on <div> puts HTML nobody checked/,
  );
});

test("a heading's link to itself: the engine's #, or as a theme layer draws it (its classes on the heading, its content, its label also the title, a heading named by its id unless its text is plain)", async () => {
  const { evaluate } = await import('@mdx-js/mdx');
  const runtime = await import('react/jsx-runtime');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { createElement } = await import('react');
  const html = async (text: string, extra: object = {}) => {
    const { default: Content } = await evaluate(preprocess(text), { ...runtime, ...htmlPlugins({ ...ctx('content/v/page.mdx'), ...extra }) } as never);
    return renderToStaticMarkup(createElement(Content));
  };
  const page = '## Plain title\n\n### With `code`\n';
  const own = await html(page);
  assert.match(own, /<h2 id="plain-title">Plain title<a class="hash-link" aria-label="Direct link to Plain title" href="#plain-title">#<\/a><\/h2>/);
  assert.match(own, /<h3 id="with-code">With <code>code<\/code><a class="hash-link" aria-label="Direct link to With code" href="#with-code">#<\/a><\/h3>/);
  const layer = await html(page, { headingAnchor: { headingClass: 'anchor anchorWithStickyNavbar', text: '\u200b', noTranslate: true } });
  assert.match(
    layer,
    /<h2 id="plain-title" class="anchor anchorWithStickyNavbar">Plain title<a class="hash-link" aria-label="Direct link to Plain title" title="Direct link to Plain title" translate="no" href="#plain-title">\u200b<\/a><\/h2>/,
  );
  assert.match(
    layer,
    /<h3 id="with-code" class="anchor anchorWithStickyNavbar">With <code>code<\/code><a class="hash-link" aria-label="Direct link to with-code" title="Direct link to with-code"/,
  );
  // In the page's locale: its message, the heading's name in place of {heading}.
  const fr = await html(page, { headingAnchor: { headingClass: 'anchor', text: '\u200b' }, headingLinkTitle: 'Lien direct vers {heading}' });
  assert.match(fr, /<a class="hash-link" aria-label="Lien direct vers Plain title" title="Lien direct vers Plain title"/);
  assert.match(await html(page, { headingLinkTitle: 'Lien direct vers {heading}' }), /aria-label="Lien direct vers With code"/);
  // (A heading's text is put in as it is: a `$$` or `$&` in it is not a replacement pattern.)
  assert.match(await html('## Costs $$ and $&\n', { headingLinkTitle: 'Lien direct vers {heading}' }), /aria-label="Lien direct vers Costs \$\$ and \$&amp;"/);
  // A heading's own classes (GFM's footnotes heading) after the layer's.
  const notes = await html('A claim.[^1]\n\n[^1]: Its source.\n', { headingAnchor: { headingClass: 'anchor anchorWithStickyNavbar', text: '\u200b' } });
  assert.match(notes, /<h2 class="anchor anchorWithStickyNavbar sr-only" id="footnote-label">Footnotes<a class="hash-link"/);
});

test("the native theme's typography: glued punctuation, breaks in dotted names and labelled cells; none where a theme layer draws the Markdown", async () => {
  const text = 'Set `controlPlane.backingStore.etcd.deploy.enabled`.\n\n| Field | Type |\n| --- | --- |\n| a | b |\n';
  const compiled = (native?: boolean) =>
    compile(preprocess(text), {
      ...htmlPlugins({ ...ctx('content/v/page.mdx'), ...(native === undefined ? {} : { nativeTypography: native }) }),
      outputFormat: 'function-body',
    }).then(String);
  const native = await compiled();
  assert.match(native, /code-nobr/);
  assert.match(native, /"wbr"/);
  assert.match(native, /"data-label": "Field"/);
  // (As Docusaurus' MDX writes it: the code, its full stop after it, the cells without labels.)
  const layer = await compiled(false);
  assert.doesNotMatch(layer, /code-nobr|"wbr"|data-label/);
  assert.match(layer, /controlPlane\.backingStore\.etcd\.deploy\.enabled/);
});
