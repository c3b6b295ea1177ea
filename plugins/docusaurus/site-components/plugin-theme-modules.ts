/**
 * Theme components a Docusaurus plugin brings with its theme folder (its getThemePath): a site's
 * component may import one only when the site's config names the plugin, as in Docusaurus, where the
 * module exists only then.
 */
export const PLUGIN_THEME_MODULES: Readonly<Record<string, { plugin: string; name: RegExp }>> = {
  '@theme/IdealImage': { plugin: '@docusaurus/plugin-ideal-image', name: /(^|[\\/])plugin-ideal-image([\\/]|$)/ },
};

/** The plugin whose theme component `spec` is, when the config's plugins do not name it. */
export function missingThemePlugin(spec: string, plugins: unknown): string | undefined {
  const needs = PLUGIN_THEME_MODULES[spec];
  if (!needs) return undefined;
  const names = (Array.isArray(plugins) ? plugins : []).map((p) => (Array.isArray(p) ? p[0] : p)).filter((n): n is string => typeof n === 'string');
  return names.some((n) => needs.name.test(n)) ? undefined : needs.plugin;
}
