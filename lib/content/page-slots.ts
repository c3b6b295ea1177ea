/**
 * Parts of a page the build writes into the exported HTML after `next build` instead of having
 * Next render them: the article (lib/content/prerendered-articles.ts) and the sidebar
 * (lib/pipeline/fill-slots.ts). A page added or removed changes the sidebar of every page in
 * its version; filled after the export, that is a string swap per page, not a Next render of each.
 * The dev server has no export step and renders them inline.
 */
import { buildOf, type LoadedSite } from './store';

/** Whether the build fills the site's sidebars in after the export. */
export const sidebarsFilledAfterExport = (site: LoadedSite) => buildOf(site)?.sidebarsAfterExport === true;
