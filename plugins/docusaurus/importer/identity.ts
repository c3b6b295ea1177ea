/**
 * The site's identity and policies from its docusaurus.config: title, tagline, favicons, logo,
 * navbar, footer, announcement bar, Algolia, image zoom, colour mode and broken-link policies.
 * Whatever cannot be expressed in site.config.json is listed in `unmapped` for the report.
 */
import type { FooterLink, NavbarDropdownEntry, NavbarItem, NavbarLinkItem, NavbarPosition, SiteConfig } from '../../../lib/api/config';
import { siteStorage } from '../site-components/site-storage';
import { DEFAULT_MERMAID_THEMES, SEVERITIES, type MermaidInBrowser, type ReportingSeverity } from '../../../lib/api/config';
import { isObj } from '../../../lib/api/guards';

/** The facet DocSearch's crawler indexes a Docusaurus page's tag under: the classic theme's `docsearch:docusaurus_tag` meta (theme-common's SearchMetadata). */
export const DOCSEARCH_TAG_FACET = 'docusaurus_tag';

type Obj = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const positionOf = (item: Obj): NavbarPosition | undefined => (item.position === 'right' || item.position === 'left' ? item.position : undefined);

export interface IdentityContext {
  baseUrl: string;
  /** Instance id → set id of the imported content. */
  setOfInstance: (instanceId: string) => string | undefined;
  /** Set id → its label. */
  setLabel: (set: string) => string;
  /** The site's own SearchBar draws its search without the engine's box (it wraps no `@theme-original/SearchBar`). */
  ownSearchBar?: boolean;
}

export interface Identity {
  config: Partial<SiteConfig>;
  unmapped: string[];
}

/** Site paths in Docusaurus' config are relative to baseUrl unless they already carry it. */
function withBase(baseUrl: string, p: string): string {
  if (/^\w+:|^\/\//.test(p)) return p;
  const base = baseUrl.replace(/\/$/, '');
  if (base && (p === base || p.startsWith(`${base}/`))) return p;
  return `${base}/${p.replace(/^\//, '')}`;
}

/**
 * theme-classic's NavbarNavLink and Footer/LinkItem draw the external-link icon after an `href` to
 * another site alone: one given as `to` (`to: 'https://github.com/…'`) opens in a new tab unmarked.
 */
const routeLinkMark = (item: Obj): { externalMark?: false } =>
  item.href === undefined && typeof item.to === 'string' && /^\w+:/.test(item.to) ? { externalMark: false } : {};

/** An item's `html` (theme-classic's NavbarNavLink draws it in place of the label), and its text as the label where it has none. */
function htmlOf(item: Obj): { html?: string; text?: string } {
  const html = str(item.html);
  return html === undefined
    ? {}
    : {
        html,
        text:
          html
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim() || undefined,
      };
}

function linkItem(item: Obj, ctx: IdentityContext): NavbarLinkItem | undefined {
  const href = str(item.href) ?? str(item.to);
  if (!href) return undefined;
  const className = str(item.className);
  const { html, text } = htmlOf(item);
  // A link without a label shows what the site's class draws (its `.github-link:before` icon), in the
  // bar and in the drawer alike, named by its aria-label, as theme-classic's NavbarNavLink renders it.
  const label = str(item.label) ?? text ?? str(item['aria-label']) ?? href;
  return {
    type: 'link',
    label,
    href: item.to !== undefined ? withBase(ctx.baseUrl, href) : href,
    ...(className ? { className } : {}),
    ...(html !== undefined ? { html } : {}),
    ...(str(item.label) || html !== undefined ? {} : { hideLabel: true }),
    ...routeLinkMark(item),
    ...activeOn(item, ctx),
  };
}

/**
 * Where a link is the page's own, as theme-classic's NavbarNavLink marks it: `activeBaseRegex`
 * matches the path, else the path starts with `activeBasePath` (under the baseUrl), else a `to`
 * link is a router NavLink, current at its path and below it. An `href` link never is.
 */
function activeOn(item: Obj, ctx: IdentityContext): Pick<NavbarLinkItem, 'activeOn'> {
  if (str(item.href) !== undefined || str(item.to) === undefined) return {};
  if (str(item.activeBaseRegex)) return { activeOn: { regex: str(item.activeBaseRegex)! } };
  if (str(item.activeBasePath) !== undefined) return { activeOn: { prefix: withBase(ctx.baseUrl, str(item.activeBasePath)!) } };
  return { activeOn: { path: withBase(ctx.baseUrl, str(item.to)!) } };
}

/** The version menu's `versions` option: names in order, or names with labels (theme-classic's PropVersions). */
function versionsOption(versions: unknown): { versions?: string[]; versionLabels?: Record<string, string> } {
  if (Array.isArray(versions)) return { versions: versions.filter((v): v is string => typeof v === 'string') };
  if (!isObj(versions)) return {};
  const labels = Object.entries(versions).flatMap(([name, v]) => (isObj(v) && str(v.label) ? [[name, str(v.label)!] as const] : []));
  return { versions: Object.keys(versions), ...(labels.length ? { versionLabels: Object.fromEntries(labels) } : {}) };
}

function navbarItem(item: Obj, ctx: IdentityContext, unmapped: string[]): NavbarItem | undefined {
  // theme-classic's options schema: a navbar item without a position is on the left, whatever its type.
  const where: { position: NavbarPosition } = { position: positionOf(item) ?? 'left' };
  const set = ctx.setOfInstance(str(item.docsPluginId) ?? 'default');
  switch (item.type) {
    case undefined:
    case 'default': {
      // An item with `items` is a dropdown whatever its type says (Docusaurus' rule).
      if (Array.isArray(item.items)) return navbarItem({ ...item, type: 'dropdown' }, ctx, unmapped);
      const link = linkItem(item, ctx);
      return link && { ...link, ...where };
    }
    case 'docSidebar': {
      if (!set) break;
      const { html, text } = htmlOf(item);
      return {
        type: 'docSidebar',
        set,
        label: str(item.label) ?? text ?? ctx.setLabel(set),
        ...(str(item.sidebarId) ? { sidebarId: str(item.sidebarId) } : {}),
        ...(html !== undefined ? { html } : {}),
        ...where,
      };
    }
    case 'doc': {
      if (!set || !str(item.docId)) break;
      const { html, text } = htmlOf(item);
      return {
        type: 'doc',
        set,
        docId: str(item.docId)!,
        label: str(item.label) ?? text ?? ctx.setLabel(set),
        ...(html !== undefined ? { html } : {}),
        ...where,
      };
    }
    case 'docsVersionDropdown':
      if (!set) break;
      return {
        type: 'docsVersionDropdown',
        set,
        ...where,
        // theme-classic's DocsVersionDropdownNavbarItem is drawn on every page.
        everyPage: true,
        ...versionsOption(item.versions),
        ...(item.dropdownActiveClassDisabled === true ? { activeClassDisabled: true } : {}),
        ...(str(item.className) ? { className: str(item.className) } : {}),
        // Docusaurus' extra links of the version menu (older docs hosted elsewhere, often pathname:// paths).
        ...Object.fromEntries(
          (
            [
              ['itemsBefore', item.dropdownItemsBefore],
              ['itemsAfter', item.dropdownItemsAfter],
            ] as const
          ).flatMap(([key, list]) => {
            const links = Array.isArray(list) ? list.filter(isObj).flatMap((l) => linkItem(l, ctx) ?? []) : [];
            return links.length ? [[key, links.map(({ type, label, href }) => ({ type, label, href }))]] : [];
          }),
        ),
      };
    case 'docsVersion':
      if (!set) break;
      return {
        type: 'docsVersion',
        set,
        ...where,
        ...(str(item.label) ? { label: str(item.label) } : {}),
        ...(str(item.to) ? { href: withBase(ctx.baseUrl, str(item.to)!) } : {}),
        ...(str(item.className) ? { className: str(item.className) } : {}),
      };
    case 'search':
      return { type: 'search', ...where };
    case 'localeDropdown':
      return { type: 'localeDropdown', ...where };
    case 'html':
      if (!str(item.value)) break;
      return { type: 'html', value: str(item.value)!, ...where, ...(str(item.className) ? { className: str(item.className) } : {}) };
    case 'dropdown': {
      const items = (Array.isArray(item.items) ? item.items : []).filter(isObj).flatMap((i) => dropdownEntry(i, ctx, unmapped) ?? []);
      return { type: 'dropdown', label: str(item.label) ?? 'More', items, ...where, ...(str(item.className) ? { className: str(item.className) } : {}) };
    }
  }
  unmapped.push(`themeConfig.navbar.items: item of type "${String(item.type)}"${item.label ? ` ("${String(item.label)}")` : ''}`);
  return undefined;
}

/** An entry of a dropdown as theme-classic's DropdownNavbarItem takes it: a link, or an item into a doc set (its docs version's own menu is not one). */
function dropdownEntry(item: Obj, ctx: IdentityContext, unmapped: string[]): NavbarDropdownEntry | undefined {
  if (item.type === 'doc' || item.type === 'docSidebar') {
    // (Without a position: an entry sits in its menu.)
    const entry = navbarItem({ ...item, position: undefined }, ctx, unmapped);
    if (!entry || (entry.type !== 'doc' && entry.type !== 'docSidebar')) return undefined;
    delete entry.position;
    return entry;
  }
  if (item.type === undefined || item.type === 'default') return linkItem(item, ctx);
  unmapped.push(`themeConfig.navbar.items: a dropdown's item of type "${String(item.type)}"${item.label ? ` ("${String(item.label)}")` : ''}`);
  return undefined;
}

function footerLinks(footer: Obj, ctx: IdentityContext): NonNullable<SiteConfig['footer']['links']> {
  const columns = Array.isArray(footer.links) ? footer.links : [];
  // Docusaurus allows columns ({ title, items }) or a flat list of links.
  const asColumns = columns.every((c) => isObj(c) && Array.isArray(c.items)) ? (columns as Obj[]) : [{ items: columns }];
  return asColumns.map((col) => ({
    ...(str(col.title) ? { title: str(col.title) } : {}),
    items: (col.items as unknown[]).filter(isObj).flatMap((i): FooterLink[] => {
      const className = str(i.className) ? { className: str(i.className) } : {};
      if (str(i.html)) return [{ label: '', html: str(i.html)!.trim(), ...className }];
      const href = str(i.href) ?? str(i.to);
      return href ? [{ label: str(i.label) ?? href, href: i.to !== undefined ? withBase(ctx.baseUrl, href) : href, ...className, ...routeLinkMark(i) }] : [];
    }),
  }));
}

export function identityFromConfig(raw: Obj, ctx: IdentityContext): Identity {
  const unmapped: string[] = [];
  const theme = isObj(raw.themeConfig) ? raw.themeConfig : {};
  const config: Partial<SiteConfig> = {};
  if (str(raw.title)) config.title = str(raw.title);
  if (str(raw.tagline)) config.tagline = str(raw.tagline);
  // What pages read as siteConfig.customFields (as JSON: functions do not survive a build in Docusaurus either).
  if (isObj(raw.customFields)) config.customFields = JSON.parse(JSON.stringify(raw.customFields)) as Record<string, unknown>;

  // Favicon: `favicon` (relative to static/) plus any <link rel="icon"> in headTags.
  const favicons: NonNullable<SiteConfig['favicons']> = [];
  if (str(raw.favicon)) favicons.push({ href: withBase(ctx.baseUrl, str(raw.favicon)!) });
  for (const tag of Array.isArray(raw.headTags) ? raw.headTags : []) {
    const attrs = isObj(tag) && isObj(tag.attributes) ? tag.attributes : undefined;
    if (attrs && /\bicon\b/.test(str(attrs.rel) ?? '') && str(attrs.href))
      favicons.push({
        href: str(attrs.href)!,
        ...(str(attrs.type) ? { type: str(attrs.type) } : {}),
        ...(str(attrs.media) ? { media: str(attrs.media) } : {}),
      });
  }
  config.favicons = favicons;

  const navbar = isObj(theme.navbar) ? theme.navbar : {};
  const logo = isObj(navbar.logo) ? navbar.logo : undefined;
  const items = (Array.isArray(navbar.items) ? navbar.items : [])
    .filter(isObj)
    .map((i) => navbarItem(i, ctx, unmapped))
    .filter((i): i is NavbarItem => !!i);
  // theme-classic's Navbar/Content: with no search item, its search box follows the colour-mode switch.
  if (!items.some((i) => i.type === 'search')) items.push({ type: 'search', position: 'right', afterColorMode: true });
  config.navbar = {
    ...(str(navbar.title) ? { title: str(navbar.title) } : {}),
    ...(navbar.style === 'dark' || navbar.style === 'primary' ? { style: navbar.style } : {}),
    ...(navbar.hideOnScroll === true ? { hideOnScroll: true } : {}),
    logo: logo
      ? {
          // (theme-classic's Logo: the logo's own, even empty; else none beside a visible title, whose text says it; else the site's title.)
          alt: typeof logo.alt === 'string' ? logo.alt : str(navbar.title) ? '' : (str(raw.title) ?? ''),
          src: withBase(ctx.baseUrl, str(logo.src) ?? ''),
          ...(str(logo.srcDark) ? { srcDark: withBase(ctx.baseUrl, str(logo.srcDark)!) } : {}),
          href: str(logo.href) ?? ctx.baseUrl,
          ...(typeof logo.width === 'number' ? { width: logo.width } : {}),
          ...(typeof logo.height === 'number' ? { height: logo.height } : {}),
        }
      : // (No logo: theme-classic's brand holds the navbar's title alone, or nothing; never the site's title.)
        { alt: '', src: '', href: ctx.baseUrl },
    items,
  };

  const footer = isObj(theme.footer) ? theme.footer : {};
  config.footer = { links: footerLinks(footer, ctx), copyright: str(footer.copyright) ?? '' };

  const bar = isObj(theme.announcementBar) ? theme.announcementBar : undefined;
  config.announcement = bar
    ? {
        id: str(bar.id) ?? 'announcement-bar',
        html: str(bar.content) ?? '',
        // Docusaurus' defaults: black on white.
        backgroundColor: str(bar.backgroundColor) ?? '#fff',
        textColor: str(bar.textColor) ?? '#000',
        ...(bar.isCloseable === false ? { isCloseable: false } : {}),
      }
    : null;

  const algolia = isObj(theme.algolia) ? theme.algolia : undefined;
  // (The tag facet: every page carries the classic theme's SearchMetadata tag, algolia or not.)
  if (algolia && str(algolia.appId) && str(algolia.apiKey) && str(algolia.indexName)) {
    config.search = {
      hitsPerPage: 20,
      tagFacet: DOCSEARCH_TAG_FACET,
      ...(str(algolia.placeholder) ? { placeholder: str(algolia.placeholder) } : {}),
      algolia: {
        appId: str(algolia.appId)!,
        apiKey: str(algolia.apiKey)!,
        indexName: str(algolia.indexName)!,
        ...(str(algolia.externalUrlRegex) ? { externalUrlRegex: str(algolia.externalUrlRegex) } : {}),
        // DocSearch's query options, as theme-search-algolia hands them on (its SearchBar and SearchPage).
        ...(algolia.contextualSearch === false ? { contextualSearch: false } : {}),
        ...(isObj(algolia.searchParameters) && Object.keys(algolia.searchParameters).length ? { searchParameters: plainData(algolia.searchParameters) } : {}),
        ...(isObj(algolia.replaceSearchResultPathname) &&
        str(algolia.replaceSearchResultPathname.from) &&
        str(algolia.replaceSearchResultPathname.to) !== undefined
          ? { replaceSearchResultPathname: { from: str(algolia.replaceSearchResultPathname.from)!, to: str(algolia.replaceSearchResultPathname.to)! } }
          : {}),
      },
      // theme-search-algolia's search page: at <baseUrl><searchPagePath> ("search" by default, false: none).
      ...(algolia.searchPagePath !== false ? { page: str(algolia.searchPagePath) ?? 'search' } : {}),
    };
  }

  // @easyops-cn/docusaurus-search-local adds its search page at <baseUrl>search in each locale (its
  // server/index.ts contentLoaded: addRoute(normalizeUrl([baseUrl, 'search']))); the engine's local search serves it.
  // Where the site's own SearchBar draws the plugin's box (open-webui/docs'), no reader's search reads the engine's index: none is written.
  if (!config.search && usesEasyopsSearch(raw))
    config.search = { hitsPerPage: 20, tagFacet: DOCSEARCH_TAG_FACET, algolia: null, page: 'search', ...(ctx.ownSearchBar ? { layerOnly: true } : {}) };

  const zoom = imageZoomOf(raw, theme);
  if (zoom) config.zoom = zoom;

  // The docs sidebar's behaviour (theme-classic's themeConfig.docs.sidebar: both off by default).
  const sidebar = isObj(theme.docs) && isObj(theme.docs.sidebar) ? theme.docs.sidebar : {};
  const docsSidebar = Object.fromEntries((['hideable', 'autoCollapseCategories'] as const).filter((k) => sidebar[k] === true).map((k) => [k, true]));
  if (Object.keys(docsSidebar).length) config.docsSidebar = docsSidebar;

  const colorMode = isObj(theme.colorMode) ? theme.colorMode : {};
  // Docusaurus shows the light/dark switch unless disableSwitch is true.
  config.colorMode = {
    default: colorMode.defaultMode === 'dark' ? 'dark' : 'light',
    switch: colorMode.disableSwitch !== true,
    ...(colorMode.respectPrefersColorScheme === true ? { respectPrefersColorScheme: true } : {}),
  };
  // Where a reader's choices are kept (the config's `storage`, future.v4's namespace): the colour mode under
  // `theme` and the namespace, as theme-common's storage slots keep it, and a dismissed announcement.
  const storage = siteStorage(raw);
  if (storage.type !== 'localStorage' || storage.namespace)
    config.readerStorage = { type: storage.type === 'sessionStorage' ? 'sessionStorage' : 'localStorage', namespace: storage.namespace };

  // Docusaurus lists h2–h3 unless themeConfig.tableOfContents says otherwise (the engine's own default is h2–h4).
  const toc = isObj(theme.tableOfContents) ? theme.tableOfContents : {};
  config.tableOfContents = {
    minHeadingLevel: typeof toc.minHeadingLevel === 'number' ? toc.minHeadingLevel : 2,
    maxHeadingLevel: typeof toc.maxHeadingLevel === 'number' ? toc.maxHeadingLevel : 3,
  };

  const markdown = isObj(raw.markdown) ? raw.markdown : {};
  const hooks = isObj(markdown.hooks) ? markdown.hooks : {};
  for (const key of ['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors'] as const) {
    // Docusaurus 3.9 moved onBrokenMarkdownLinks to markdown.hooks; the old key, when set, still wins
    // (core's postProcessDocusaurusConfig copies it over the new one).
    const v = key === 'onBrokenMarkdownLinks' ? raw[key] || hooks[key] : raw[key];
    if (SEVERITIES.includes(v as ReportingSeverity)) config[key] = v as ReportingSeverity;
  }
  const format = markdown.format === 'md' || markdown.format === 'detect' ? markdown.format : 'mdx';
  config.markdown = { format, mermaid: markdown.mermaid === true, ...(markdown.mermaid === true ? { mermaidInBrowser: mermaidOf(raw.themeConfig) } : {}) };
  // Relative links were written for the URLs Docusaurus served; the engine resolves them the same way.
  config.trailingSlash = raw.trailingSlash === true ? true : raw.trailingSlash === false ? false : 'auto';
  // A Docusaurus build folder is served at the baseUrl (its index.html is the page at the baseUrl, its
  // assets under it): so is the engine's, with Next's files and the engine's own under it too.
  if (ctx.baseUrl.replace(/^\/+|\/+$/g, '')) config.mountAtBaseUrl = true;
  return { config, unmapped };
}

/** Whether the config's themes or plugins hold @easyops-cn/docusaurus-search-local (by name, or the path require.resolve gave). */
function usesEasyopsSearch(raw: Obj): boolean {
  return [...((raw.themes as unknown[]) ?? []), ...((raw.plugins as unknown[]) ?? [])].some((entry) => {
    const p: unknown = Array.isArray(entry) ? entry[0] : entry;
    return typeof p === 'string' && /(^|[\\/])@easyops-cn[\\/]docusaurus-search-local([\\/]|$)/.test(p);
  });
}

/**
 * theme-mermaid draws every diagram in the reader's browser with Mermaid itself, initialised with
 * themeConfig.mermaid's options and the theme of the colour mode (its client useMermaidConfig): so
 * does the engine, for a site that loads it (lib/config/mermaid-in-browser.ts).
 */
function mermaidOf(themeConfig: unknown): MermaidInBrowser {
  const mermaid = isObj(themeConfig) && isObj(themeConfig.mermaid) ? themeConfig.mermaid : {};
  const theme = isObj(mermaid.theme) ? mermaid.theme : {};
  return {
    theme: { light: str(theme.light) ?? DEFAULT_MERMAID_THEMES.light, dark: str(theme.dark) ?? DEFAULT_MERMAID_THEMES.dark },
    ...(isObj(mermaid.options) && Object.keys(mermaid.options).length ? { options: plainData(mermaid.options) } : {}),
  };
}

/** Options as JSON carries them to the page (a function or RegExp in them has no meaning there). */
const plainData = (v: Record<string, unknown>): Record<string, unknown> => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;

/** The config's plugins and themes by the name they are loaded by (a module path, a package, a shorthand). */
const pluginNames = (raw: Obj): string[] =>
  [...(Array.isArray(raw.plugins) ? raw.plugins : []), ...(Array.isArray(raw.themes) ? raw.themes : [])].flatMap((p) => {
    const name = Array.isArray(p) ? p[0] : p;
    return typeof name === 'string' ? [name] : [];
  });

/**
 * The image zoom a site's plugin gives, as each calls medium-zoom a second after a page shows:
 * plugin-image-zoom with themeConfig.imageZoom's selector (themeConfig.zoomSelector before it) and
 * options, medium-zoom's defaults where it has none; docusaurus-plugin-image-zoom, when
 * themeConfig.zoom is set, with its selector, its `config` and a background per colour mode. None
 * without such a plugin: Docusaurus zooms no image then.
 */
function imageZoomOf(raw: Obj, theme: Obj): SiteConfig['zoom'] {
  const names = pluginNames(raw);
  const zoom = isObj(theme.zoom) ? theme.zoom : undefined;
  if (zoom && names.some((n) => /(^|\/)docusaurus-plugin-image-zoom(\/|$)/.test(n))) {
    const background = isObj(zoom.background) ? zoom.background : {};
    return {
      selector: str(zoom.selector) ?? '.markdown img',
      delayMs: 1000,
      options: isObj(zoom.config) ? plainData(zoom.config) : {},
      background: { light: str(background.light) || 'rgb(255, 255, 255)', dark: str(background.dark) || 'rgb(50, 50, 50)' },
    };
  }
  if (!names.some((n) => /(^|\/)plugin-image-zoom(\/|$)/.test(n))) return undefined;
  const imageZoom = isObj(theme.imageZoom) ? theme.imageZoom : {};
  return {
    selector: str(imageZoom.selector) ?? str(theme.zoomSelector) ?? '.markdown img',
    delayMs: 1000,
    options: isObj(imageZoom.options) ? plainData(imageZoom.options) : {},
  };
}
