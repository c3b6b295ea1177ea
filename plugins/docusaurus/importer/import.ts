/**
 * Imports a Docusaurus site into this engine's content layout:
 * <to>/<set>/<version>/… (the landing set unversioned at <to>/docs/), <to>/versions.json,
 * <to>/site.config.json and <to>/import-report.json. One page that cannot be converted is listed
 * in the report and skipped; it never stops the import. The phases, in order: the site read
 * (./import-run.ts), its docs (./docs.ts), its own code and packages (./site-code.ts), its static
 * files, posts, pages and translations (./site-content.ts), its look and the engine's config of it
 * (./site-config-file.ts).
 */
import { startImport } from './import-run';
import { importDocs } from './docs';
import { importBlogRulings } from './blog-plugin-posts';
import { blogFeedItemsRuns } from './blog-feed-items';
import { importBlogChanges } from './blog';
import { pluginOutputOf } from './plugin-output';
import { importSiteCode } from './site-code';
import { importPostsAndPages, importStatic, importTranslations } from './site-content';
import { importPageChanges, pagesPluginOf } from './pages';
import { importLook, siteConfigOf, writeSiteFiles } from './site-config-file';
import { siteLocaleNames } from './i18n';
import { withoutThemeModulesFound } from './unresolved-imports';
import { themeMessagesOf, writeThemeMessages } from './theme-messages';
import { admonitionIconsOf, writeAdmonitionIcons } from './admonition-icons';
import type { SitePackages } from './config';
import type { ImportOptions, ImportReport, PartialImport } from './import-report';

export type { ImportOptions, ImportReport, PartialImport } from './import-report';
export { componentPackages, sitePeerPackages } from './component-packages';
export { globalComponentsOf } from './site-config-file';
export { withInstalledThemeSwizzles } from './swizzled-theme';

/**
 * @param packages the site's packages installed in `to` (a second import, after the install): real to
 * the config's and sidebars' helper modules, which may compute with them (./config.ts SitePackages)
 */
export async function importDocusaurus(
  from: string,
  to: string,
  packages?: SitePackages,
  partial?: PartialImport,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const started = Date.now();
  const run = await startImport(from, to, packages, partial, options);
  const { site, report, parsePage } = run;
  const docs = await importDocs({
    from,
    to,
    site,
    pageSite: run.pageSite,
    packages,
    partial,
    reading: run.reading,
    report,
    parsePage,
    // Files plugins the engine does not run write at build time, which pages may import (./plugin-output.ts).
    pluginOutput: pluginOutputOf(site.raw, from),
    pagePackages: run.pagePackages,
    allowedHtml: run.allowedHtml,
  });
  if (partial) {
    // A blog's posts and files, each alone (./blog.ts importBlogChanges); the rest is the site's: a partial import changes none of it.
    const hooks = {
      warn: (file: string, message: string) => report.warnings.push({ file, message }),
      fail: (failure: { file: string; error: string }) => report.failed.push(failure),
      post: (file: string, text: string) => parsePage(file, text).text,
    };
    importBlogChanges(from, to, site.raw, run.pageSite, hooks, { changed: partial.only, imported: partial.imported }, run.reading);
    await importBlogRulings({ from, to, site }, report, partial.only);
    // The Markdown pages of src/pages too, converted as a whole import converts them (./pages.ts).
    const pagesPlugin = site.raw ? pagesPluginOf(site.raw) : { path: 'src/pages', unmapped: [] };
    const pages = importPageChanges(from, to, pagesPlugin, run.pageSite, hooks.post, { changed: partial.only, imported: partial.imported }, run.reading);
    report.failed.push(...pages.failed);
    for (const w of pages.warnings) report.warnings.push(w);
    withoutThemeModulesFound(report, from, to, site.raw);
    return report;
  }
  const code = await importSiteCode(run);
  importStatic(run);
  const content = importPostsAndPages(run);
  await importBlogRulings({ from, to, site }, report);
  const feedItems = blogFeedItemsRuns(site.raw, from);
  if (feedItems.length) report.blogFeedItems = feedItems;
  const look = await importLook(run, docs, code, content);
  const i18n = importTranslations(run, docs.sets, content);
  // (The site's plugins ran, in importSiteCode: their theme folders are known.)
  withoutThemeModulesFound(report, from, to, site.raw);
  // (Once the site's plugins ran, in importSiteCode: they give theirs too.)
  if (site.raw) writeThemeMessages(to, await themeMessagesOf(site.raw, from, siteLocaleNames(site.raw), report.localPlugins ?? []));
  writeAdmonitionIcons(to, await admonitionIconsOf(from, (file, message) => report.warnings.push({ file, message })));
  const config = siteConfigOf(run, { docs, code, content, look, i18n });
  writeSiteFiles(run, config, docs, i18n);
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

/** Compares the imported URLs with a published sitemap (paths compared without trailing slashes). */
export function sitemapParity(sitemapXml: string, ours: string[]): NonNullable<ImportReport['urlParity']> {
  const norm = (u: string) => decodeURIComponent(u.replace(/^https?:\/\/[^/]+/, '')).replace(/\/$/, '') || '/';
  const theirs = new Set([...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => norm(m[1].trim())));
  const mine = new Set(ours.map(norm));
  const missing = [...theirs].filter((u) => !mine.has(u)).sort();
  const extra = [...mine].filter((u) => !theirs.has(u)).sort();
  return { sitemapUrls: theirs.size, matched: theirs.size - missing.length, missing, extra };
}
