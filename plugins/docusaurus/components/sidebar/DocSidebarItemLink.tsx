'use client';
import type { AnchorHTMLAttributes } from 'react';
import type { PropSidebarItem } from '@/plugins/docusaurus/shared/prop-sidebar';
import Link from '../Link';
import isInternalUrl from '../isInternalUrl';
import { ExternalLink } from '../Icons';
import { isActiveSidebarItem } from './sidebar-client';
import { useSidebarParts } from './sidebar-parts';
import { SidebarLabel } from './SidebarLabel';

type LinkItem = Extract<PropSidebarItem, { type: 'link' }>;

/** `@theme/DocSidebarItem/Link` (theme-classic), with the engine's classes beside Docusaurus'. */
export default function DocSidebarItemLink({
  item,
  onItemClick,
  activePath,
  level,
  index: _index,
  ...props
}: { item: LinkItem; activePath: string; level: number; index?: number; onItemClick?: (item: LinkItem) => void } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { href, label, className } = item;
  const active = isActiveSidebarItem(item, activePath);
  const internal = isInternalUrl(href);
  const { labels } = useSidebarParts();
  const classes = ['theme-doc-sidebar-item-link', `theme-doc-sidebar-item-link-level-${level}`, 'menu__list-item', className];
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <Link
        className={['menu__link', active && 'menu__link--active'].filter(Boolean).join(' ')}
        aria-current={active ? 'page' : undefined}
        href={href}
        {...(internal ? { onClick: onItemClick ? () => onItemClick(item) : undefined } : { target: '_blank', rel: 'noopener noreferrer' })}
        {...props}
      >
        <SidebarLabel label={label} className={labels?.linkLabel} />
        {!internal && <ExternalLink />}
      </Link>
    </li>
  );
}
