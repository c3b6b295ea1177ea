/**
 * What components ask of the plugins this checkout provides about a site they are handed: the
 * `docs-plugins` module, which tsconfig.json points at plugins/index.ts. lib/ imports no plugin;
 * here, above both, they are wired together. (The site itself is handed down from the route: app/site.ts.)
 */
import { plugins } from 'docs-plugins';
import { siteClasses } from 'docs-site-components';
import { pluginPageHead, pluginThemeClasses, sitePlugins } from '@/lib/plugins/engine';
import type { PageHead, PageHeadTags } from '@/lib/content/page-head';
import type { SiteConfig } from '@/lib/config/site-config';
import { withSiteClasses, type ThemeClassNames } from '@/lib/shared/theme-classes';

const withSite = new WeakMap<ThemeClassNames, ThemeClassNames>();

/**
 * The class names of the site's theme layer, if a plugin it names has one (lib/plugins/engine.ts,
 * lib/shared/theme-classes.ts), with those its registry gives for this site (hashed module classes).
 */
export function siteThemeClasses(config: Pick<SiteConfig, 'plugins'>): ThemeClassNames | undefined {
  const layer = pluginThemeClasses(sitePlugins(config, plugins));
  if (!layer) return undefined;
  let classes = withSite.get(layer);
  if (!classes) withSite.set(layer, (classes = withSiteClasses(layer, siteClasses)!));
  return classes;
}

/** A page's head as the site's plugins write heads, else the engine's own metadata (lib/content/page-head.ts). */
export function siteHead(config: SiteConfig, head: PageHead): PageHeadTags {
  return pluginPageHead(sitePlugins(config, plugins), head, config);
}

/** Whether a site's React page places the page frame itself (DocsPlugin.reactPagesPlaceFrame). */
export function reactPagesPlaceFrame(config: Pick<SiteConfig, 'plugins'>): boolean {
  return sitePlugins(config, plugins).some((p) => p.reactPagesPlaceFrame);
}
