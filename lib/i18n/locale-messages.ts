/**
 * Each locale's navbar, footer and `<Translate>` messages, read once into the content index: every
 * non-default locale's, and the default locale's when it has a translations folder (Docusaurus
 * translates the default locale too when i18n/<locale>/ exists).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config';
import type { Problem } from '../errors';
import { localeFolder, MESSAGE_FILES, siteLocales, type MessageFile, translatesLocale } from '../config/i18n';
import { localeDir } from './locale-sets';
import { readMessages } from './translations';
import type { LocaleMessages } from './translations';

/**
 * `given`: the messages the site's plugins give a locale (lib/plugins/engine.ts pluginLocaleMessages),
 * under the site's own code messages; the default locale has them too where it has any.
 */
export function localeMessages(
  config: SiteConfig,
  contentDir: string,
  rootDir: string,
  problems: Problem[],
  given: (locale: string) => Readonly<Record<string, string>> = () => ({}),
): Record<string, LocaleMessages> | undefined {
  const fileOf = (locale: string, name: MessageFile) => {
    const own = config.i18n?.messages?.[name];
    return own
      ? path.resolve(contentDir, own.replaceAll('{locale}', localeFolder(config.i18n, locale)))
      : path.join(localeDir(contentDir, config.i18n, locale), `${name}.json`);
  };
  // (The default locale's when it has any: its translations folder, or a messages file where the config says.)
  const hasOwn = (locale: string) =>
    fs.existsSync(localeDir(contentDir, config.i18n, locale)) ||
    MESSAGE_FILES.some((name) => config.i18n?.messages?.[name] && fs.existsSync(fileOf(locale, name)));
  const givenOf = new Map(siteLocales(config.i18n).map((l) => [l.name, given(l.name)]));
  const locales = siteLocales(config.i18n).filter((l) => !l.isDefault || hasOwn(l.name) || Object.keys(givenOf.get(l.name)!).length);
  if (!locales.length) return undefined;
  return Object.fromEntries(
    locales.map((l) => {
      // (A locale that reads no translation files keeps its code messages alone: Docusaurus loads code.json whatever it translates.)
      const read = (name: MessageFile) =>
        name === 'code' || translatesLocale(config.i18n, l.name) ? readMessages(fileOf(l.name, name), rootDir, problems) : {};
      return [l.name, { navbar: read('navbar'), footer: read('footer'), code: { ...givenOf.get(l.name), ...read('code') } }];
    }),
  );
}
