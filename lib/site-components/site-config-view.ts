/**
 * What the site's components and pages see as Docusaurus' `siteConfig` (useDocusaurusContext, and
 * the `config` prop Docusaurus gives a React page): built once from site.config.json, compiled into
 * the components' bundle (./bundle.ts `__DOCS_SITE__`) and handed to pages as their prop.
 */
import type { SiteConfig } from '../config/site-config';

export interface DocusaurusSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** Docusaurus' name for the title separator. */
  titleDelimiter: string;
  trailingSlash?: boolean;
  customFields: Record<string, unknown>;
  /** The themes the site's config names besides the classic theme (site.config.json `themes`). */
  themes: string[];
  themeConfig: {
    colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
    navbar: { title?: string; logo: { alt: string; src: string; srcDark?: string; href: string } };
  };
}

export function docusaurusSiteConfig(config: SiteConfig): DocusaurusSiteConfig {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    titleDelimiter: config.titleSeparator,
    ...(typeof config.trailingSlash === 'boolean' ? { trailingSlash: config.trailingSlash } : {}),
    customFields: config.customFields ?? {},
    themes: config.themes ?? [],
    themeConfig: {
      colorMode: {
        defaultMode: config.colorMode.default,
        disableSwitch: !config.colorMode.switch,
        respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme === true,
      },
      navbar: { ...(config.navbar.title ? { title: config.navbar.title } : {}), logo: config.navbar.logo },
    },
  };
}
