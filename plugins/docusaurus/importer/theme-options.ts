/**
 * `themeConfig` as the site's components read it under Docusaurus: each theme the config loads that
 * validates its options (`validateThemeConfig`: theme-classic's navbar, footer, colour mode…;
 * theme-search-algolia's DocSearch; theme-mermaid's; theme-live-codeblock's) validates them with
 * `@docusaurus/utils-validation`'s `normalizeThemeConfig`, in the order Docusaurus loads the themes,
 * each merged over the config (core server/plugins/init.js initializePlugin). The components then
 * read the defaults that gives: a navbar locale dropdown's `dropdownItemsBefore: []`, DocSearch's
 * `searchPagePath: 'search'`.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { installedEntry } from '../site-components/installed-entry';
import { isClassicPresetName } from './presets';

type Validate = (args: { validate: unknown; themeConfig: Record<string, unknown> }) => Record<string, unknown>;

const entryName = (entry: unknown): unknown => (Array.isArray(entry) ? entry[0] : entry);

/**
 * Docusaurus' own themes the config loads, in its order: the classic preset's (theme-classic, and
 * theme-search-algolia where themeConfig.algolia is set), then the config's `themes` of Docusaurus'
 * own packages (`@docusaurus/theme-mermaid`, `@docusaurus/theme-live-codeblock`…), whose validation is their schema alone.
 */
export function validatingThemes(config: Record<string, unknown>, themeConfig: Record<string, unknown>): string[] {
  const presets = Array.isArray(config.presets) ? config.presets : [];
  const classic = presets.some((p) => isClassicPresetName(entryName(p)));
  const own = (Array.isArray(config.themes) ? config.themes : [])
    .map(entryName)
    .filter((name): name is string => typeof name === 'string' && /^@docusaurus\/theme-[\w-]+$/.test(name));
  const themes = [
    ...(classic ? ['@docusaurus/theme-classic', ...(themeConfig.algolia !== undefined ? ['@docusaurus/theme-search-algolia'] : [])] : []),
    ...own,
  ];
  return [...new Set(themes)];
}

/** The themeConfig validated by one installed theme and merged over it; as written where the site's install lacks the theme. */
function validatedBy(theme: string, themeConfig: Record<string, unknown>, siteRoot: string, configFile: string): Record<string, unknown> {
  const entry = installedEntry(theme, siteRoot);
  if (!entry) return themeConfig;
  const load = createRequire(entry);
  const { validateThemeConfig } = load(entry) as { validateThemeConfig?: Validate };
  if (!validateThemeConfig) return themeConfig;
  const { normalizeThemeConfig } = load('@docusaurus/utils-validation') as { normalizeThemeConfig: unknown };
  try {
    return { ...themeConfig, ...validateThemeConfig({ validate: normalizeThemeConfig, themeConfig }) };
  } catch (err) {
    throw new Error(`${path.basename(configFile)}: themeConfig: ${(err as Error).message} — fix the option as ${theme} asks`);
  }
}

/**
 * The themeConfig as the config's themes validate it. An option a theme refuses fails as
 * `docusaurus build` fails: the theme's message, with the config file's name.
 */
export function withThemeOptions(
  config: Record<string, unknown>,
  themeConfig: Record<string, unknown>,
  siteRoot: string,
  configFile: string,
): Record<string, unknown> {
  return validatingThemes(config, themeConfig).reduce((validated, theme) => validatedBy(theme, validated, siteRoot, configFile), themeConfig);
}
