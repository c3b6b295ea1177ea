'use client';
import { SmartLink as Link } from '@/components/layout/SmartLink';
import { createContext, useContext, useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { SidebarItem } from '@/lib/content/types';
import { containsHref, startsExpanded } from '@/lib/shared/sidebar-tree';
import { cacheUntilFailure, fetchJson } from '@/lib/browser/fetch-json';
import { storeCategoryState, storedCategoryState } from '@/lib/browser/sidebar-state';

type Category = Extract<SidebarItem, { type: 'category' }>;

interface TreeContext {
  active: string;
  /** Which sidebar this is (its data URL): the key under which opened categories are remembered. */
  sidebar: string;
  /** Loads the version's full sidebar (once) so lazy categories can show their children. */
  loadFull: () => void;
}

const Ctx = createContext<TreeContext>({ active: '', sidebar: '', loadFull: () => {} });

/** Nothing to subscribe to: session storage is only written by this tab's own toggles. */
const noSubscription = () => () => {};

/** Full sidebars, fetched once each (a failed fetch is retried on the next expand). */
const fetchSidebar = cacheUntilFailure((url) => fetchJson<SidebarItem[]>(url));

function Items({ items, depth, trail }: { items: SidebarItem[]; depth: number; trail: string }) {
  const { active } = useContext(Ctx);
  return (
    <ul className={`menu-list${depth ? '' : ' menu-root'}`}>
      {items.map((item, i) => {
        if (item.type === 'category') return <CategoryItem key={`${i}:${item.label}`} item={item} depth={depth} path={`${trail}/${item.label}`} />;
        const isActive = item.href === active;
        const className = item.type === 'doc' && item.className ? ` ${item.className}` : '';
        return (
          <li key={`${i}:${item.label}`} className={`menu-item${className}`}>
            <Link className={`menu-link${isActive ? ' menu-link-active' : ''}`} href={item.href} aria-current={isActive ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A collapsible category: the label links to its page when it has one; the caret toggles the list. */
function CategoryItem({ item, depth, path }: { item: Category; depth: number; path: string }) {
  const { active, sidebar, loadFull } = useContext(Ctx);
  const listId = useId();
  const hasActive = containsHref(item, active);
  // A category the reader opened or closed earlier in the session (read after hydration; the
  // server renders the default). The one holding the current page always shows it.
  const stored = useSyncExternalStore(
    noSubscription,
    () => storedCategoryState(sidebar, path),
    () => undefined,
  );
  const remembered = stored === undefined || (hasActive && !stored) ? undefined : stored;
  // The reader's toggles on this page; undefined until they toggle.
  const [toggled, setToggled] = useState<boolean>();
  // Navigating to a page inside this category opens it (state adjusted during render, not in an effect).
  const [hadActive, setHadActive] = useState(hasActive);
  if (hasActive !== hadActive) {
    setHadActive(hasActive);
    if (hasActive) setToggled(true);
  }
  const expanded = toggled ?? remembered ?? startsExpanded(item, active);
  // A lazy category shown open needs the full sidebar for its children.
  useEffect(() => {
    if (expanded && item.lazy) loadFull();
  }, [expanded, item.lazy, loadFull]);
  const toggle = () => {
    storeCategoryState(sidebar, path, !expanded);
    setToggled(!expanded);
  };
  const isActive = item.href === active;
  const open = expanded || !item.collapsible;
  return (
    <li className={`menu-item menu-category${open ? '' : ' collapsed'}${item.className ? ` ${item.className}` : ''}`}>
      <div className="menu-category-row">
        {item.href ? (
          <Link
            className={`menu-link${isActive ? ' menu-link-active' : ''}`}
            href={item.href}
            aria-current={isActive ? 'page' : undefined}

            onClick={() => !open && toggle()}
          >
            {item.label}
          </Link>
        ) : (
          <button
            type="button"
            className="menu-link menu-category-label"
            onClick={item.collapsible ? toggle : undefined}
            aria-expanded={item.collapsible ? open : undefined}
            aria-controls={listId}
          >
            {item.label}
          </button>
        )}
        {item.collapsible && item.href ? (
          <button
            type="button"
            className="menu-caret"
            aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`}
            aria-expanded={open}
            aria-controls={listId}
            onClick={toggle}
          />
        ) : item.collapsible ? (
          <span className="menu-caret" aria-hidden="true" onClick={toggle} />
        ) : null}
      </div>
      <div id={listId} className="menu-category-items" hidden={!open}>
        {open && item.items.length ? <Items items={item.items} depth={depth + 1} trail={path} /> : null}
        {open && item.lazy && !item.items.length ? <p className="menu-loading">Loading…</p> : null}
      </div>
    </li>
  );
}

export function SidebarTree({ items, active, dataUrl }: { items: SidebarItem[]; active: string; dataUrl: string }) {
  const [full, setFull] = useState<{ url: string; items: SidebarItem[] } | null>(null);
  const tree = full?.url === dataUrl ? full.items : items;
  const loadFull = () => {
    if (full?.url === dataUrl) return;
    fetchSidebar(dataUrl).then(
      (loaded) => setFull({ url: dataUrl, items: loaded }),
      (err) => console.warn('Could not load the sidebar:', err),
    );
  };
  return (
    <Ctx.Provider value={{ active, sidebar: dataUrl, loadFull }}>
      <nav className="sidebar-menu" aria-label="Docs sidebar">
        <Items items={tree} depth={0} trail="" />
      </nav>
    </Ctx.Provider>
  );
}
