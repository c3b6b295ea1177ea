/**
 * Each non-default locale's copy of the blog and the pages, as Docusaurus builds them: every post
 * and page at the locale's URLs (`/fr/blog/…`, `/fr/about/`), from its translation under
 * `<i18n>/<locale>/<blog or pages folder>/` when it exists, else from the default locale's file
 * (./locale-file.ts). The copies are blogs and page sets like the default one, so routes, the page
 * pass (a fallback post shares its parse with the default one: lib/check/page-jobs.ts
 * sameTextOrder), feeds, sitemap, search and link checks take them as they take it.
 */
import path from 'node:path';
import type { Problem } from '../errors';
import { formatProblem } from '../errors';
import type { BlogIndex, PagesIndex } from './types';
import { buildBlogIndex, type BlogBuildOptions } from '../blog/build-blog';
import { blogInstances, resolveBlogConfig } from '../config/blog';
import { buildPagesIndex, type PagesBuildOptions } from '../pages/build-pages';
import { resolvePagesConfig } from '../config/pages';
import { siteBase } from '../shared/site-paths';
import { localizePath } from '../shared/locale-paths';
import { localeFolder, siteLocales, translatesLocale } from '../config/i18n';
import { localeDir } from '../i18n/locale-sets';
import type { ContentLocale } from '../i18n/locale-file';

type Options = Omit<BlogBuildOptions & PagesBuildOptions, 'locale' | 'blog'>;

/**
 * The non-default locales, each with its base and translations folder for a plugin folder: `folder`
 * in the locale's folder, or where `translations` says (relative to the content folder, `{locale}` for the locale).
 */
function contentLocales(o: Options, folder: string, translations?: string): ContentLocale[] {
  const base = siteBase(o.config);
  const dirOf = (locale: string) =>
    translations
      ? path.resolve(o.contentDir, translations.replaceAll('{locale}', localeFolder(o.config.i18n, locale)))
      : path.join(localeDir(o.contentDir, o.config.i18n, locale), folder);
  // (A locale that reads no translation files has none: its pages are the default locale's text.)
  return siteLocales(o.config.i18n)
    .filter((l) => !l.isDefault)
    .map((l) => ({ name: l.name, base: `${localizePath(base, l, base)}/`, ...(translatesLocale(o.config.i18n, l.name) ? { dir: dirOf(l.name) } : {}) }));
}

/** Problems of the default locale's files once, not once per locale. */
function once(problems: Problem[]): (found: Problem[]) => void {
  const seen = new Set(problems.map(formatProblem));
  return (found) => {
    for (const p of found)
      if (!seen.has(formatProblem(p))) {
        seen.add(formatProblem(p));
        problems.push(p);
      }
  };
}

/** Every non-default locale's copy of each blog (none for a site with one locale or no blog). */
export function localeBlogs(o: Options, problems: Problem[]): BlogIndex[] {
  const report = once(problems);
  return blogInstances(o.config.blog).flatMap((options) => {
    const { path: folder, translations } = resolveBlogConfig(options);
    return contentLocales(o, folder, translations).flatMap((locale) => {
      const found: Problem[] = [];
      const blog = buildBlogIndex({ ...o, blog: options, locale }, found);
      report(found);
      // The feeds say their language (Docusaurus: feedOptions.language, else the locale).
      return blog ? [{ ...blog, config: { ...blog.config, feed: { ...blog.config.feed, language: blog.config.feed.language ?? locale.name } } }] : [];
    });
  });
}

/** Every non-default locale's pages (none for a site with one locale or no pages). */
export function localePages(o: Options, problems: Problem[]): PagesIndex[] {
  const cfg = resolvePagesConfig(o.config.pages);
  if (!cfg) return [];
  const report = once(problems);
  return contentLocales(o, cfg.path).flatMap((locale) => {
    const found: Problem[] = [];
    const pages = buildPagesIndex({ ...o, locale }, found);
    report(found);
    return pages ? [pages] : [];
  });
}
