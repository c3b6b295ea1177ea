import {
  Children,
  createContext,
  createElement,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { usePathname } from 'next/navigation';
import { siteBase } from '@/lib/api/shared';
import { useSitePathname } from '@/components/api/navigation';
import { ANNOUNCEMENT_KEY, DRAWER_TOGGLE, isDrawerOpen, readerKey, readerStore, subscribeDrawer } from '@/components/api/page-state';
import { siteContext } from './site-context';
import useDocusaurusContext from './useDocusaurusContext';
import { useFilledSecondaryMenu, useSecondaryMenuDisplay } from './secondary-menu';
import { useDocsSidebar } from './docs-client';
import { useHistory } from './router';
import { windowEvents } from './window-events';
import { storageSlot } from './storage-slot';
import { duplicates, useQueryString, useQueryStringValue, useThemeConfig } from './theme-common';

/**
 * `@docusaurus/theme-common/internal`: the hooks swizzled theme components use most
 * (theme-common/src/internal.ts). The engine renders its own layout, so the hooks that steer
 * Docusaurus' layout state (navbar, announcement bar, scroll blockers) keep their shape and act on
 * the page as it is; the public names are re-exported too, as components import both from here.
 */
export * from './theme-common';
// Before Docusaurus 3.5 these came from here; since, from @docusaurus/plugin-content-docs/client (both answer).
export {
  DocSidebarItemsExpandedStateProvider,
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  useDocSidebarItemsExpandedState,
  useVisibleSidebarItems,
} from './sidebar/sidebar-client';
// Before Docusaurus 3.0 the doc's hooks came from here too.
export {
  DocProvider,
  DocsSidebarProvider,
  DocsVersionProvider,
  useDoc,
  useDocById,
  useDocRouteMetadata,
  useDocsSidebar,
  useDocsVersion,
  useSidebarBreadcrumbs,
  getDocsVersionSearchTag as docVersionSearchTag,
  // (Docusaurus 2's theme-common kept the reader's version choice: its search reads it, outside any provider of its own.)
  DocsPreferredVersionContextProvider,
  useDocsPreferredVersionByPluginId,
} from './docs-client';
// (Docusaurus 2's name for a category's first link.)
export { findFirstSidebarItemCategoryLink as findFirstCategoryLink } from './sidebar/sidebar-client';
export { extractLeadingEmoji, useDocCardDescriptionCategoryItemsPlural } from './doc-card-text';
export { BlogPostProvider, useBlogPost } from './blog-client';
/** The search tag of every page that is not a docs version's (theme-common utils/searchUtils.ts), which DocSearch's contextual filters always hold. */
export const DEFAULT_SEARCH_TAG = 'default';
export { useFilteredAndTreeifiedTOC, useTOCHighlight, useTreeifiedTOC, type TOCHighlightConfig, type TOCTreeNode } from './toc-client';

type ScrollPosition = { scrollX: number; scrollY: number };
const position = (): ScrollPosition => ({ scrollX: window.scrollX, scrollY: window.scrollY });

/** `useScrollPosition`: calls back on each scroll with the new and the last position. */
export function useScrollPosition(effect: (current: ScrollPosition, last: ScrollPosition | undefined) => void, deps: unknown[] = []): void {
  const last = useRef<ScrollPosition | undefined>(undefined);
  const saved = useRef(effect);
  useLayoutEffect(() => {
    saved.current = effect;
  });
  useEffect(() => {
    // (Where the page stood when the hook first ran, as Docusaurus' hook starts from it.)
    last.current ??= position();
    const onScroll = () => {
      const current = position();
      saved.current(current, last.current);
      last.current = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, as Docusaurus takes them
  }, deps);
}

/** `useScrollPositionBlocker`: keeps an element where it is on screen across a layout change (Tabs switching). */
export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (el: HTMLElement) => void } {
  const blockElementScrollPositionUntilNextRender = useCallback((el: HTMLElement) => {
    const top = el.getBoundingClientRect().top;
    requestAnimationFrame(() => window.scrollBy({ left: 0, top: el.getBoundingClientRect().top - top }));
  }, []);
  return { blockElementScrollPositionUntilNextRender };
}

/** `useScrollController`: whether scroll events are acted on (always, here). */
export function useScrollController() {
  return { scrollEventsEnabledRef: { current: true }, enableScrollEvents: () => {}, disableScrollEvents: () => {} };
}

/** `useSmoothScrollTo`: scrolls the window to a top offset, and can stop. */
export function useSmoothScrollTo() {
  return {
    startScroll: (top: number) => window.scrollTo({ top, behavior: 'smooth' }),
    cancelScroll: () => window.scrollTo({ top: window.scrollY }),
  };
}

/** `useLocationChange`: calls back when the path changes (not when the page first renders, as Docusaurus' hook), with the location before and after. */
export function useLocationChange(onChange: (args: { location: Location; previousLocation: Location | undefined }) => void): void {
  const pathname = usePathname();
  const previous = useRef<Location | undefined>(undefined);
  useEffect(() => {
    const location = { ...window.location };
    if (previous.current) onChange({ location, previousLocation: previous.current });
    previous.current = location;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on path changes only, as Docusaurus' hook
  }, [pathname]);
}

/** `useLocalPathname`: the path without the site's base URL. */
export function useLocalPathname(): string {
  const pathname = useSitePathname() ?? '/';
  const base = siteBase(siteContext).replace(/\/$/, '');
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

/**
 * `useHistorySelector`: a value derived from the router's history, its location the current one
 * (on the server too, where Docusaurus' StaticRouter has one: a version link's `?search#hash` is empty there, not "undefined").
 */
export function useHistorySelector<T>(selector: (history: ReturnType<typeof useHistory>) => T): T {
  return selector(useHistory());
}

/** `useLockBodyScroll`: no page scroll while locked (an open overlay). */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    document.body.style.overflow = lock ? 'hidden' : 'visible';
    return () => {
      document.body.style.overflow = 'visible';
    };
  }, [lock]);
}

/**
 * `useBackToTopButton` (theme-common hooks/useBackToTopButton.ts): shown while the reader scrolls up
 * below `threshold`, short of the page's end; hidden as they scroll down (which stops the scroll to
 * the top) and after a jump to an anchor, whose scroll it leaves alone.
 */
export function useBackToTopButton({ threshold }: { threshold: number }) {
  const [shown, setShown] = useState(false);
  const isFocusedAnchor = useRef(false);
  // (Only a scroll to the top this started is stopped: the port's cancelScroll would stop the reader's own smooth scrolling.)
  const toTop = useRef(false);
  const { startScroll, cancelScroll } = useSmoothScrollTo();
  useScrollPosition(({ scrollY }, last) => {
    // (No last position: the component has just mounted, no scroll of the reader's.)
    if (!last?.scrollY) return;
    if (isFocusedAnchor.current) isFocusedAnchor.current = false;
    else if (scrollY >= last.scrollY) {
      if (toTop.current) cancelScroll();
      toTop.current = false;
      setShown(false);
    } else if (scrollY < threshold) setShown(false);
    else if (scrollY + window.innerHeight < document.documentElement.scrollHeight) setShown(true);
  });
  // (Docusaurus' location change includes a new hash, which the engine's useLocationChange leaves out.)
  useEffect(() => {
    const onHash = () => {
      if (!window.location.hash) return;
      isFocusedAnchor.current = true;
      setShown(false);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return {
    shown,
    scrollToTop: () => {
      toTop.current = true;
      startScroll(0);
    },
  };
}

/**
 * `useHideableNavbar` (theme-common hooks/useHideableNavbar.ts, ported over the ported scroll and
 * location hooks): with `navbar.hideOnScroll`, the navbar hides as the reader scrolls down and shows
 * as they scroll up, at the top, and on a new page; a jump to an anchor hides it.
 */
export function useHideableNavbar(hideOnScroll: boolean) {
  const [isNavbarVisible, setIsNavbarVisible] = useState(hideOnScroll);
  const isFocusedAnchor = useRef(false);
  const navbarHeight = useRef(0);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node !== null) navbarHeight.current = node.getBoundingClientRect().height;
  }, []);
  useScrollPosition(({ scrollY }, last) => {
    if (!hideOnScroll) return;
    // (Rubber-band scrolling at the top.)
    if (scrollY < navbarHeight.current) return setIsNavbarVisible(true);
    if (isFocusedAnchor.current) {
      isFocusedAnchor.current = false;
      return;
    }
    const documentHeight = document.documentElement.scrollHeight - navbarHeight.current;
    if (last?.scrollY && scrollY >= last.scrollY) setIsNavbarVisible(false);
    else if (scrollY + window.innerHeight < documentHeight) setIsNavbarVisible(true);
  });
  useLocationChange(({ location }) => {
    if (!hideOnScroll) return;
    if (location.hash && document.getElementById(location.hash.substring(1))) {
      isFocusedAnchor.current = true;
      setIsNavbarVisible(false);
      return;
    }
    setIsNavbarVisible(true);
  });
  return { navbarRef, isNavbarVisible };
}

/** Announcement ids closed on this page, where storage refuses to keep them. */
const closedHere = new Set<string>();
const ANNOUNCEMENT_CLOSED = 'docs-engine:announcement-closed';
const subscribeAnnouncement = windowEvents(ANNOUNCEMENT_CLOSED);
const isClosed = (id: string): boolean => closedHere.has(id) || readerStore.get(readerKey(ANNOUNCEMENT_KEY)) === id;

/**
 * `useAnnouncementBar`: active where the config has an announcement bar the reader has not closed;
 * `close` keeps its id where the engine's own bar keeps it, so either bar stays closed after. Active
 * on the server, as Docusaurus renders it; the reader's choice is read once the page runs.
 */
export function useAnnouncementBar() {
  const bar = (siteContext.themeConfig as { announcementBar?: { id?: string } }).announcementBar;
  const id = bar?.id ?? 'announcement-bar';
  const closed = useSyncExternalStore(
    subscribeAnnouncement,
    () => isClosed(id),
    () => false,
  );
  const close = useCallback(() => {
    closedHere.add(id);
    // (Where the site keeps a reader's choices, as the engine's bar keeps it; storage refused: closed for this page only.)
    readerStore.set(readerKey(ANNOUNCEMENT_KEY), id);
    document.documentElement.dataset.announcementDismissed = 'true';
    window.dispatchEvent(new Event(ANNOUNCEMENT_CLOSED));
  }, [id]);
  return { isActive: Boolean(bar) && !closed, close };
}

/**
 * `useNavbarMobileSidebar`: the phone menu is the engine's drawer (the navbar's links and the
 * page's sidebar), which a navbar's toggle opens and closes; Docusaurus' own drawer is not drawn.
 * Disabled, as theme-common's, where the config names no navbar item and the page fills no second
 * menu (no sidebar, no filler's component): theme-classic's navbar then draws no toggle.
 */
export function useNavbarMobileSidebar() {
  const shown = useSyncExternalStore(subscribeDrawer, isDrawerOpen, () => false);
  const toggle = useCallback(() => window.dispatchEvent(new Event(DRAWER_TOGGLE)), []);
  const items = (useThemeConfig() as { navbar?: { items?: unknown[] } }).navbar?.items ?? [];
  const sidebar = useDocsSidebar();
  const filled = useFilledSecondaryMenu();
  return { disabled: items.length === 0 && !sidebar && !filled, shouldRender: false, shown, toggle };
}

/** `useNavbarSecondaryMenu`: the drawer's second panel (the page's sidebar), shown first, until the reader goes back to the links (./MobileSidebarPanels.tsx). */
export const useNavbarSecondaryMenu = useSecondaryMenuDisplay;

export { isSamePath } from './same-path';

/** `parseLanguage`: a code block's language from its class name (`language-ts`). */
export function parseLanguage(className: string | undefined): string | undefined {
  return className
    ?.split(' ')
    .find((c) => c.startsWith('language-'))
    ?.replace(/language-/, '');
}

/** `parseCodeBlockTitle`: the `title="…"` of a code block's meta string. */
export function parseCodeBlockTitle(metastring?: string): string {
  return /title=(?<quote>["'])(?<title>.*?)\1/.exec(metastring ?? '')?.groups?.title ?? '';
}

/** `containsLineNumbers`: whether the meta string asks for line numbers. */
export function containsLineNumbers(metastring?: string): boolean {
  return Boolean(metastring?.includes('showLineNumbers'));
}

/**
 * The tabs hooks of theme-common (utils/tabsUtils.tsx) that a swizzled `@theme/Tabs` calls:
 * `useTabs(props)` (Docusaurus 3.0–3.7; `useTabsContextValue` and its context since 3.8) gives the
 * tabs' values, the selected one and `selectValue`. As in Docusaurus, the first render shows the
 * `defaultValue` (else the tab marked `default`, else the first), then the value of the query
 * string (`queryString`) or of the group's storage slot (`groupId`, key `docusaurus.tab.<groupId>`,
 * shared with the engine's own tabs) when a tab has it; selecting a tab writes both. What
 * Docusaurus rejects throws its error, so the page fails to build as it does there.
 */
export interface TabValue {
  readonly value: string;
  readonly label?: string;
  readonly attributes?: { [key: string]: unknown };
  readonly default?: boolean;
}

export interface TabsProps {
  readonly lazy?: boolean;
  readonly block?: boolean;
  readonly children: ReactNode;
  readonly defaultValue?: string | null;
  readonly values?: readonly TabValue[];
  readonly groupId?: string;
  readonly className?: string;
  readonly queryString?: string | boolean;
}

export interface TabItemProps {
  readonly children: ReactNode;
  readonly value: string;
  readonly default?: boolean;
  readonly label?: string;
  readonly hidden?: boolean;
  readonly className?: string;
  readonly attributes?: { [key: string]: unknown };
}

/**
 * The `<TabItem>`s of `<Tabs>`' children: without the newlines MDX leaves between them and empty
 * children; any other child (one without a `value` prop) throws Docusaurus' error.
 */
export function sanitizeTabsChildren(children: ReactNode): ReactElement<TabItemProps>[] {
  return Children.toArray(children).flatMap((child) => {
    if (child === '\n' || !child) return [];
    if (isValidElement<TabItemProps>(child) && child.props && typeof child.props === 'object' && 'value' in child.props) return [child];
    const type = isValidElement(child) ? child.type : typeof child;
    const name = typeof type === 'string' ? type : ((type as { name?: string }).name ?? 'unknown');
    throw new Error(
      `Docusaurus error: Bad <Tabs> child <${name}>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.`,
    );
  });
}

const childTabValues = (children: ReactNode): TabValue[] =>
  sanitizeTabsChildren(children).map(({ props: { value, label, attributes, default: isDefault } }) => ({ value, label, attributes, default: isDefault }));

function checkedTabValues(values: readonly TabValue[]): readonly TabValue[] {
  const dup = duplicates(values, (a, b) => a.value === b.value);
  if (dup.length)
    throw new Error(`Docusaurus error: Duplicate values "${dup.map((a) => `'${a.value}'`).join(', ')}" found in <Tabs>. Every value needs to be unique.`);
  return values;
}

const isTabValue = (value: string | null | undefined, tabValues: readonly TabValue[]) => tabValues.some((t) => t.value === value);

function initialTabValue(defaultValue: TabsProps['defaultValue'], tabValues: readonly TabValue[]): string {
  if (!tabValues.length) throw new Error('Docusaurus error: the <Tabs> component requires at least one <TabItem> children component');
  if (defaultValue) {
    if (!isTabValue(defaultValue, tabValues))
      throw new Error(
        `Docusaurus error: The <Tabs> has a defaultValue "${defaultValue}" but none of its children has the corresponding value. Available values are: ${tabValues.map((t) => t.value).join(', ')}. If you intend to show no default tab, use defaultValue={null} instead.`,
      );
    return defaultValue;
  }
  return (tabValues.find((t) => t.default) ?? tabValues[0]).value;
}

function tabsQueryKey({ queryString = false, groupId }: Pick<TabsProps, 'queryString' | 'groupId'>): string | null {
  if (typeof queryString === 'string') return queryString;
  if (queryString === false) return null;
  if (!groupId)
    throw new Error(
      'Docusaurus error: The <Tabs> component groupId prop is required if queryString=true, because this value is used as the search param name. You can also provide an explicit value such as queryString="my-search-param".',
    );
  return groupId;
}

const STORAGE_EVENT = 'docs-engine:tab-storage';
const readSlot = (key: string | null): string | null => (key ? storageSlot(key).get() : null);

/** A storage slot every tab group of the page follows (Docusaurus' useStorageSlot), empty on the server. */
function useTabStorage(key: string | null): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(
    (onChange) => {
      window.addEventListener('storage', onChange);
      window.addEventListener(STORAGE_EVENT, onChange);
      return () => {
        window.removeEventListener('storage', onChange);
        window.removeEventListener(STORAGE_EVENT, onChange);
      };
    },
    () => readSlot(key),
    () => null,
  );
  const set = useCallback(
    (next: string) => {
      if (!key) return;
      // (Without storage the choice holds for this group only.)
      storageSlot(key).set(next);
      window.dispatchEvent(new Event(STORAGE_EVENT));
    },
    [key],
  );
  return [value, set];
}

export function useTabs(props: TabsProps): { selectedValue: string; selectValue: (value: string) => void; tabValues: readonly TabValue[] } {
  const { defaultValue, queryString = false, groupId, values, children } = props;
  const tabValues = useMemo(() => checkedTabValues(values ?? childTabValues(children)), [values, children]);
  const [selectedValue, setSelectedValue] = useState(() => initialTabValue(defaultValue, tabValues));
  const queryKey = tabsQueryKey({ queryString, groupId });
  const queryValue = useQueryStringValue(queryKey);
  const [, setQueryValue] = useQueryString(queryKey ?? '');
  const [storageValue, setStorageValue] = useTabStorage(groupId ? `docusaurus.tab.${groupId}` : null);
  const candidate = queryValue ?? storageValue;
  const toSync = isTabValue(candidate, tabValues) ? candidate : null;
  // Docusaurus syncs in a layout effect whenever that value changes; set while rendering (React's
  // pattern for state that follows a value), it applies before paint too. The server and hydration
  // see no stored value, so the first render is the static HTML's.
  const [synced, setSynced] = useState<string | null>(null);
  if (toSync !== synced) {
    setSynced(toSync);
    if (toSync) setSelectedValue(toSync);
  }
  const selectValue = useCallback(
    (value: string) => {
      if (!isTabValue(value, tabValues)) throw new Error(`Can't select invalid tab value=${value}`);
      setSelectedValue(value);
      if (queryKey) setQueryValue(value);
      setStorageValue(value);
    },
    [queryKey, setQueryValue, setStorageValue, tabValues],
  );
  return { selectedValue, selectValue, tabValues };
}

type TabsContextValue = ReturnType<typeof useTabs> & { lazy: boolean; block: boolean };

/** `useTabsContextValue` (Docusaurus 3.8+): `useTabs` with the `lazy` and `block` props. */
export function useTabsContextValue(props: TabsProps): TabsContextValue {
  return { ...useTabs(props), lazy: props.lazy ?? false, block: props.block ?? false };
}

const TabsContext = createContext<TabsContextValue | null>(null);

export function TabsContextProvider({ value, children }: { value: TabsContextValue; children: ReactNode }) {
  return createElement(TabsContext.Provider, { value }, children);
}

export function useTabsContext(): TabsContextValue {
  const value = useContext(TabsContext);
  if (!value) throw new Error('useTabsContext() must be used within a Tabs component');
  return value;
}

/** theme-common's useDateTimeFormat: a formatter in the page's locale and its calendar (utils/IntlUtils.ts). */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { i18n } = useDocusaurusContext();
  const calendar = (i18n.localeConfigs as Record<string, { calendar?: string } | undefined>)[i18n.currentLocale]?.calendar;
  return new Intl.DateTimeFormat(i18n.currentLocale, { calendar, ...options });
}
