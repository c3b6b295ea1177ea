/**
 * The site as Next's pages and the article renderer see it: the engine's store
 * (lib/content/store.ts), handed the plugins this checkout provides for when it loads the content
 * itself (`npm run dev`, Next alone): the `docs-plugins` module, which tsconfig.json points at
 * plugins/index.ts. lib/ imports no plugin; here, above both, they are wired together.
 */
import { getSite as siteWith, siteOrDevError as siteOrDevErrorWith, type LoadedSite } from '@/lib/content/store';
import { plugins } from 'docs-plugins';
import { pluginThemeClasses, sitePlugins } from '@/lib/plugins/engine';
import type { SiteConfig } from '@/lib/config/site-config';
import type { ThemeClassNames } from '@/lib/shared/theme-classes';

export function getSite(): LoadedSite {
  return siteWith(plugins);
}

/** The site, or in `npm run dev` the error that stops the content from loading (lib/content/store.ts siteOrDevError). */
export function siteOrDevError(): ReturnType<typeof siteOrDevErrorWith> {
  return siteOrDevErrorWith(plugins);
}

/** The class names of the site's theme layer, if a plugin it names has one (lib/plugins/engine.ts, lib/shared/theme-classes.ts). */
export function siteThemeClasses(config: Pick<SiteConfig, 'plugins'>): ThemeClassNames | undefined {
  return pluginThemeClasses(sitePlugins(config, plugins));
}
