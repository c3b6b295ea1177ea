'use client';

/** `@theme/DocSidebarItem/Html` (theme-classic): an entry of the author's own markup. */
export default function DocSidebarItemHtml({ item, level }: { item: { value?: string; defaultStyle?: boolean; className?: string }; level: number }) {
  const className = [
    'theme-doc-sidebar-item-link',
    `theme-doc-sidebar-item-link-level-${level}`,
    item.defaultStyle && 'menuHtmlItem menu__list-item',
    item.className,
  ]
    .filter(Boolean)
    .join(' ');
  return <li className={className} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
}
