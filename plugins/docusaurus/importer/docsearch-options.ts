/**
 * `themeConfig.algolia` as the site's components read it under Docusaurus: validated by the installed
 * theme-search-algolia's own `validateThemeConfig`, with `@docusaurus/utils-validation`'s
 * `normalizeThemeConfig`, and merged over the config as written (core server/plugins/init.js
 * initializePlugin). Its SearchBar reads the defaults that gives (`searchPagePath: 'search'`,
 * `contextualSearch: true`, `searchParameters: {}`).
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { installedEntry } from '../site-components/installed-entry';

type Validate = (args: { validate: unknown; themeConfig: Record<string, unknown> }) => Record<string, unknown>;

/**
 * The themeConfig with DocSearch's options validated, where the config has `algolia` and the site's
 * install has the theme; the config as written otherwise. An option the theme refuses fails as
 * `docusaurus build` fails: the theme's message, with the config file's name.
 */
export function withDocSearchOptions(themeConfig: Record<string, unknown>, siteRoot: string, configFile: string): Record<string, unknown> {
  if (themeConfig.algolia === undefined) return themeConfig;
  const entry = installedEntry('@docusaurus/theme-search-algolia', siteRoot);
  if (!entry) return themeConfig;
  const theme = createRequire(entry);
  const { validateThemeConfig } = theme(entry) as { validateThemeConfig?: Validate };
  const { normalizeThemeConfig } = theme('@docusaurus/utils-validation') as { normalizeThemeConfig: unknown };
  if (!validateThemeConfig) return themeConfig;
  try {
    return { ...themeConfig, ...validateThemeConfig({ validate: normalizeThemeConfig, themeConfig }) };
  } catch (err) {
    throw new Error(`${path.basename(configFile)}: themeConfig.algolia: ${(err as Error).message} — fix the option as @docusaurus/theme-search-algolia asks`);
  }
}
