/**
 * Docusaurus' i18n: the config's locales become site.config.json "i18n", and each
 * locale's translations (`i18n/<locale>/…`, Crowdin's or hand-written) are copied into the engine's
 * layout, which mirrors the content folder: a translated file lives at
 * `i18n/<locale>/<the default file's path>` (`docs/current/intro.md`, `blog/…`, `src/pages/…`), the
 * labels of a docs version beside its folder (`i18n/<locale>/docs/current.json`), and the navbar,
 * footer and `<Translate>` messages at `i18n/<locale>/navbar.json`, `footer.json`, `code.json`.
 * One rule for every kind of file, so the engine finds a page's translation from its own path.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { I18nConfig, LocaleConfig } from '../../../lib/api/config';
import { leadsOutsideSite, siteFiles } from './site-links';
import { copySiteFile, failureOf, readSiteText } from './site-text';
import { isObj } from '../../../lib/api/guards';

type Obj = Record<string, unknown>;

export interface I18nInstance {
  /** Docs plugin id ("default" for the preset's docs). */
  id: string;
  /** The engine's set id. */
  set: string;
  versioned: boolean;
}

export interface LocaleReport {
  locale: string;
  /** Translated files found, per Docusaurus plugin folder ("docusaurus-plugin-content-docs": 3). */
  files: Record<string, number>;
  /** "locale fr: no translated files (built from the default locale's text)", when there are none. */
  note?: string;
}

export interface I18nImport {
  config?: I18nConfig;
  locales: LocaleReport[];
  unmapped: string[];
}

/**
 * site.config.json "i18n" from the config's; undefined for a site in English alone, the engine's
 * default. A site in one other language keeps it: its pages' language, its direction and its own
 * translations and theme strings, as Docusaurus builds its one locale.
 */
export function i18nConfigOf(raw: Obj | undefined): { config?: I18nConfig; unmapped: string[] } {
  const i18n = raw?.i18n;
  if (!isObj(i18n) || !Array.isArray(i18n.locales) || typeof i18n.defaultLocale !== 'string') return { unmapped: [] };
  const locales = i18n.locales.filter((l): l is string => typeof l === 'string');
  if (!locales.includes(i18n.defaultLocale)) locales.unshift(i18n.defaultLocale);
  const own = isObj(i18n.localeConfigs) && isObj(i18n.localeConfigs[i18n.defaultLocale]);
  if (locales.length < 2 && i18n.defaultLocale === 'en' && !own) return { unmapped: [] };
  const unmapped: string[] = [];
  const localeConfigs: Record<string, LocaleConfig> = {};
  for (const [name, lc] of Object.entries(isObj(i18n.localeConfigs) ? i18n.localeConfigs : {})) {
    if (!isObj(lc) || !locales.includes(name)) continue;
    const { kept, left } = localeConfigOf(raw ?? {}, name, name === i18n.defaultLocale, lc);
    unmapped.push(...left.map((key) => `i18n.localeConfigs.${name}.${key}`));
    if (Object.keys(kept).length) localeConfigs[name] = kept;
  }
  return {
    config: {
      defaultLocale: i18n.defaultLocale,
      locales,
      ...(Object.keys(localeConfigs).length ? { localeConfigs } : {}),
    },
    unmapped,
  };
}

/**
 * One locale's config as the engine's (@docusaurus/core server/i18n.js loadI18n): its `path` is its
 * folder in the i18n folder, its URL being its name; a `baseUrl` of its own is its URL where it is
 * the site's baseUrl and one segment (the default locale's, the site's baseUrl), and a `url` is the
 * site's; `translate: false`, its content left untranslated. What the engine cannot serve so (another
 * host, a deeper path) is left, to be reported.
 */
function localeConfigOf(raw: Obj, name: string, isDefault: boolean, lc: Obj): { kept: LocaleConfig; left: string[] } {
  const kept: LocaleConfig = {};
  const left: string[] = [];
  for (const key of ['label', 'htmlLang', 'calendar'] as const) if (typeof lc[key] === 'string') kept[key] = lc[key] as string;
  if (lc.direction === 'ltr' || lc.direction === 'rtl') kept.direction = lc.direction;
  if (typeof lc.path === 'string' && lc.path !== name) kept.folder = lc.path;
  if (lc.baseUrl !== undefined) {
    const segment = localeSegment(raw, lc.baseUrl);
    if (segment === undefined || (isDefault ? segment !== '' : segment === '')) left.push('baseUrl');
    else if (!isDefault && segment !== name) kept.path = segment;
  }
  if (lc.url !== undefined && lc.url !== raw.url) left.push('url');
  // (translate: false, Docusaurus 3.8 on: none of the locale's translation files is read but its code.json; true is what
  // Docusaurus infers from the locale's folder, as the engine reads a locale's folder where there is one.)
  if (lc.translate === false) kept.translate = false;
  for (const key of Object.keys(lc)) if (!['label', 'htmlLang', 'path', 'calendar', 'direction', 'baseUrl', 'url', 'translate'].includes(key)) left.push(key);
  return { kept, left };
}

/** A baseUrl as Docusaurus normalizes a locale's (normalizeUrl(['/', baseUrl, '/'])). */
export const normalBaseUrl = (baseUrl: string): string => `/${baseUrl}/`.replace(/\/{2,}/g, '/');

/** A locale's own baseUrl under the site's, normalized as Docusaurus does: "" for the site's, one segment, else undefined. */
function localeSegment(raw: Obj, baseUrl: unknown): string | undefined {
  if (typeof baseUrl !== 'string') return undefined;
  const normal = normalBaseUrl(baseUrl);
  const site = typeof raw.baseUrl === 'string' ? normalBaseUrl(raw.baseUrl) : '/';
  if (!normal.startsWith(site)) return undefined;
  const rest = normal.slice(site.length).replace(/\/$/, '');
  return /^[A-Za-z0-9._-]*$/.test(rest) ? rest : undefined;
}

/** The config's locales, the default one first (Docusaurus' defaults: `en` alone). */
export function siteLocaleNames(raw: Obj | undefined): string[] {
  const i18n = isObj(raw?.i18n) ? raw.i18n : {};
  const def = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  const listed = Array.isArray(i18n.locales) ? i18n.locales.filter((l): l is string => typeof l === 'string') : [];
  return [def, ...listed.filter((l) => l !== def)];
}

/** The site's translations folder (the config's `i18n.path`, `i18n/` by default). */
export function i18nFolderOf(raw: Obj | undefined, from: string): string {
  const i18n = raw?.i18n;
  return path.join(from, isObj(i18n) && typeof i18n.path === 'string' ? i18n.path : 'i18n');
}

/** A locale's folder in the translations folder: its config's `path`, else its name (@docusaurus/core server/i18n.js). */
export function localeFolderOf(raw: Obj | undefined, locale: string): string {
  const i18n = raw?.i18n;
  const own = isObj(i18n) && isObj(i18n.localeConfigs) && isObj(i18n.localeConfigs[locale]) ? i18n.localeConfigs[locale].path : undefined;
  return typeof own === 'string' ? own : locale;
}

/**
 * A docs version's translations in a locale's folder, as Docusaurus names them (@docusaurus/utils
 * getPluginI18nPath, plugin-content-docs getDocsDirPathLocalized): the plugin's folder, with the
 * instance's id unless it is the default one, then `current` or `version-<name>`, and its labels
 * beside it (`current.json`). `locale`: the locale's folder name, or lib's `{locale}`.
 */
export function docsTranslationsOf(i18nDir: string, locale: string, instanceId: string, version: string): { dir: string; labels: string } {
  const plugin = path.join(i18nDir, locale, `docusaurus-plugin-content-docs${instanceId === 'default' ? '' : `-${instanceId}`}`);
  const name = version === 'current' ? 'current' : `version-${version}`;
  return { dir: path.join(plugin, name), labels: path.join(plugin, `${name}.json`) };
}

/** A blog's translations in a locale's folder (@docusaurus/utils getPluginI18nPath): the plugin's folder, with the instance's id unless it is the default one. */
export function blogTranslationsOf(i18nDir: string, locale: string, blogId: string): string {
  return path.join(i18nDir, locale, `docusaurus-plugin-content-blog${blogId === 'default' ? '' : `-${blogId}`}`);
}

/** The locales whose translations the site may hold (the default's too), when it has more than one. */
export function translatedLocales(raw: Obj | undefined): string[] {
  return i18nConfigOf(raw).config?.locales ?? [];
}

interface CopyContext {
  from: string;
  to: string;
  instances: I18nInstance[];
  /** Engine folders (relative to the content folder) of the blogs, by plugin id, and of the pages plugin, when the site has them. */
  blogPaths?: Record<string, string>;
  pagesPath?: string;
  /** Converts a Markdown/MDX file as the import converts the default locale's (imports, baseUrl, frontmatter); throws on failure. */
  convert: (text: string, src: string, out: string) => string;
  /** The docs' and blogs' translations are read where they lie (versions.json's and the blog's `translations`): counted, not copied. */
  inPlace?: boolean;
  failed: (file: string, error: string) => void;
}

/**
 * The engine folder of a blog's translations folder: `docusaurus-plugin-content-blog` is the default
 * blog's, `docusaurus-plugin-content-blog-<id>` another instance's (@docusaurus/utils getPluginI18nPath).
 */
function blogPath(folder: string, paths: Record<string, string> | undefined): string | undefined {
  const m = /^docusaurus-plugin-content-blog(?:-(.+))?$/.exec(folder);
  return m ? paths?.[m[1] ?? 'default'] : undefined;
}

/** Copies every locale's translations (the default locale's too, when it has any) into the engine's layout and counts them. */
export function importI18n(raw: Obj | undefined, ctx: CopyContext): I18nImport {
  const { config, unmapped } = i18nConfigOf(raw);
  if (!config) return { locales: [], unmapped };
  const i18nDir = i18nFolderOf(raw, ctx.from);
  const locales: LocaleReport[] = [];
  // Docusaurus reads a locale's translations first for the default locale too (@docusaurus/utils
  // getPluginI18nPath and the plugins' getFolderContainingFile tell no locale apart): the default
  // locale's go where the engine reads any locale's, and apply to the default pages (lib/i18n), not
  // to the other locales' fallback pages, which keep the site's own text.
  for (const locale of config.locales) {
    const isDefault = locale === config.defaultLocale;
    const src = path.join(i18nDir, localeFolderOf(raw, locale));
    if (isDefault && !fs.existsSync(src)) continue;
    const out = path.join(ctx.to, 'i18n', localeFolderOf(raw, locale));
    const files: Record<string, number> = {};
    const tally = (what: string) => void (files[what] = (files[what] ?? 0) + 1);
    const copy = (from: string, to: string, what: string) => {
      if (leadsOutsideSite(ctx.from, from)) return;
      fs.mkdirSync(path.dirname(to), { recursive: true });
      tally(what);
      const fail = (err: unknown) => {
        const failure = failureOf(ctx.from, from, err);
        ctx.failed(failure.file, failure.error);
      };
      if (!/\.mdx?$/.test(from)) {
        const problem = copySiteFile(ctx.from, from, to);
        return problem && fail(problem);
      }
      try {
        fs.writeFileSync(to, ctx.convert(readSiteText(ctx.from, from), from, to));
      } catch (err) {
        fail(err);
      }
    };
    // (Read where they lie, the docs', blogs' and messages' translations are counted, not copied.)
    const take = (from: string, to: string, what: string) => (ctx.inPlace ? tally(what) : copy(from, to, what));
    for (const entry of fs.existsSync(src) ? fs.readdirSync(src, { withFileTypes: true }) : []) {
      const abs = path.join(src, entry.name);
      if (!entry.isDirectory()) {
        if (entry.name === 'code.json') take(abs, path.join(out, 'code.json'), entry.name);
        else unmapped.push(`i18n/${locale}/${entry.name} (not a file Docusaurus reads)`);
        continue;
      }
      const docs = /^docusaurus-plugin-content-docs(?:-(.+))?$/.exec(entry.name);
      const instance = docs && ctx.instances.find((i) => i.id === (docs[1] ?? 'default'));
      if (instance) {
        for (const rel of siteFiles(ctx.from, abs)) {
          // current/… and version-<name>/… (files), current.json and version-<name>.json (labels).
          const m = /^(current|version-([^/]+?))(\.json|\/.+)$/.exec(rel);
          if (!m) continue;
          const version = m[2] ?? 'current';
          const setDir = path.join(out, instance.set);
          const target =
            m[3] === '.json' ? path.join(setDir, `${version}.json`) : instance.versioned ? path.join(setDir, version, m[3]) : path.join(setDir, m[3]);
          take(path.join(abs, rel), target, entry.name);
        }
      } else if (blogPath(entry.name, ctx.blogPaths)) {
        const to = blogPath(entry.name, ctx.blogPaths)!;
        for (const rel of siteFiles(ctx.from, abs)) take(path.join(abs, rel), path.join(out, to, rel), entry.name);
      } else if (entry.name === 'docusaurus-plugin-content-pages' && ctx.pagesPath) {
        for (const rel of siteFiles(ctx.from, abs)) copy(path.join(abs, rel), path.join(out, ctx.pagesPath, rel), entry.name);
      } else if (entry.name === 'docusaurus-theme-classic') {
        for (const name of ['navbar.json', 'footer.json'])
          if (fs.existsSync(path.join(abs, name))) take(path.join(abs, name), path.join(out, name), entry.name);
      } else unmapped.push(`i18n/${locale}/${entry.name}/ (translations of a plugin the import does not carry over)`);
    }
    const count = Object.values(files).reduce((a, b) => a + b, 0);
    if (isDefault && count) locales.push({ locale, files, note: `default locale ${locale}: its translations applied to its docs, labels and messages` });
    else if (!isDefault)
      locales.push({ locale, files, ...(count ? {} : { note: `locale ${locale}: no translated files (built from the default locale's text)` }) });
  }
  // Read where they lie: the theme's messages are named in the site's folders, {locale} for the locale.
  if (ctx.inPlace) {
    const at = (...parts: string[]) => path.relative(ctx.to, path.join(i18nDir, '{locale}', ...parts));
    config.messages = { navbar: at('docusaurus-theme-classic', 'navbar.json'), footer: at('docusaurus-theme-classic', 'footer.json'), code: at('code.json') };
  }
  return { config, locales, unmapped };
}
