/**
 * What of the site's config the components' bundle is made from, for the live preview to tell what a
 * config edit changes (./live.ts): the modules it lists (client modules, global components, pages'
 * own components, PostCSS plugins), which only the whole prepare lists again; the stylesheets, which
 * are compiled again alone; and the config the components read with their aliases, with which the
 * bundle is made again in new contexts.
 */
import type { SiteConfig } from '../../../lib/api/config';
import { docusaurusSiteConfig } from './site-config-view';

export interface ConfigParts {
  modules: string;
  styles: string;
  view: string;
}

export function configParts(config: SiteConfig): ConfigParts {
  const { clientModules, globalComponents, postcss, styles, prism, colorMode, baseUrl } = config;
  return {
    modules: JSON.stringify([clientModules, globalComponents, config.content?.pageComponents, postcss, config.postcssConfig]),
    styles: JSON.stringify([styles, prism, colorMode, baseUrl]),
    view: JSON.stringify([docusaurusSiteConfig(config), config.resolveAlias]),
  };
}
