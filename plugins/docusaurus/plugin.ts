/**
 * Docusaurus compatibility, for an imported Docusaurus site (the importer names it in the site's
 * config: "plugins": ["docusaurus"]), through the engine's one extension point:
 * - its theme layer: the engine's markup carries Docusaurus' class names (Infima's navbar__, menu__,
 *   table-of-contents__, breadcrumbs__, pagination-nav__, footer__ and alert classes, theme-classic's
 *   theme-*) beside its own, as a site's CSS is written against them; its stylesheets map the
 *   engine's colours onto Infima's variables and give the sidebar's markup the engine's look at the
 *   weight of the site's own CSS;
 * - the site's own code: its pages' imports of modules (./page-imports.ts), its components, client
 *   modules and stylesheets compiled before the pages render (./site-components, ./site-styles), and
 *   the config its React pages are handed.
 * The engine's own theme carries none of it.
 */
import path from 'node:path';
import type { DocsPlugin } from '../../lib/api/plugins';
import { DOCUSAURUS_THEME_CLASSES } from './theme-classes';
import { docusaurusTocLabel } from './shared/toc-label';
import { docusaurusPageImports } from './page-imports';
import { DOCUSAURUS_FILES } from './files';
import { docusaurusSiteConfig } from './site-components/site-config-view';
import { publishedSiteFiles } from './site-components/published';
import { readPageFacts } from './importer/page-facts';
import { readBlogRulings } from './importer/blog-rulings-file';
import { readThemeMessages } from './importer/theme-messages';
import { finishHelmetHead } from './helmet-head';
import { docusaurusPageHead } from './page-head';

export const docusaurusPlugin: DocsPlugin = {
  name: 'docusaurus',
  componentNames: [],
  // A page's card list and card are the site's theme's (./site-components/theme-parts.ts), drawn by Next.
  themeDrawnComponents: ['DocCardList', 'DocCard'],
  themeClasses: DOCUSAURUS_THEME_CLASSES,
  // A TOC entry keeps its heading's inline code and emphasis, as Docusaurus' MDX loader writes its value.
  tocLabel: docusaurusTocLabel,
  // (From the checkout's root, where ./site-styles/compile.ts finds Infima too.)
  stylesheets: [
    'ifm-tokens.css',
    'engine-buttons.css',
    'announcement.css',
    'sidebar.css',
    'navbar.css',
    'drawer.css',
    'doc-item.css',
    'article-body.css',
    'doc-root.css',
    'generated-index.css',
    'mdx-page.css',
    'blog.css',
    'footer.css',
    'code-block.css',
  ].map((f) => path.join(process.cwd(), 'plugins/docusaurus/styles', f)),
  pageImports: docusaurusPageImports,
  // Docusaurus hands a page the site's config as its own `siteConfig` reads.
  pageConfig: docusaurusSiteConfig,
  // theme-classic's Layout draws the navbar and footer: a banner a React page renders beside its Layout stands above the navbar (plugins/docusaurus/components/Layout.tsx).
  reactPagesPlaceFrame: true,
  // The site's web workers and the files they load, published as webpack emits them (./site-components/published.ts).
  publishedFiles: () => publishedSiteFiles(),
  // What a module extending a content plugin wrote into its pages' metadata, as the import ran it (./importer/page-facts.ts).
  pageFacts: readPageFacts,
  // What the site's own blog plugin decided of its posts, as the import ran it for a function of the site's (./importer/blog-plugin-posts.ts, ./importer/blog-rulings-file.ts).
  blogPostRulings: readBlogRulings,
  // The theme's strings in each locale, as the site's Docusaurus packages and plugins give them (./importer/theme-messages.ts).
  localeMessages: (locale, contentDir) => readThemeMessages(contentDir, locale),
  // Every page's head as theme-classic's SiteMetadata, PageMetadata and SearchMetadata write it (./page-head.ts).
  pageHead: docusaurusPageHead,
  // Of a page's tags of one kind, the deepest Head's, as react-helmet keeps them (./helmet-head.ts).
  finishHead: finishHelmetHead,
  async prepare({ site, contentDir, plugins, uncompiled, production }) {
    // Loaded when a build prepares, not where Next bundles the plugin list for its pages: the
    // compile brings esbuild, sass and PostCSS, which a page never runs.
    const { prepareSiteComponents } = await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ './site-components/prepare');
    await prepareSiteComponents(site, contentDir, DOCUSAURUS_FILES, plugins, uncompiled, production === true);
    // The compile is done: esbuild's service process (30–40 MB) would otherwise stay beside the
    // page pass and Next until the build ends. (A later call starts it again. The live preview's
    // incremental contexts live in another process: prepareChanged's, scripts/dev.ts.)
    await (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ 'esbuild')).stop();
  },
  async prepareChanged(ctx, files) {
    const { prepareChanged } = await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ './site-components/live');
    return prepareChanged(ctx, files);
  },
};
