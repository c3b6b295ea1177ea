/**
 * Each locale's navbar, footer and `<Translate>` messages, read once into the content index: every
 * non-default locale's, and the default locale's when it has a translations folder (Docusaurus
 * translates the default locale too when i18n/<locale>/ exists).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config';
import type { Problem } from '../errors';
import { MESSAGE_FILES, siteLocales, type MessageFile } from '../config/i18n';
import { localeDir } from './locale-sets';
import { readMessages } from './translations';
import type { LocaleMessages } from './translations';

export function localeMessages(config: SiteConfig, contentDir: string, rootDir: string, problems: Problem[]): Record<string, LocaleMessages> | undefined {
  const fileOf = (locale: string, name: MessageFile) => {
    const own = config.i18n?.messages?.[name];
    return own ? path.resolve(contentDir, own.replaceAll('{locale}', locale)) : path.join(localeDir(contentDir, config.i18n?.path, locale), `${name}.json`);
  };
  // (The default locale's when it has any: its translations folder, or a messages file where the config says.)
  const hasOwn = (locale: string) =>
    fs.existsSync(localeDir(contentDir, config.i18n?.path, locale)) ||
    MESSAGE_FILES.some((name) => config.i18n?.messages?.[name] && fs.existsSync(fileOf(locale, name)));
  const locales = siteLocales(config.i18n).filter((l) => !l.isDefault || hasOwn(l.name));
  if (!locales.length) return undefined;
  return Object.fromEntries(
    locales.map((l) => {
      const read = (name: MessageFile) => readMessages(fileOf(l.name, name), rootDir, problems);
      return [l.name, { navbar: read('navbar'), footer: read('footer'), code: read('code') }];
    }),
  );
}
