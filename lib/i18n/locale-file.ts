/**
 * Docusaurus' rule for a locale's copy of the blog and the pages (plugin-content-blog/-pages
 * `getContentPathList`): the files are those of the default locale's folder, each read from
 * the locale's folder when a translation exists there, else the default locale's file.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A non-default locale, as a blog or pages build sees it. */
export interface ContentLocale {
  name: string;
  /** The locale's site base ("/fr/"). */
  base: string;
  /** Absolute folder of the plugin's translations (`<content>/i18n/fr/blog`); none where the locale reads none (LocaleConfig.translate). */
  dir?: string;
}

/** The absolute file a locale reads a page from: its translation when there is one. */
export function localeFile(locale: ContentLocale, relPath: string, defaultDir: string): string {
  const translated = locale.dir && path.join(locale.dir, relPath);
  return translated && fs.existsSync(translated) ? translated : path.join(defaultDir, relPath);
}
