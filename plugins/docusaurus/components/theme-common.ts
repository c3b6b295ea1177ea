import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { colorModeKey, currentLocale, readerStore } from '@/components/api/page-state';
import { siteContext } from './site-context';
import { windowEvents } from './window-events';
import Head from './Head';
import { useBaseUrlUtils } from './useBaseUrl';
import { translateThemeConfig, type ChromeMessages } from './translate-theme-config';
import { fillSecondaryMenu, useSecondaryMenuHere } from './secondary-menu';
import { useSidebarParts } from './sidebar/sidebar-parts';

/** `@docusaurus/theme-common`: the colour mode, the theme config and the theme's class names. */
type ColorMode = 'light' | 'dark';

const current = (): ColorMode => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};

/** The reader's stored choice ('light', 'dark'), or null: none (the system's, or the site's default). */
const storedChoice = (): ColorMode | null => {
  const stored = readerStore.get(colorModeKey());
  return stored === 'light' || stored === 'dark' ? stored : null;
};
const CHOICE_CHANGED = 'docs-engine:color-mode-choice';
const subscribeChoice = windowEvents(CHOICE_CHANGED);

/**
 * Follows <html data-theme> (the navbar's switch sets it); the site's default mode while rendering on
 * the server. `colorModeChoice` (Docusaurus 3.8+): the reader's choice, null for the system's where
 * the site respects it; <html data-theme-choice> follows it, as theme-classic's toggle shows its icon by it.
 */
export function useColorMode() {
  const { defaultMode, respectPrefersColorScheme } = siteContext.themeConfig.colorMode;
  const colorMode = useSyncExternalStore(subscribe, current, () => defaultMode);
  const stored = useSyncExternalStore(subscribeChoice, storedChoice, () => null);
  const colorModeChoice: ColorMode | null = stored ?? (respectPrefersColorScheme ? null : colorMode);
  useEffect(() => {
    document.documentElement.setAttribute('data-theme-choice', colorModeChoice ?? 'system');
  }, [colorModeChoice]);
  // The system's mode followed while it is the choice (never stored: not a choice of the reader's), as theme-common does.
  useEffect(() => {
    if (colorModeChoice !== null || !respectPrefersColorScheme || !window.matchMedia) return undefined;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => document.documentElement.setAttribute('data-theme', query.matches ? 'dark' : 'light');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [colorModeChoice, respectPrefersColorScheme]);
  const setColorMode = (mode: ColorMode | null) => {
    const system = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-theme', mode ?? (respectPrefersColorScheme ? system : defaultMode));
    // (Without storage the choice holds for this page only.)
    if (mode) readerStore.set(colorModeKey(), mode);
    else readerStore.remove(colorModeKey());
    window.dispatchEvent(new Event(CHOICE_CHANGED));
  };
  return { colorMode, colorModeChoice, setColorMode, isDarkTheme: colorMode === 'dark' };
}

const translated = new WeakMap<ChromeMessages, typeof siteContext.themeConfig>();

/** The theme config, in the page's locale: its navbar and footer labels from the locale's navbar.json and footer.json, as Docusaurus translates it per locale. */
export function useThemeConfig() {
  const chrome = currentLocale()?.chrome;
  if (!chrome) return siteContext.themeConfig;
  let config = translated.get(chrome);
  if (!config) translated.set(chrome, (config = translateThemeConfig(siteContext.themeConfig, chrome)));
  return config;
}

/** Docusaurus' class names for layout parts (theme-common/src/utils/ThemeClassNames.ts), for the site's CSS. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  tabs: { container: 'theme-tabs-container' },
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
    docCard: {
      container: 'theme-doc-card-container',
      heading: 'theme-doc-card-heading',
      icon: 'theme-doc-card-icon',
      title: 'theme-doc-card-title',
      description: 'theme-doc-card-description',
    },
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
} as const;

/** `useCollapsible`: a collapsed state and its setters, as Docusaurus' Collapsible takes them. */
export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }) {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

/**
 * `Collapsible`: its children, hidden while collapsed (Docusaurus animates the height; the engine
 * shows or hides). A `lazy` one renders nothing until it first opens, as Docusaurus' CollapsibleLazy.
 */
export function Collapsible({
  as = 'div',
  collapsed,
  children,
  className,
  lazy = false,
}: {
  as?: 'div' | 'ul' | 'li' | 'section';
  collapsed: boolean;
  children: ReactNode;
  className?: string;
  lazy?: boolean;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
}) {
  const [mounted, setMounted] = useState(!collapsed);
  if (!collapsed && !mounted) setMounted(true);
  if (lazy && !mounted) return null;
  return createElement(
    as,
    { className, style: collapsed ? { display: 'none', overflow: 'hidden', height: 0 } : undefined, 'aria-hidden': collapsed || undefined },
    children,
  );
}

/** `usePluralForm`: picks the form of a "one|other" message for a count, by the locale's plural rules. */
export function usePluralForm() {
  const locale = currentLocale()?.name ?? 'en';
  return useMemo(() => {
    const rules = new Intl.PluralRules(locale);
    const order = ['zero', 'one', 'two', 'few', 'many', 'other'];
    const forms = order.filter((f) => rules.resolvedOptions().pluralCategories.includes(f as Intl.LDMLPluralRule));
    return {
      selectMessage: (count: number, messages: string) => {
        const parts = messages.split('|');
        if (parts.length === 1) return parts[0];
        const form = rules.select(count);
        return parts[forms.indexOf(form)] ?? parts[parts.length - 1];
      },
    };
  }, [locale]);
}

const DESKTOP_BREAKPOINT = 996;
const windowSize = (breakpoint: number) => (window.innerWidth > breakpoint ? 'desktop' : 'mobile');

/** `useWindowSize`: "desktop" or "mobile" by Docusaurus' 996 px breakpoint; "ssr" while rendering on the server. */
export function useWindowSize({ desktopBreakpoint = DESKTOP_BREAKPOINT }: { desktopBreakpoint?: number } = {}): 'desktop' | 'mobile' | 'ssr' {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    () => windowSize(desktopBreakpoint),
    () => 'ssr',
  );
}

export function isRegexpStringMatch(regexAsString: string | undefined, valueToTest: string): boolean {
  return regexAsString !== undefined && new RegExp(regexAsString, 'gi').test(valueToTest);
}

export const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const uniq = <T>(items: readonly T[]): T[] => [...new Set(items)];
export const duplicates = <T>(items: readonly T[], isEqual: (a: T, b: T) => boolean = (a, b) => a === b): T[] =>
  items.filter((item, i) => items.findIndex((other) => isEqual(item, other)) !== i);

/**
 * `NavbarSecondaryMenuFiller`: in Docusaurus it puts `component` (with `props`) into the phone navbar
 * drawer's second panel and renders nothing where it stands. Inside a sidebar the site draws (the
 * engine's drawer is the sidebar's place: ./secondary-menu.tsx) it renders its component there; anywhere
 * else (a blog's BlogSidebar/Mobile) it fills the drawer's second panel, as theme-common's does
 * (./MobileSidebarPanels.tsx), and takes it out when it goes.
 */
export function NavbarSecondaryMenuFiller<P extends object>({ component, props }: { component: (props: P) => ReactNode; props: P }): ReactNode {
  const here = useSecondaryMenuHere();
  const stableProps = useShallowMemoObject(props);
  // (A docs frame the site draws fills the drawer with its sidebar: its entries' parts go with it.)
  const sidebarParts = useSidebarParts();
  useEffect(
    () => (here ? undefined : fillSecondaryMenu({ component: component as (props: never) => ReactNode, props: stableProps, sidebarParts })),
    [here, component, stableProps, sidebarParts],
  );
  return here ? createElement(component as (p: P) => ReactNode, props) : null;
}

/** theme-common's `useShallowMemoObject`: the object kept while its entries are the same. */
function useShallowMemoObject<O extends object>(value: O): O {
  const [kept, setKept] = useState(value);
  const same =
    Object.keys(kept).length === Object.keys(value).length && Object.entries(value).every(([k, v]) => Object.is((kept as Record<string, unknown>)[k], v));
  if (same) return kept;
  setKept(value);
  return value;
}

const HtmlClassNameContext = createContext<string | undefined>(undefined);

/**
 * `HtmlClassNameProvider`, as theme-common writes it: its class names and its outer ones' on <html>, through a
 * Head (helmet sets the attribute, it does not merge), in the exported page and the browser (../shared/document-attributes.ts).
 */
export function HtmlClassNameProvider({ className, children }: { className?: string; children: ReactNode }) {
  const outer = useContext(HtmlClassNameContext);
  const names = [outer, className].filter(Boolean).join(' ');
  return createElement(HtmlClassNameContext.Provider, { value: names }, createElement(Head, null, createElement('html', { className: names })), children);
}

/**
 * `PageMetadata`, as theme-common writes it: the page's title and Open Graph title, description,
 * keywords, image (absolute, under the base URL) and the caller's own head tags (a post's
 * `article:*`), through Head, so that the Layout around it writes no title of its own.
 */
export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}) {
  const { withBaseUrl } = useBaseUrlUtils();
  const pageTitle = title ? `${title}${siteContext.titleDelimiter ? ` ${siteContext.titleDelimiter} ` : ' | '}${siteContext.title}` : undefined;
  const pageImage = image ? withBaseUrl(image, { absolute: true }) : undefined;
  const meta = (key: 'name' | 'property', id: string, content: string | undefined) => (content ? createElement('meta', { [key]: id, content }) : null);
  return createElement(
    Head,
    null,
    pageTitle ? createElement('title', null, pageTitle) : null,
    meta('property', 'og:title', pageTitle),
    meta('name', 'description', description),
    meta('property', 'og:description', description),
    meta('name', 'keywords', Array.isArray(keywords) ? keywords.join(',') : keywords),
    meta('property', 'og:image', pageImage),
    meta('name', 'twitter:image', pageImage),
    children,
  );
}

/** `usePrevious`: the value of the last render before this one's change (React's pattern of state set while rendering). */
export function usePrevious<T>(value: T): T | undefined {
  const [seen, setSeen] = useState<{ current: T; previous?: T }>({ current: value });
  if (!Object.is(seen.current, value)) setSeen({ current: value, previous: seen.current });
  return seen.previous;
}

/** `useEvent`: a callback that always sees the latest render's values, with a stable identity. */
export function useEvent<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const ref = useRef(callback);
  useLayoutEffect(() => {
    ref.current = callback;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

// Docusaurus' theme-common re-exports these from the docs plugin's client API.
export { filterDocCardListItems, useCurrentSidebarCategory, useDocsPreferredVersion } from './docs-client';
/** theme-common's usePrismTheme: the config's prism theme for the colour mode (the dark one falls back to the light one). */
export function usePrismTheme(): unknown {
  const { prism } = useThemeConfig();
  const { colorMode } = useColorMode();
  return colorMode === 'dark' ? (prism.darkTheme ?? prism.theme) : prism.theme;
}
export { ErrorBoundaryTryAgainButton, ErrorBoundaryErrorMessageFallback } from './error-boundary-parts';

/**
 * The query string hooks (theme-common's historyUtils): the page's search parameters, kept in the
 * URL with history.replaceState (pushState with `{ push: true }`); every hook on the page follows
 * a change, and the back button. Empty while rendering on the server, as Docusaurus' static HTML.
 */
const QUERY_EVENT = 'docs-engine:query-string';
const subscribeQuery = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(QUERY_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(QUERY_EVENT, onChange);
  };
};
const searchNow = () => window.location.search;

function useSearch(): string {
  return useSyncExternalStore(subscribeQuery, searchNow, () => '');
}

function setSearch(params: URLSearchParams, push?: boolean): void {
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
  if (push) window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(QUERY_EVENT));
}

export function useQueryStringValue(key: string | null): string | null {
  const search = useSearch();
  return key === null ? null : new URLSearchParams(search).get(key);
}

export function useQueryString(key: string): [string, (value: string | null, options?: { push?: boolean }) => void] {
  const value = useQueryStringValue(key) ?? '';
  const update = useCallback(
    (next: string | null, options?: { push?: boolean }) => {
      const params = new URLSearchParams(window.location.search);
      if (next) params.set(key, next);
      else params.delete(key);
      setSearch(params, options?.push);
    },
    [key],
  );
  return [value, update];
}

/** The search page's query (theme-common hooks/useSearchPage.ts useSearchQueryString): its `q` parameter. */
export function useSearchQueryString(): [string, (value: string | null, options?: { push?: boolean }) => void] {
  return useQueryString('q');
}

/**
 * A link to theme-search-algolia's search page holding a query (theme-common hooks/useSearchPage.ts
 * useSearchLinkCreator): at `themeConfig.algolia.searchPagePath` under the baseUrl, as DocSearch's
 * "See all results" goes.
 */
export function useSearchLinkCreator(): (searchValue: string) => string {
  const { baseUrl, themeConfig } = siteContext as unknown as { baseUrl: string; themeConfig: { algolia?: { searchPagePath?: string } } };
  const searchPagePath = themeConfig.algolia?.searchPagePath;
  return useCallback((searchValue: string) => `${baseUrl}${searchPagePath}?q=${encodeURIComponent(searchValue)}`, [baseUrl, searchPagePath]);
}

export function useQueryStringList(key: string): [string[], (update: string[] | ((old: string[]) => string[]), options?: { push?: boolean }) => void] {
  const search = useSearch();
  const json = JSON.stringify(new URLSearchParams(search).getAll(key));
  const values = useMemo(() => JSON.parse(json) as string[], [json]);
  const update = useCallback(
    (next: string[] | ((old: string[]) => string[]), options?: { push?: boolean }) => {
      const params = new URLSearchParams(window.location.search);
      const list = Array.isArray(next) ? next : next(params.getAll(key));
      params.delete(key);
      for (const v of list) params.append(key, v);
      setSearch(params, options?.push);
    },
    [key],
  );
  return [values, update];
}

export function useClearQueryString(): () => void {
  return useCallback(() => setSearch(new URLSearchParams()), []);
}
