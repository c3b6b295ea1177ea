/**
 * What the site's components and pages see as Docusaurus' `siteConfig` (useDocusaurusContext, and
 * the `config` prop Docusaurus gives a React page): built once from site.config.json, compiled into
 * the components' bundle (./bundle.ts `__DOCS_SITE__`) and handed to pages as their prop.
 */
import type { SiteConfig } from '../../../lib/api/config';
import { siteLocales, DEFAULT_PRISM_THEME, resolvePrismTheme, type PrismThemeData } from '../../../lib/api/config';
import { liveCodeBlockConfig, usesLiveCodeBlock } from '../live-codeblock';
import { isObj } from '../../../lib/api/guards';

/** A locale as Docusaurus' i18n context describes it. */
export interface DocusaurusLocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
}

export interface DocusaurusSiteConfig {
  /** The rest of the site's docusaurus.config, as plain data (site.config.json `sourceConfig`). */
  [key: string]: unknown;
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** Docusaurus' name for the title separator. */
  titleDelimiter: string;
  trailingSlash?: boolean;
  customFields: Record<string, unknown>;
  /** Docusaurus' normalized i18n config (its `siteConfig.i18n`, and `i18n` of the context without the page's locale). */
  i18n: { defaultLocale: string; locales: string[]; path: string; localeConfigs: Record<string, DocusaurusLocaleConfig> };
  /** The themes the site's config names besides the classic theme (site.config.json `themes`). */
  themes: string[];
  themeConfig: {
    colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
    navbar: { title?: string; logo: SiteConfig['navbar']['logo']; hideOnScroll: boolean; items: unknown[] };
    docs: { versionPersistence: string; sidebar: { hideable: boolean; autoCollapseCategories: boolean } };
    prism: { theme?: unknown; darkTheme?: unknown; [key: string]: unknown };
    /** Only where the config loads @docusaurus/theme-live-codeblock (../live-codeblock.ts). */
    liveCodeBlock?: { playgroundPosition: 'top' | 'bottom' };
  };
}

export function docusaurusSiteConfig(config: SiteConfig): DocusaurusSiteConfig {
  // Docusaurus gives the client its whole config, JSON-serialized (core server/codegen/codegen.ts
  // genSiteConfig): a page may read any of it (`siteConfig.presets[0][1].docs`). The engine's own
  // values win where it sets the key.
  const raw = config.sourceConfig ?? {};
  const rawTheme = isObj(raw.themeConfig) ? raw.themeConfig : {};
  return {
    ...raw,
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    titleDelimiter: config.titleSeparator,
    ...(typeof config.trailingSlash === 'boolean' ? { trailingSlash: config.trailingSlash } : {}),
    customFields: config.customFields ?? {},
    i18n: docusaurusI18n(config),
    themes: config.themes ?? [],
    themeConfig: {
      ...rawTheme,
      ...themeConfigDefaults(rawTheme),
      prism: prismThemeConfig(rawTheme.prism, config),
      // The live code blocks' options where the config loads their theme (which validates them),
      // and only there: the site's bundle reads their presence as the theme's (./bundle.ts).
      liveCodeBlock: usesLiveCodeBlock(raw) ? liveCodeBlockConfig(rawTheme.liveCodeBlock) : undefined,
      colorMode: {
        defaultMode: config.colorMode.default,
        disableSwitch: !config.colorMode.switch,
        respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme === true,
      },
      navbar: {
        hideOnScroll: false,
        items: [],
        ...(isObj(rawTheme.navbar) ? rawTheme.navbar : {}),
        ...(config.navbar.title ? { title: config.navbar.title } : {}),
        logo: config.navbar.logo,
      },
    },
  };
}

const obj = (value: unknown): Record<string, unknown> => (isObj(value) ? value : {});

/**
 * The defaults theme-classic's validation gives the keys components read (options.ts DEFAULT_CONFIG):
 * `useThemeConfig().docs.sidebar.autoCollapseCategories` is there whatever the config says.
 */
function themeConfigDefaults(raw: Record<string, unknown>) {
  const docs = obj(raw.docs);
  const blog = obj(raw.blog);
  return {
    docs: {
      versionPersistence: 'localStorage',
      ...docs,
      sidebar: { hideable: false, autoCollapseCategories: false, ...(obj(docs.sidebar) as { hideable?: boolean; autoCollapseCategories?: boolean }) },
    },
    blog: { ...blog, sidebar: { groupByYear: true, ...obj(blog.sidebar) } },
    metadata: Array.isArray(raw.metadata) ? raw.metadata : [],
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3, ...obj(raw.tableOfContents) },
  };
}

/** theme-classic's default magic comments (options.ts DEFAULT_CONFIG.prism), which its CodeBlock reads. */
const DEFAULT_MAGIC_COMMENTS = [
  { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

/**
 * themeConfig.prism as theme-classic's validation gives it: its `theme` a theme object (palenight
 * when the site names none), which `usePrismTheme` hands a site's code (react-live's editor), and
 * its defaults (no additional languages, the highlighting magic comment). A theme the config named
 * by a module the import could not evaluate is the engine's by its name.
 */
function prismThemeConfig(raw: unknown, config: SiteConfig): Record<string, unknown> {
  const prism = obj(raw);
  const named = (given: unknown, name: string | PrismThemeData | undefined) =>
    isObj(given) ? given : name !== undefined ? resolvePrismTheme(name) : undefined;
  const theme = named(prism.theme, config.prism?.theme ?? DEFAULT_PRISM_THEME);
  const darkTheme = named(prism.darkTheme, config.prism?.darkTheme);
  return { additionalLanguages: [], magicComments: DEFAULT_MAGIC_COMMENTS, ...prism, theme, ...(darkTheme ? { darkTheme } : {}) };
}

function docusaurusI18n(config: SiteConfig): DocusaurusSiteConfig['i18n'] {
  const locales = siteLocales(config.i18n);
  return {
    defaultLocale: locales[0].name,
    locales: locales.map((l) => l.name),
    path: config.i18n?.path ?? 'i18n',
    localeConfigs: Object.fromEntries(
      locales.map((l) => [
        l.name,
        {
          label: l.label,
          direction: l.direction,
          htmlLang: l.htmlLang,
          calendar: config.i18n?.localeConfigs?.[l.name]?.calendar ?? 'gregory',
          path: config.i18n?.localeConfigs?.[l.name]?.path ?? l.name,
        },
      ]),
    ),
  };
}
