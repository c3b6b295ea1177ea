'use client';
import { useEffect, useMemo, type MouseEvent } from 'react';
import type { PropSidebarItem } from '@/plugins/docusaurus/shared/prop-sidebar';
import { caretLabel } from '@/lib/api/shared';
import { Collapsible, useCollapsible, usePrevious, useThemeConfig } from '../theme-common';
import { isSamePath } from '../same-path';
import Link from '../Link';
import useIsBrowser from '../useIsBrowser';
import { findFirstSidebarItemLink, isActiveSidebarItem, useDocSidebarItemsExpandedState, useVisibleSidebarItems } from './sidebar-client';
import EngineDocSidebarItemLink from './DocSidebarItemLink';
import { SidebarPart, useSidebarParts } from './sidebar-parts';
import { SidebarLabel } from './SidebarLabel';

type Category = Extract<PropSidebarItem, { type: 'category' }>;

interface Props {
  item: Category;
  activePath: string;
  level: number;
  index: number;
  tabIndex?: number;
  onItemClick?: (item: PropSidebarItem) => void;
}

/**
 * `@theme/DocSidebarItem/Category` (theme-classic): a category with no entry to show is its link
 * (or nothing); otherwise a collapsible list whose label links to the category's page. The engine's
 * classes sit beside Docusaurus'; the state is React's, as in Docusaurus.
 */
export default function DocSidebarItemCategory(props: Props) {
  const visible = useVisibleSidebarItems(props.item.items, props.activePath);
  if (visible.length) return <CollapsibleCategory {...props} />;
  const { href, label, className } = props.item;
  if (typeof href !== 'string') return null;
  return (
    <SidebarPart
      part="DocSidebarItem/Link"
      engine={EngineDocSidebarItemLink}
      props={{ ...props, item: { type: 'link', label, href, ...(className ? { className } : {}) } }}
    />
  );
}

function CollapsibleCategory({ item, onItemClick, activePath, level, index, ...props }: Props) {
  const { items, label, collapsible, className, href } = item;
  const autoCollapse = useThemeConfig().docs.sidebar.autoCollapseCategories;
  const isBrowser = useIsBrowser();
  // Without a link of its own, the label links to the first entry until the page hydrates (Docusaurus' SSR fallback).
  const fallbackHref = useMemo(
    () => (item.href && !item.linkUnlisted ? item.href : isBrowser || !collapsible ? undefined : findFirstSidebarItemLink(item)),
    [item, isBrowser, collapsible],
  );
  const active = isActiveSidebarItem(item, activePath);
  const current = isSamePath(href, activePath);
  const { labels } = useSidebarParts();
  const { collapsed, setCollapsed } = useCollapsible({ initialState: () => (collapsible ? (active ? false : item.collapsed) : false) });
  const { expandedItem, setExpandedItem } = useDocSidebarItemsExpandedState();
  const update = (toCollapsed = !collapsed) => {
    setExpandedItem(toCollapsed ? null : index);
    setCollapsed(toCollapsed);
  };
  // A category that becomes active, or stays active on another of its pages, opens (useAutoExpandActiveCategory).
  const wasActive = usePrevious(active);
  const previousPath = usePrevious(activePath);
  useEffect(() => {
    if (active && (!wasActive || activePath !== previousPath) && collapsed) update(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, wasActive, collapsed, activePath, previousPath]);
  useEffect(() => {
    if (collapsible && expandedItem != null && expandedItem !== index && autoCollapse) setCollapsed(true);
  }, [collapsible, expandedItem, index, setCollapsed, autoCollapse]);
  const onClick = (e: MouseEvent) => {
    onItemClick?.(item);
    if (!collapsible) return;
    if (href && !current) return update(false);
    e.preventDefault();
    update();
  };
  const classes = [
    'theme-doc-sidebar-item-category',
    `theme-doc-sidebar-item-category-level-${level}`,
    'menu__list-item',
    collapsed && 'menu__list-item--collapsed',
    className,
  ];
  const linkClasses = [
    labels?.categoryLabelLead,
    'menu__link',
    collapsible && 'menu__link--sublist',
    !href && collapsible && 'menu__link--sublist-caret',
    active && 'menu__link--active',
  ];
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <div className={['menu__list-item-collapsible', current && 'menu__list-item-collapsible--active'].filter(Boolean).join(' ')}>
        <Link
          className={linkClasses.filter(Boolean).join(' ')}
          onClick={onClick}
          aria-current={current ? 'page' : undefined}
          role={collapsible && !href ? 'button' : undefined}
          aria-expanded={collapsible && !href ? !collapsed : undefined}
          href={collapsible ? (fallbackHref ?? '#') : fallbackHref}
          {...props}
        >
          <SidebarLabel label={label} className={labels?.categoryLabel} />
        </Link>
        {href && collapsible && (
          <button
            type="button"
            className="clean-btn menu__caret"
            aria-label={caretLabel(!collapsed, label)}
            aria-expanded={!collapsed}
            onClick={(e) => {
              e.preventDefault();
              update();
            }}
          />
        )}
      </div>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        <SidebarPart part="DocSidebarItems" props={{ items, tabIndex: collapsed ? -1 : 0, onItemClick, activePath, level: level + 1 }} />
      </Collapsible>
    </li>
  );
}
