/**
 * What theme-classic's Tabs do in the browser (theme-common's useTabs and the theme's TabList), for
 * the tabs the build drew as plain markup (../components/Tabs.tsx): a click, or Enter, chooses a
 * tab; the arrow keys move the focus along the list (they choose nothing); a group's choice is
 * kept in the browser's storage (`docusaurus.tab.<groupId>`, the site's prefix) and every box of
 * the group on the page follows; under `queryString` the address carries it; at load the address's
 * choice, else the kept one, is shown when it is one of the box's tabs. The chosen tab keeps its
 * place on the screen while boxes above it change height (theme-common's useScrollPositionBlocker).
 * One listener for the document, so that tabs a site's component draws later behave too.
 */
import { replaceQueryParam, safeStorage } from '../../../lib/api/browser';
import { TABS_CLASSES } from '../components/Tabs';

/** The site's prefix of the kept choices (SiteConfig.tabs, a constant the engine's build defines). */
declare const __DOCS_TAB_STORAGE_PREFIX__: string | undefined;
const PREFIX = typeof __DOCS_TAB_STORAGE_PREFIX__ === 'string' ? __DOCS_TAB_STORAGE_PREFIX__ : 'docusaurus.tab.';

const BOX = `.${TABS_CLASSES.container}`;
const TAB = `${BOX} > ul[role="tablist"] > [role="tab"]`;

const tabsOf = (box: Element) => [...box.querySelectorAll<HTMLElement>(':scope > ul[role="tablist"] > [role="tab"]')];
const panelsOf = (box: Element) => [...box.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"], :scope > div > [role="tabpanel"]')];

/** The page's boxes of a group. */
const groupBoxes = (groupId: string) => document.querySelectorAll(`${BOX}[data-group-id="${CSS.escape(groupId)}"]`);

/** Shows the box's tab of `value`, if it has one (its panel by the tab's aria-controls). */
function show(box: Element, value: string): boolean {
  const tabs = tabsOf(box);
  if (!tabs.some((t) => t.dataset.value === value)) return false;
  const panels = panelsOf(box);
  for (const tab of tabs) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    tab.classList.toggle('tabs__item--active', on);
    const panel = panels.find((p) => p.id === tab.getAttribute('aria-controls'));
    if (panel) panel.hidden = !on;
  }
  return true;
}

/** Chooses a tab as a reader does: kept for its group, whose boxes follow, and in the address under queryString. */
function choose(tab: HTMLElement): void {
  const box = tab.closest<HTMLElement>(BOX);
  const value = tab.dataset.value;
  if (!box || value === undefined || tab.getAttribute('aria-selected') === 'true') return;
  const before = tab.getBoundingClientRect().top;
  show(box, value);
  const { groupId, queryKey } = box.dataset;
  if (queryKey) replaceQueryParam(queryKey, value);
  if (groupId) {
    safeStorage.set(PREFIX + groupId, value);
    for (const other of groupBoxes(groupId)) if (other !== box) show(other, value);
  }
  const moved = tab.getBoundingClientRect().top - before;
  if (moved) window.scrollBy(0, moved);
}

function onClick(e: MouseEvent): void {
  const tab = (e.target as Element | null)?.closest?.<HTMLElement>(TAB);
  if (tab) choose(tab);
}

function onKeyDown(e: KeyboardEvent): void {
  const tab = (e.target as Element | null)?.closest?.<HTMLElement>(TAB);
  if (!tab) return;
  if (e.key === 'Enter') return choose(tab);
  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
  const tabs = tabsOf(tab.parentElement!.parentElement!);
  const i = tabs.indexOf(tab) + (e.key === 'ArrowRight' ? 1 : -1);
  tabs[(i + tabs.length) % tabs.length]?.focus();
}

/** Another window of the site chose a tab of a group: this page's boxes of it follow, as useStorageSlot's listener has them. */
function onStorage(e: StorageEvent): void {
  if (!e.key?.startsWith(PREFIX) || e.newValue === null) return;
  for (const box of groupBoxes(e.key.slice(PREFIX.length))) show(box, e.newValue);
}

export function attach(): () => void {
  const query = new URLSearchParams(window.location.search);
  for (const box of document.querySelectorAll<HTMLElement>(BOX)) {
    const { groupId, queryKey } = box.dataset;
    const fromQuery = queryKey ? query.get(queryKey) : null;
    if (fromQuery !== null && show(box, fromQuery)) continue;
    const kept = groupId ? safeStorage.get(PREFIX + groupId) : null;
    if (kept !== null) show(box, kept);
  }
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  window.addEventListener('storage', onStorage);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('storage', onStorage);
  };
}
