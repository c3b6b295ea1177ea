/** What the import report says of the pages folder: the pages published, and those left out because they do not compile. */
import type { PageRecord } from '../../../lib/api/content';
import type { SiteComponentsManifest } from '../../../lib/api/build';
import { pageModuleError } from '../../../lib/api/content';
import type { ImportReport } from './import-report';
import path from 'node:path';
import { ownSiteRoot } from '../site-components/site-src';

/**
 * A module's path as the report names it: relative to the content folder (as the manifest names it),
 * or for a file of the site read where it lies (src/), relative to the site. Undefined for neither.
 */
export function reportedSiteFile(file: string, contentDir: string): string | undefined {
  const own = ownSiteRoot(contentDir);
  const abs = path.resolve(contentDir, file);
  if (own && abs.startsWith(own + path.sep)) return path.relative(own, abs).split(path.sep).join('/');
  return file.startsWith('../') ? undefined : file;
}

export function sitePagesReport(
  pages: PageRecord[],
  manifest: SiteComponentsManifest | undefined,
  contentDir: string,
): { sitePages: NonNullable<ImportReport['sitePages']>; failed: ImportReport['failed'] } {
  const published: NonNullable<ImportReport['sitePages']> = [];
  const failed: ImportReport['failed'] = [];
  for (const page of pages) {
    const error = page.type === 'react' ? pageModuleError(page, manifest, contentDir) : undefined;
    const file = reportedSiteFile(page.file, contentDir) ?? page.file;
    if (error) failed.push({ file, error: `this page does not compile, so it is not published — ${error}` });
    else published.push({ file, url: decodeURI(page.permalink), type: page.type });
  }
  return { sitePages: published, failed };
}

/** A module of the manifest that is a page (reported as one) or the engine's own (a Docusaurus module an MDX page imports), not a site component. */
export function isPageOrEngineModule(file: string, pages: PageRecord[]): boolean {
  // (An engine module is named by its Docusaurus specifier: plugins/docusaurus/site-components/resolve.ts engineModule.)
  return file.startsWith('../') || /^@(docusaurus|theme|theme-original)\//.test(file) || pages.some((p) => p.file === file);
}
