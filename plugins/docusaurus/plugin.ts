/**
 * Docusaurus' theme layer, for an imported Docusaurus site (the importer names it in the site's
 * config: "plugins": ["docusaurus"]): the engine's markup carries Docusaurus' class names (Infima's
 * navbar__, menu__, table-of-contents__, breadcrumbs__, pagination-nav__, footer__ and alert
 * classes, theme-classic's theme-*) beside its own, as a site's CSS is written against them, and its
 * stylesheet gives the sidebar's markup the engine's look at the weight of the site's own CSS. The
 * engine's own theme carries none of it.
 */
import path from 'node:path';
import type { DocsPlugin } from '../../lib/plugins/types';
import { DOCUSAURUS_THEME_CLASSES } from './theme-classes';

export const docusaurusPlugin: DocsPlugin = {
  name: 'docusaurus',
  componentNames: [],
  themeClasses: DOCUSAURUS_THEME_CLASSES,
  // (From the checkout's root, as the engine's other stylesheets: lib/site-styles/compile.ts.)
  stylesheets: [path.join(process.cwd(), 'plugins/docusaurus/styles/sidebar.css')],
};
