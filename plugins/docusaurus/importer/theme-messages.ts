/**
 * The theme's strings in each of the site's locales, as Docusaurus gives them: every plugin's
 * getDefaultCodeTranslationMessages(), merged in the plugins' order (core server/translations
 * getPluginsDefaultCodeTranslations), under the site's own `code.json` (core server/site.ts). Docusaurus'
 * own packages read theirs from @docusaurus/theme-translations (`readDefaultCodeTranslationMessages`:
 * the locale's file, else its region's, script's or language's), theme-classic under the name
 * `theme-common`: that function of the site's install is run here, for the packages the engine applies
 * itself; the plugins it runs from the install give theirs in their run (./local-plugins.ts).
 * Written beside the imported content; the plugin hands them to the engine (DocsPlugin.localeMessages).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { isClassicPresetName } from './presets';
import type { LocalPlugin } from './local-plugins';
import { isObj } from '../../../lib/api/guards';
import { readContentJson } from '../content-json';

type Obj = Record<string, unknown>;
type Messages = Record<string, string>;

/** The file, in the imported folder, of the messages by locale. */
export const THEME_MESSAGES_FILE = 'theme-code-messages.json';

const entryName = (entry: unknown): unknown => (Array.isArray(entry) ? entry[0] : entry);
/** `@docusaurus/theme-search-algolia` (by name, or the path require.resolve gave) → `theme-search-algolia`. */
const OWN_PACKAGE = /(?:^|[\\/])@docusaurus[\\/]((?:theme|plugin)-[\w-]+)(?:[\\/]|$)/;

/**
 * The theme-translations files Docusaurus' own packages of the config read, in the order core loads
 * them (server/plugins/configs.ts: the presets' plugins, their themes, then the config's plugins and
 * themes). preset-classic's themes: theme-classic, and theme-search-algolia where `themeConfig.algolia` is set.
 */
export function ownMessageNames(raw: Obj): string[] {
  const classic = Array.isArray(raw.presets) && raw.presets.some((p) => isClassicPresetName(entryName(p)));
  const algolia = isObj(raw.themeConfig) && raw.themeConfig.algolia !== undefined && raw.themeConfig.algolia !== false;
  const listed = [...(Array.isArray(raw.plugins) ? raw.plugins : []), ...(Array.isArray(raw.themes) ? raw.themes : [])].flatMap((entry) => {
    const name = entryName(entry);
    const m = typeof name === 'string' ? OWN_PACKAGE.exec(name) : null;
    return m ? [m[1]] : [];
  });
  const names = [...(classic ? ['theme-classic', ...(algolia ? ['theme-search-algolia'] : [])] : []), ...listed];
  // (theme-classic reads theme-common's: its strings are theme-common's hooks' too.)
  return [...new Set(names.map((n) => (n === 'theme-classic' ? 'theme-common' : n)))];
}

type ReadDefaults = (o: { locale: string; name: string }) => Promise<unknown>;

/** theme-translations' reader, from the site's install (beside its theme-classic, which depends on it). */
function installedReader(siteRoot: string): ReadDefaults | undefined {
  const site = createRequire(path.resolve(siteRoot, 'package.json'));
  for (const from of ['@docusaurus/theme-classic', '@docusaurus/core']) {
    try {
      const mod = createRequire(site.resolve(from))('@docusaurus/theme-translations') as { readDefaultCodeTranslationMessages?: ReadDefaults };
      if (typeof mod.readDefaultCodeTranslationMessages === 'function') return mod.readDefaultCodeTranslationMessages;
    } catch {
      // (Not installed beside this one.)
    }
  }
  return undefined;
}

const strings = (v: unknown): Messages =>
  isObj(v) ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};

/** Each locale's messages: Docusaurus' own packages' (run from the site's install), then the run plugins', in their order. */
export async function themeMessagesOf(
  raw: Obj,
  siteRoot: string,
  locales: readonly string[],
  plugins: readonly LocalPlugin[],
): Promise<Record<string, Messages>> {
  const read = installedReader(siteRoot);
  const names = ownMessageNames(raw);
  const out: Record<string, Messages> = {};
  for (const locale of locales) {
    const own = read ? await Promise.all(names.map(async (name) => strings(await read({ locale, name })))) : [];
    const merged = Object.assign({}, ...own, ...plugins.map((p) => p.codeMessages?.[locale] ?? {})) as Messages;
    if (Object.keys(merged).length) out[locale] = merged;
  }
  return out;
}

/** Writes them beside the imported content (none: no file). */
export function writeThemeMessages(to: string, messages: Record<string, Messages>): void {
  const file = path.join(to, THEME_MESSAGES_FILE);
  if (Object.keys(messages).length) fs.writeFileSync(file, JSON.stringify(messages));
  else fs.rmSync(file, { force: true });
}

/** A locale's messages the import wrote for `contentDir` (none where it wrote none). */
export function readThemeMessages(contentDir: string, locale: string): Messages {
  return readContentJson<Record<string, Messages>>(contentDir, THEME_MESSAGES_FILE)?.[locale] ?? {};
}
