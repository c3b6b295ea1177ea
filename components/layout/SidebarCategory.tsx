'use client';
import Link from 'next/link';
import { useId, useState, type ReactNode } from 'react';

/**
 * A collapsible sidebar category. The label links to the category's page when it has one; the
 * chevron button toggles the list. Navigating into the category expands it again.
 */
export function SidebarCategory(props: {
  label: string;
  href?: string;
  active: boolean;
  collapsible: boolean;
  initiallyCollapsed: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { label, href, active, collapsible, initiallyCollapsed, className, children } = props;
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const listId = useId();
  // A new page inside this category (client navigation) re-expands it.
  const [wasCollapsed, setWasCollapsed] = useState(initiallyCollapsed);
  if (wasCollapsed !== initiallyCollapsed) {
    setWasCollapsed(initiallyCollapsed);
    if (!initiallyCollapsed) setCollapsed(false);
  }
  const toggle = () => setCollapsed((c) => !c);
  return (
    <li className={`menu-item menu-category${collapsed ? ' collapsed' : ''}${className ? ` ${className}` : ''}`}>
      <div className="menu-category-row">
        {href ? (
          <Link className={`menu-link${active ? ' menu-link-active' : ''}`} href={href} aria-current={active ? 'page' : undefined} prefetch={false} onClick={() => collapsible && collapsed && setCollapsed(false)}>
            {label}
          </Link>
        ) : (
          <button type="button" className="menu-link menu-category-label" onClick={collapsible ? toggle : undefined} aria-expanded={collapsible ? !collapsed : undefined} aria-controls={listId}>
            {label}
          </button>
        )}
        {collapsible && href ? (
          <button type="button" className="menu-caret" aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${label}'`} aria-expanded={!collapsed} aria-controls={listId} onClick={toggle} />
        ) : collapsible ? (
          <span className="menu-caret" aria-hidden="true" onClick={toggle} />
        ) : null}
      </div>
      <div id={listId} className="menu-category-items" hidden={collapsed}>
        {children}
      </div>
    </li>
  );
}
