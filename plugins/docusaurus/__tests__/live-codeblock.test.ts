/**
 * A page's live code blocks (../live-codeblock.ts): in a site whose components' bundle has the live
 * code blocks' CodeBlock (the config loads @docusaurus/theme-live-codeblock), a fenced block with
 * the word `live` in its meta renders as it, with the props MDX gives Docusaurus' CodeBlock; any
 * other block, and every block of a site without the theme, is the engine's highlighted code block.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { KNOWN_COMPONENTS } from '../../../lib/mdx/known-components';
import { docusaurusPageImports } from '../page-imports';
import { compilePage } from './helpers/compile-page';
import { isLiveMeta, liveCodeBlockConfig, liveCodeBlockPackages, usesLiveCodeBlock } from '../live-codeblock';
import { componentPackages } from '../importer/import';
import { tempFiles } from '../../../test/temp-dir';
import { docusaurusSiteConfig } from '../site-components/site-config-view';
import type { SiteComponentsManifest } from '../../../lib/site-modules/manifest';
import type { SiteConfig } from '../../../lib/config/site-config';

const LIVE_MANIFEST: SiteComponentsManifest = { modules: { '@theme/CodeBlock': { id: '4', file: '@theme/CodeBlock', exports: ['default'] } } };

async function compileText(text: string, manifest?: SiteComponentsManifest) {
  const context = {
    knownComponents: [...KNOWN_COMPONENTS, 'Site4_default'],
    siteComponents: { root: path.resolve('content'), manifest },
    pageImports: docusaurusPageImports,
  };
  return String(await compilePage(text, context));
}

const PAGE = '# Demo\n\n```jsx live\nfunction Demo() {\n  return <b>hi</b>;\n}\n```\n\n```jsx\nconst plain = 1;\n```\n';

test('a live block renders as the live CodeBlock with the code, its language and meta; a block without `live` stays the engine’s', async () => {
  const out = await compileText(PAGE, LIVE_MANIFEST);
  assert.match(out, /children: "function Demo\(\) \{\\n {2}return <b>hi<\/b>;\\n\}\\n"/);
  assert.match(out, /className: "language-jsx"/);
  assert.match(out, /metastring: "live"/);
  assert.match(out, /live: true/);
  assert.equal(out.match(/_jsx\(Site4_default, \{/g)?.length, 1, 'one live block');
  assert.match(out, /_jsx\(CodeBlock, \{\s*html: "[^\n]*plain/, 'the other block is highlighted code');
});

test('a site without the theme (no live CodeBlock in its bundle) renders a live block as code, as before', async () => {
  const out = await compileText(PAGE);
  assert.doesNotMatch(out, /Site4_default|metastring/);
  assert.equal(out.match(/_jsx\(CodeBlock, \{/g)?.length, 2);
});

test('the theme’s rules: which config loads it, which meta is live, its playgroundPosition default', () => {
  assert.ok(usesLiveCodeBlock({ themes: ['@docusaurus/theme-live-codeblock'] }));
  assert.ok(usesLiveCodeBlock({ themes: [['/site/node_modules/@docusaurus/theme-live-codeblock/lib/index.js', {}]] }));
  assert.ok(!usesLiveCodeBlock({ themes: ['@docusaurus/theme-mermaid'] }));
  assert.ok(!usesLiveCodeBlock(undefined));
  assert.ok(isLiveMeta('live'));
  assert.ok(isLiveMeta('title="x" live noInline'));
  assert.ok(!isLiveMeta('lively'));
  assert.ok(!isLiveMeta(undefined));
  assert.deepEqual(liveCodeBlockConfig(undefined), { playgroundPosition: 'bottom' });
  assert.deepEqual(liveCodeBlockConfig({ playgroundPosition: 'top' }), { playgroundPosition: 'top' });
});

test('the site view carries liveCodeBlock only with the theme, and the prism theme as an object', () => {
  const base = {
    title: 'T',
    tagline: '',
    url: 'https://x.dev',
    baseUrl: '/',
    titleSeparator: '|',
    colorMode: { default: 'light', switch: true },
    navbar: { logo: undefined },
  };
  const withTheme = docusaurusSiteConfig({ ...base, sourceConfig: { themes: ['@docusaurus/theme-live-codeblock'] } } as unknown as SiteConfig);
  assert.deepEqual(withTheme.themeConfig.liveCodeBlock, { playgroundPosition: 'bottom' });
  assert.ok((withTheme.themeConfig.prism.theme as { plain?: unknown }).plain, 'palenight, the default, as a theme object');
  const without = docusaurusSiteConfig({
    ...base,
    prism: { theme: 'github', darkTheme: 'dracula' },
    sourceConfig: { themeConfig: { liveCodeBlock: { playgroundPosition: 'top' } } },
  } as unknown as SiteConfig);
  assert.equal(without.themeConfig.liveCodeBlock, undefined);
  assert.notDeepEqual(without.themeConfig.prism.theme, without.themeConfig.prism.darkTheme);
});

test('react-live is installed at the version the site’s lock has, else at the range its theme’s major depends on', () => {
  assert.deepEqual(liveCodeBlockPackages('^3.2.0'), { 'react-live': '^4.1.6' });
  assert.deepEqual(liveCodeBlockPackages('2.4.3'), { 'react-live': '2.2.3', '@philpl/buble': '^0.19.7' });
  const declared = { dependencies: { '@docusaurus/theme-live-codeblock': '^3.2.0' } };
  const unlocked = tempFiles('live-packages', { 'package.json': JSON.stringify(declared) });
  assert.deepEqual(componentPackages(unlocked, ['react-live'], undefined, liveCodeBlockPackages('^3.2.0')), { 'react-live': '^4.1.6' });
  const locked = tempFiles('live-packages', {
    'package.json': JSON.stringify(declared),
    'package-lock.json': JSON.stringify({ packages: { 'node_modules/react-live': { version: '4.1.7' } } }),
  });
  assert.deepEqual(componentPackages(locked, ['react-live'], undefined, liveCodeBlockPackages('^3.2.0')), { 'react-live': '4.1.7' });
});
