'use client';
import { SmartLink as Link } from '@/components/layout/SmartLink';
import { createContext, useContext, useId, useState } from 'react';
import type { SidebarItem } from '@/lib/content/types';
import { containsHref, startsExpanded } from '@/lib/content/sidebar-tree';
import { cacheUntilFailure, fetchJson } from '@/lib/browser/fetch-json';

type Category = Extract<SidebarItem, { type: 'category' }>;

interface TreeContext {
  active: string;
  /** Loads the version's full sidebar (once) so lazy categories can show their children. */
  loadFull: () => void;
}

const Ctx = createContext<TreeContext>({ active: '', loadFull: () => {} });

/** Full sidebars, fetched once each (a failed fetch is retried on the next expand). */
const fetchSidebar = cacheUntilFailure((url) => fetchJson<SidebarItem[]>(url));

function Items({ items, depth }: { items: SidebarItem[]; depth: number }) {
  const { active } = useContext(Ctx);
  return (
    <ul className={`menu-list${depth ? '' : ' menu-root'}`}>
      {items.map((item, i) => {
        if (item.type === 'category') return <CategoryItem key={`${i}:${item.label}`} item={item} depth={depth} />;
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
function CategoryItem({ item, depth }: { item: Category; depth: number }) {
  const { active, loadFull } = useContext(Ctx);
  const listId = useId();
  const hasActive = containsHref(item, active);
  const [expanded, setExpanded] = useState(() => startsExpanded(item, active));
  // Navigating to a page inside this category opens it (state adjusted during render, not in an effect).
  const [hadActive, setHadActive] = useState(hasActive);
  if (hasActive !== hadActive) {
    setHadActive(hasActive);
    if (hasActive) setExpanded(true);
  }
  const toggle = () => {
    if (!expanded && item.lazy) loadFull();
    setExpanded((v) => !v);
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
          <button type="button" className="menu-link menu-category-label" onClick={item.collapsible ? toggle : undefined} aria-expanded={item.collapsible ? open : undefined} aria-controls={listId}>
            {item.label}
          </button>
        )}
        {item.collapsible && item.href ? (
          <button type="button" className="menu-caret" aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`} aria-expanded={open} aria-controls={listId} onClick={toggle} />
        ) : item.collapsible ? (
          <span className="menu-caret" aria-hidden="true" onClick={toggle} />
        ) : null}
      </div>
      <div id={listId} className="menu-category-items" hidden={!open}>
        {open && item.items.length ? <Items items={item.items} depth={depth + 1} /> : null}
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
    <Ctx.Provider value={{ active, loadFull }}>
      <nav className="sidebar-menu" aria-label="Docs sidebar">
        <Items items={tree} depth={0} />
      </nav>
    </Ctx.Provider>
  );
}
