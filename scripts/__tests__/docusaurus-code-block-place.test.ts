/**
 * A site's swizzle in the code block's tree (`CodeBlock/Container` under `CodeBlock`) changes every
 * fenced block of its pages as under Docusaurus: the classic theme's own CodeBlock draws each one
 * (plugins/docusaurus/site-components/code-block-place.ts), highlighted by Prism as Docusaurus
 * highlights it, and renders the swizzle; at the newest 3.x and at 2.4, with the theme's code from the registry.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { ENGLISH_I18N } from '../../test/docusaurus-client-facts';
import { siteWithDocusaurus, withClientDependencies, withThemeDependencies, writeSiteFiles } from '../../test/docusaurus-packages';
import { codeBlockSwizzles } from '../../plugins/docusaurus/site-components/code-block-place';
import { codeBlockElement } from '../../plugins/docusaurus/code-block-element';
import { installedAliases } from '../../plugins/docusaurus/site-components/theme-aliases';
import { themeParts } from '../../plugins/docusaurus/site-components/theme-parts';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';
import type { SiteComponentsManifest } from '../../lib/api/build';

const work = tempDir('code-block-place');

/** What the theme's code block reads of the config, as the site's config view gives it. */
const CONFIG = {
  i18n: ENGLISH_I18N,
  themeConfig: {
    prism: {
      additionalLanguages: [],
      magicComments: [
        { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      ],
      theme: { plain: { color: '#111111', backgroundColor: '#fafafa' }, styles: [{ types: ['keyword'], style: { color: '#0000ff' } }] },
    },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  },
} as unknown as Partial<DocusaurusSiteConfig>;

for (const version of ['3.10.2', '2.4.3'])
  test(`a swizzle in the code block's tree has the theme's CodeBlock draw each fenced block (Docusaurus ${version})`, { timeout: 240_000 }, async () => {
    const site = siteWithDocusaurus(work, path.join(work, `site-${version}`), version);
    withClientDependencies(work, site);
    // (prismjs: the theme's prism-include-languages, which its CodeBlock's module runs first, requires it.)
    withThemeDependencies(work, site, ['prism-react-renderer', 'copy-text-to-clipboard', 'prismjs']);
    writeSiteFiles(site, {
      'src/theme/CodeBlock/Container/index.js': [
        "import Original from '@theme-original/CodeBlock/Container';",
        'export default function Container(props) { return <Original {...props} className={`${props.className ?? ""} site-container`} />; }',
      ].join('\n'),
      'src/components/Block.jsx': "export { default } from '@theme/CodeBlock';",
    });
    const aliases = installedAliases(site, undefined);
    assert.deepEqual(codeBlockSwizzles(site, aliases, false), ['CodeBlock/Container']);
    // (A site with the live code blocks' theme keeps its CodeBlock, the engine's.)
    assert.deepEqual(codeBlockSwizzles(site, aliases, true), []);
    assert.equal(themeParts(site).CodeBlock, '@theme/CodeBlock');

    const Block = (await (await bundleSiteModule(site, 'src/components/Block.jsx', CONFIG)).load<{ default: ComponentType<Record<string, unknown>> }>())
      .default;
    // The props a fenced ```js title="greet.js" block gets from the page (codeBlockElement), its code its children.
    const manifest = { modules: { '@theme/CodeBlock': { id: 'm1', exports: ['default'] } }, themeParts: ['CodeBlock'] } as unknown as SiteComponentsManifest;
    const element = codeBlockElement({ lang: 'js', meta: 'title="greet.js"', value: 'const a = 1;' }, { root: site, manifest });
    assert.deepEqual(element?.props, { className: 'language-js', metastring: 'title="greet.js"' });
    assert.equal(element?.withCode, true);
    const html = renderToStaticMarkup(createElement(Block, element!.props, 'const a = 1;\n' as ReactNode));
    // The site's container around the theme's block: its title, Prism's tokens in the config's theme.
    assert.match(html, /^<div class="[^"]*site-container[^"]*"/);
    assert.match(html, />greet\.js<\/div>/);
    assert.match(html, /<span class="token keyword" style="color:#0000ff">const<\/span>/);
  });

for (const version of ['3.10.2', '2.4.3'])
  test(
    `a component's @theme/CodeBlock is the theme's, its Prism taught the config's additionalLanguages (Docusaurus ${version})`,
    { timeout: 240_000 },
    async () => {
      const site = siteWithDocusaurus(work, path.join(work, `component-${version}`), version);
      withClientDependencies(work, site);
      withThemeDependencies(work, site, ['prism-react-renderer', 'copy-text-to-clipboard', 'prismjs']);
      // (No swizzle: the engine's fenced blocks stay the page pass's; the component's code is known only as it renders.)
      writeSiteFiles(site, {
        'src/components/Terraform.jsx': [
          "import CodeBlock from '@theme/CodeBlock';",
          'export default function Terraform({ name }) { return <CodeBlock language="hcl">{`provider "${name}" {}`}</CodeBlock>; }',
        ].join('\n'),
      });
      assert.deepEqual(codeBlockSwizzles(site, installedAliases(site, undefined), false), []);
      const config = {
        ...CONFIG,
        themeConfig: { ...CONFIG.themeConfig, prism: { ...CONFIG.themeConfig!.prism, additionalLanguages: ['hcl'] } },
      } as Partial<DocusaurusSiteConfig>;
      const bundle = await bundleSiteModule(site, 'src/components/Terraform.jsx', config);
      // (webpack's context narrowed to the config's languages: only hcl's component is bundled.)
      assert.match(bundle.code, /prism-hcl/);
      assert.doesNotMatch(bundle.code, /prism-abap/);
      const Terraform = (await bundle.load<{ default: ComponentType<{ name: string }> }>()).default;
      const html = renderToStaticMarkup(createElement(Terraform, { name: 'helm' }));
      // The theme's block (its copy button's markup), the code tokenized by hcl's grammar in the config's theme.
      assert.match(html, /class="[^"]*prism-code[^"]*language-hcl/);
      assert.match(html, /<span class="token keyword" style="color:#0000ff">provider<\/span>/);
    },
  );

test(
  "a site's wrapper of CodeBlock wraps the installed theme's: each fenced block its title and Prism's tokens inside the site's element (kysely's site)",
  { timeout: 240_000 },
  async () => {
    const site = siteWithDocusaurus(work, path.join(work, 'wrapper-3.10.2'), '3.10.2');
    withClientDependencies(work, site);
    withThemeDependencies(work, site, ['prism-react-renderer', 'copy-text-to-clipboard', 'prismjs']);
    writeSiteFiles(site, {
      'src/theme/CodeBlock/index.js': [
        "import CodeBlock from '@theme-original/CodeBlock';",
        'export default function CodeBlockWrapper(props) { return <div data-weight="2"><CodeBlock {...props} /></div>; }',
      ].join('\n'),
      'src/components/Block.jsx': "export { default } from '@theme/CodeBlock';",
    });
    assert.deepEqual(codeBlockSwizzles(site, installedAliases(site, undefined), false), ['CodeBlock']);
    const Block = (await (await bundleSiteModule(site, 'src/components/Block.jsx', CONFIG)).load<{ default: ComponentType<Record<string, unknown>> }>())
      .default;
    const manifest = { modules: { '@theme/CodeBlock': { id: 'm1', exports: ['default'] } }, themeParts: ['CodeBlock'] } as unknown as SiteComponentsManifest;
    const element = codeBlockElement({ lang: 'js', meta: 'title="greet.js"', value: 'const a = 1;' }, { root: site, manifest });
    const html = renderToStaticMarkup(createElement(Block, element!.props, 'const a = 1;\n' as ReactNode));
    // (Was: the engine's port of CodeBlock, unhighlighted and without its title.)
    assert.match(html, /^<div data-weight="2"><div class="[^"]*language-js[^"]*theme-code-block"/);
    assert.match(html, />greet\.js<\/div>/);
    assert.match(html, /<span class="token keyword" style="color:#0000ff">const<\/span>/);
  },
);
