/**
 * The theme modules that make a doc page's item (theme-classic's `DocItem` and its parts), each of
 * which a site may swizzle (../site-components/doc-item.ts): the item and its layout, which are
 * engine files of their own, and the parts, each answered by a named export of the engine's parts
 * module (../components/doc-item/DocItemParts.tsx).
 */
export const DOC_ITEM_PART_EXPORTS: Readonly<Record<string, string>> = {
  'DocItem/Content': 'DocItemContent',
  'DocItem/Footer': 'DocItemFooter',
  'DocItem/Paginator': 'DocItemPaginator',
  'DocItem/TOC/Mobile': 'DocItemTOCMobile',
  'DocItem/TOC/Desktop': 'DocItemTOCDesktop',
  'DocItem/Metadata': 'DocItemMetadata',
  DocBreadcrumbs: 'DocBreadcrumbs',
  DocVersionBadge: 'DocVersionBadge',
  DocVersionBanner: 'DocVersionBanner',
};

export const DOC_ITEM_MODULES: readonly string[] = ['DocItem', 'DocItem/Layout', ...Object.keys(DOC_ITEM_PART_EXPORTS)];

/**
 * The parts of the doc item whose place the installed theme's own module takes where the site
 * swizzled a module it renders (../site-components/doc-item-places.ts), each with the engine's
 * part (DocItemParts) it stands for. (Not the content, whose headings and MDX the page pass draws,
 * nor the badge, whose place holds the page's actions too.)
 */
export const DOC_ITEM_PLACES = {
  'DocItem/TOC/Desktop': 'tocDesktop',
  'DocItem/TOC/Mobile': 'tocMobile',
  'DocItem/Footer': 'footer',
  'DocItem/Paginator': 'paginator',
  DocBreadcrumbs: 'breadcrumbs',
  DocVersionBanner: 'banner',
} as const;

export type DocItemPlace = keyof typeof DOC_ITEM_PLACES;
