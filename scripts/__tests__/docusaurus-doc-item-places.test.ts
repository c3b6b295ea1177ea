/**
 * A site's swizzle that a doc item's place renders (`TOC` under `DocItem/TOC/Desktop`, `TOCItems`
 * under both TOCs) changes the doc pages as under Docusaurus: the classic theme's own module takes
 * the place (plugins/docusaurus/site-components/doc-item-places.ts) and renders the swizzle, at the
 * newest 3.x and at 2.4, with the theme's code from the registry.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { CURRENT_DOCS } from '../../test/docusaurus-client-facts';
import { siteWithDocusaurus, withClientDependencies, writeSiteFiles } from '../../test/docusaurus-packages';
import { LayoutPartProvider } from '../../plugins/docusaurus/components/layout-part';
import { DocsContextProvider } from '../../plugins/docusaurus/components/docs-context';
import type { DocItemParts } from '../../lib/api/plugins';
import type { DocsClientData } from '../../lib/api/content';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';

const work = tempDir('doc-item-places');
/** The keys of the config the theme's TOC reads, as theme-classic's validation gives them. */
const THEME_CONFIG = {
  themeConfig: { tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 }, navbar: { hideOnScroll: false } },
} as unknown as Partial<DocusaurusSiteConfig>;

const TOC = [
  { id: 'install', text: 'Install & run', level: 2 },
  { id: 'flags', text: 'Flags', level: 3 },
];

const DATA: DocsClientData = {
  ...CURRENT_DOCS,
  doc: { id: 'intro', title: 'Intro', description: '', permalink: '/docs/intro', frontMatter: {} },
};

/** A doc page's parts as the engine hands them (components/doc/DocArticle.tsx): `toc` false for a page without one. */
function parts(toc: boolean): DocItemParts {
  const engine = (name: string) => createElement('div', { className: `engine-${name}` });
  return {
    body: null,
    banner: engine('banner'),
    breadcrumbs: engine('breadcrumbs'),
    header: engine('header'),
    head: null,
    tocMobile: toc ? engine('toc-mobile') : null,
    tocDesktop: toc ? engine('toc-desktop') : null,
    footer: engine('footer'),
    paginator: engine('paginator'),
    article: {},
    meta: { toc: toc ? TOC : [], tags: [] },
  };
}

const render = (component: ComponentType, toc = true) =>
  renderToStaticMarkup(
    createElement(DocsContextProvider, {
      data: DATA,
      children: createElement(LayoutPartProvider, { original: null, versionLinks: [], doc: parts(toc), children: createElement(component) }),
    }),
  );

for (const version of ['3.10.2', '2.4.3'])
  test(`a swizzled TOC is the doc page's desktop TOC, and a swizzled TOCItems its mobile one too (Docusaurus ${version})`, { timeout: 240_000 }, async () => {
    const site = siteWithDocusaurus(work, path.join(work, `site-${version}`), version);
    withClientDependencies(work, site);
    writeSiteFiles(site, {
      'src/theme/TOC/index.js': [
        "import TOCItems from '@theme/TOCItems';",
        'export default function TOC({ className, ...props }) {',
        '  return <div className={`site-toc ${className}`}><p>Contents</p><TOCItems {...props} linkClassName="table-of-contents__link toc-highlight" /></div>;',
        '}',
      ].join('\n'),
      'src/theme/TOCItems/Tree.js': [
        'export default function Tree({ toc, className }) {',
        '  if (!toc.length) return null;',
        '  return <ul className={`site-tree ${className ?? ""}`}>{toc.map((t) => <li key={t.id}><a href={`#${t.id}`} dangerouslySetInnerHTML={{ __html: t.value }} /><Tree toc={t.children} /></li>)}</ul>;',
        '}',
      ].join('\n'),
      // A wrapper of a part the engine draws in its own place: here the theme's code renders it, so its original is the theme's.
      'src/theme/TOCCollapsible/index.js': [
        "import TOCCollapsible from '@theme-original/TOCCollapsible';",
        'export default function Wrapper(props) { return <><TOCCollapsible {...props} /><div className="site-toc-note" /></>; }',
      ].join('\n'),
      'src/components/Places.jsx': [
        "export { default as Desktop } from '@theme/DocItem/TOC/Desktop';",
        "export { default as Mobile } from '@theme/DocItem/TOC/Mobile';",
        "export { default as Paginator } from '@theme/DocItem/Paginator';",
      ].join('\n'),
    });
    const mod = await (
      await bundleSiteModule(site, 'src/components/Places.jsx', THEME_CONFIG)
    ).load<Record<'Desktop' | 'Mobile' | 'Paginator', ComponentType>>();
    const desktop = render(mod.Desktop);
    // The engine's column holds the site's TOC, handed the doc's TOC by the theme's DocItem/TOC/Desktop.
    assert.match(desktop, /^<div class="toc-desktop"><div class="site-toc theme-doc-toc-desktop"><p>Contents<\/p><ul class="site-tree [^"]*">/);
    assert.match(desktop, /<a href="#install"[^>]*>Install &amp; run<\/a><ul class="site-tree "><li><a href="#flags"[^>]*>Flags<\/a><\/li><\/ul>/);
    // The mobile TOC is the site's wrapper around the theme's TOCCollapsible (its list, the site's tree too, renders once opened).
    assert.match(
      render(mod.Mobile),
      /^<div class="[\w-]*tocCollapsible[\w-]* theme-doc-toc-mobile [\w-]*tocMobile[\w-]*"><button type="button" class="clean-btn [\w-]*">On this page<\/button><\/div><div class="site-toc-note"><\/div>$/,
    );
    // A page without a TOC has none, as Docusaurus' layout renders none.
    assert.equal(render(mod.Desktop, false), '');
    assert.equal(render(mod.Mobile, false), '');
    // A place whose tree holds no swizzle stays the engine's part.
    assert.equal(render(mod.Paginator), '<div class="engine-paginator"></div>');
  });
