/**
 * The typed record of the site's pages (Docusaurus' plugin-content-pages), built from the files by
 * lib/pages/build-pages.ts. Declared with the content index's types (lib/content/types.ts), which
 * holds it: plain data that travels in the site's JSON to Next's workers.
 */
export type { MdxPageRecord, PageRecord, PagesIndex, ReactPageRecord } from '../content/types';
