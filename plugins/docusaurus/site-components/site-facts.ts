/** The site's facts the generated registry hands the theme layer (../shared/site-facts.ts). */
import type { SiteFacts } from '../shared/site-facts';
import type { DocusaurusSiteConfig } from './site-config-view';
import { installedDocusaurusVersion } from './installed-version';

export function siteFactsOf(siteRoot: string, site: DocusaurusSiteConfig): SiteFacts {
  return {
    docusaurusVersion: installedDocusaurusVersion(siteRoot) ?? null,
    algoliaSearch: Boolean((site.themeConfig as Record<string, unknown> | undefined)?.algolia),
  };
}
