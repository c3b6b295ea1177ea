/**
 * Each locale's navbar, footer and `<Translate>` messages, read once into the content index: every
 * non-default locale's, and the default locale's when it has a translations folder (Docusaurus
 * translates the default locale too when i18n/<locale>/ exists).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config';
import type { Problem } from '../errors';
import { siteLocales } from '../config/i18n';
import { localeDir } from './locale-sets';
import { readMessages } from './translations';
import type { LocaleMessages } from './translations';

export function localeMessages(config: SiteConfig, contentDir: string, rootDir: string, problems: Problem[]): Record<string, LocaleMessages> | undefined {
  const locales = siteLocales(config.i18n).filter((l) => !l.isDefault || fs.existsSync(localeDir(contentDir, config.i18n?.path, l.name)));
  if (!locales.length) return undefined;
  return Object.fromEntries(
    locales.map((l) => {
      const dir = localeDir(contentDir, config.i18n?.path, l.name);
      const read = (name: string) => readMessages(path.join(dir, name), rootDir, problems);
      return [l.name, { navbar: read('navbar.json'), footer: read('footer.json'), code: read('code.json') }];
    }),
  );
}
