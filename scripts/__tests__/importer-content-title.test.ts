/**
 * A doc's content title sits in a <header>, as Docusaurus' mdx-loader (3.5 and later) wraps it: the
 * site's install's own `contentTitle` plugin runs on docs and pages ahead of the site's remark
 * plugins (plugins/docusaurus/importer/mdx-loader-plugins.ts), so a site's `.markdown header h1` or
 * `.markdown > *:not(header) + h2` finds the markup it was written for. Run from a registry install.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { CLASSIC_SITE, docusaurusInstall } from '../../test/docusaurus-install';
import { tempDir } from '../../test/temp-dir';
import { CONTENT_TITLE_PLUGIN, mdxLoaderEntries } from '../../plugins/docusaurus/importer/mdx-loader-plugins';
import { siteMarkdownPlugins } from '../../lib/config/markdown-plugins';
import { htmlPlugins } from '../../lib/mdx/pipeline';
import { preprocess } from '../../lib/mdx/preprocess';

const PAGE = ':::info\n\nMoved here.\n\n:::\n\n# Auto sleep\n\nIntro.\n\n## Set it up\n\nSteps.\n';

async function compiled(site: string, text: string) {
  const entries = mdxLoaderEntries(site, ['docs', 'pages']);
  const source = 'docs/page.mdx';
  const ctx = {
    source,
    rootDir: process.cwd(),
    versionDir: 'docs',
    fileToUrl: new Map<string, string>(),
    contentRoots: [path.resolve('content')],
    diagramsUrl: '/docs/img/diagrams/',
    knownComponents: ['Admonition', 'AdmonitionTitle', 'CodeBlock', 'CodeBlockSource', 'Tabs', 'TabItem', 'InlineSvg'],
    tocMin: 2,
    tocMax: 4,
    sitePlugins: siteMarkdownPlugins(entries, site, 'docs', source),
  };
  return String(await compile(preprocess(text), { ...htmlPlugins(ctx), outputFormat: 'function-body' }));
}

test("the site's install's contentTitle wraps the content title in <header>, on docs and pages", { timeout: 240_000 }, async () => {
  const site = docusaurusInstall('3.10.2', CLASSIC_SITE);
  assert.deepEqual(mdxLoaderEntries(site, ['docs', 'pages']), [
    { kind: 'remark', stage: 'default', module: CONTENT_TITLE_PLUGIN, options: { removeContentTitle: false }, appliesTo: ['docs', 'pages'] },
  ]);
  const out = await compiled(site, PAGE);
  // (Made by a plugin, not written as JSX: MDX maps it through the components, as under Docusaurus.)
  assert.match(out, /_jsx\(_components\.header, \{\s*children: _jsx\(_components\.h1, \{[^]*?children: "Auto sleep"/);
  assert.equal(out.match(/_jsx\(_components\.header,/g)?.length, 1, 'the first h1 alone');
  // (Not a content title: a heading comes before the h1.)
  assert.doesNotMatch(await compiled(site, '## First\n\n# Later\n'), /_components\.header/);
});

test('a site without that plugin in its install gets no entry (a Docusaurus before 3.5 wraps nothing)', () => {
  assert.deepEqual(mdxLoaderEntries(tempDir('no-mdx-loader'), ['docs']), []);
});
