/**
 * The site's locales (Docusaurus' `i18n` config): which exist, which is the default (served at the
 * site's base), and each one's label, direction, html lang and URL path, with Docusaurus' defaults
 * for what the config leaves out. Shared code: no Node.
 */
import { isObj } from './is-obj';
import { localeUrlPath } from '../shared/locale-url-paths';

export interface LocaleConfig {
  label?: string;
  direction?: 'ltr' | 'rtl';
  htmlLang?: string;
  /** URL path segment under the base URL (default: the locale name). */
  path?: string;
  /** Its folder of translations under the i18n folder, which `{locale}` stands for in the config's paths (default: the locale name). */
  folder?: string;
  calendar?: string;
  /**
   * false: none of the locale's translation files is read (its pages, sidebar labels, navbar, footer,
   * blog and pages are the default locale's text); its code messages still apply (Docusaurus'
   * `localeConfigs.<locale>.translate`).
   */
  translate?: false;
}

export interface I18nConfig {
  defaultLocale: string;
  locales: string[];
  /** Folder of the translations, relative to the content folder (default "i18n"). */
  path?: string;
  localeConfigs?: Record<string, LocaleConfig>;
  /**
   * Where each locale's navbar, footer and `<Translate>` messages lie when they lie elsewhere: files
   * relative to the content folder, `{locale}` standing for the locale's folder (a site read where it
   * is). Default: `navbar.json`, `footer.json` and `code.json` in `<path>/<locale>/`.
   */
  messages?: Partial<Record<MessageFile, string>>;
}

/** The files of a locale's messages (lib/i18n/locale-messages.ts). */
export const MESSAGE_FILES = ['navbar', 'footer', 'code'] as const;
export type MessageFile = (typeof MESSAGE_FILES)[number];

/** A locale with every field filled in. */
export interface Locale {
  name: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  /** URL path segment; "" for the default locale, which is served at the site's base. */
  path: string;
  isDefault: boolean;
}

export const I18N_DIR = 'i18n';

/** Problems with the "i18n" section, one message each. */
export function i18nConfigProblems(raw: unknown): string[] {
  if (raw === undefined) return [];
  if (!isObj(raw)) return ['"i18n" must be an object: {"defaultLocale": "en", "locales": ["en", "fr"]}'];
  const out: string[] = [];
  const { defaultLocale, locales, path, localeConfigs, messages } = raw;
  for (const key of Object.keys(raw))
    if (!['defaultLocale', 'locales', 'path', 'localeConfigs', 'messages'].includes(key))
      out.push(`"i18n.${key}" is not a setting — use defaultLocale, locales, path, localeConfigs or messages`);
  if (
    messages !== undefined &&
    (!isObj(messages) ||
      Object.entries(messages).some(([k, v]) => !(MESSAGE_FILES as readonly string[]).includes(k) || typeof v !== 'string' || !v.includes('{locale}')))
  )
    out.push('"i18n.messages" must name files with {locale} for navbar, footer or code, such as {"code": "../i18n/{locale}/code.json"}');
  if (typeof defaultLocale !== 'string' || !defaultLocale) out.push('"i18n.defaultLocale" must be a locale name such as "en"');
  if (!Array.isArray(locales) || !locales.every((l) => typeof l === 'string' && /^[A-Za-z0-9-]+$/.test(l)))
    out.push(`"i18n.locales" must be a list of locale names such as ["en", "fr"] (got ${JSON.stringify(locales)})`);
  else if (typeof defaultLocale === 'string' && !locales.includes(defaultLocale))
    out.push(`"i18n.locales" must include the defaultLocale "${defaultLocale}" (got ${JSON.stringify(locales)})`);
  if (path !== undefined && (typeof path !== 'string' || !path || path.split(/[\\/]/).includes('..')))
    out.push('"i18n.path" must be a folder inside the content folder');
  if (localeConfigs !== undefined && !isObj(localeConfigs)) out.push('"i18n.localeConfigs" must be an object keyed by locale');
  else
    for (const [name, lc] of Object.entries(localeConfigs ?? {})) {
      const where = `"i18n.localeConfigs.${name}"`;
      if (Array.isArray(locales) && !locales.includes(name)) out.push(`${where}: "${name}" is not in "i18n.locales" — add it there or remove its config`);
      if (!isObj(lc)) {
        out.push(`${where} must be an object (label, direction, htmlLang, path, folder, calendar, translate)`);
        continue;
      }
      for (const [key, value] of Object.entries(lc)) {
        if (!['label', 'direction', 'htmlLang', 'path', 'folder', 'calendar', 'translate'].includes(key))
          out.push(`${where}.${key} is not a setting — use label, direction, htmlLang, path, folder, calendar or translate`);
        else if (key === 'translate' ? value !== false : typeof value !== 'string')
          out.push(key === 'translate' ? `${where}.translate must be false (translated is the default)` : `${where}.${key} must be a string`);
      }
      if (lc.direction !== undefined && lc.direction !== 'ltr' && lc.direction !== 'rtl') out.push(`${where}.direction must be "ltr" or "rtl"`);
      if (typeof lc.path === 'string' && !/^[A-Za-z0-9._-]+$/.test(lc.path)) out.push(`${where}.path must be one URL segment such as "fr" (got "${lc.path}")`);
      if (typeof lc.folder === 'string' && (!lc.folder || /^[\\/]/.test(lc.folder) || lc.folder.split(/[\\/]/).includes('..')))
        out.push(`${where}.folder must be a folder inside the i18n folder such as "fr" (got "${lc.folder}")`);
    }
  return out;
}

/** Whether the locale's translation files are read (all but its code messages: LocaleConfig.translate). */
export const translatesLocale = (i18n: Pick<I18nConfig, 'localeConfigs'> | undefined, name: string): boolean =>
  i18n?.localeConfigs?.[name]?.translate !== false;

/** The locale's folder of translations under the i18n folder, which `{locale}` stands for in the config's paths. */
export function localeFolder(i18n: Pick<I18nConfig, 'localeConfigs'> | undefined, name: string): string {
  return i18n?.localeConfigs?.[name]?.folder ?? name;
}

/** A locale's defaults, worked out once each: Intl's constructors are slow, and every page asks (siteLocales). */
function memo<T>(of: (locale: string) => T): (locale: string) => T {
  const known = new Map<string, T>();
  return (locale) => (known.has(locale) ? known.get(locale)! : known.set(locale, of(locale)).get(locale)!);
}

/** Docusaurus' default label: the language's own name for itself, capitalised ("Français"). */
const defaultLabel = memo((locale: string): string => {
  for (const tag of [locale, locale.split('-')[0]]) {
    try {
      const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' }).of(tag);
      if (name) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
    } catch {
      // an invalid tag: try the language alone, else the name as written
    }
  }
  return locale;
});

/** Docusaurus' default direction, from the locale's script (Intl.Locale text info). */
const defaultDirection = memo((locale: string): 'ltr' | 'rtl' => {
  try {
    const l = new Intl.Locale(locale) as Intl.Locale & { getTextInfo?: () => { direction: string }; textInfo?: { direction: string } };
    return (l.getTextInfo?.() ?? l.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
});

/** Every locale of the site, the default first; a site without "i18n" has one, "en". */
export function siteLocales(i18n: I18nConfig | undefined): Locale[] {
  const def = i18n?.defaultLocale ?? 'en';
  const names = [def, ...(i18n?.locales ?? []).filter((l) => l !== def)];
  return names.map((name) => {
    const lc = i18n?.localeConfigs?.[name] ?? {};
    return {
      name,
      label: lc.label ?? defaultLabel(name),
      direction: lc.direction ?? defaultDirection(name),
      htmlLang: lc.htmlLang ?? name,
      path: localeUrlPath(i18n, name),
      isDefault: name === def,
    };
  });
}
