'use client';
/**
 * theme-classic's navbar links and dropdowns in its markup (NavbarItem/NavbarNavLink,
 * DefaultNavbarItem, HtmlNavbarItem, DropdownNavbarItem/Desktop and /Mobile), for the room's ports
 * that draw one (./DocsVersionDropdownNavbarItem.tsx): a site's CSS for `.dropdown`, `.navbar__link`,
 * `.dropdown__link` or `.menu__link` styles them as under Docusaurus.
 */
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import Link from './Link';
import useBaseUrl from './useBaseUrl';
import isInternalUrl from './isInternalUrl';
import { ExternalLink as IconExternalLink } from './Icons';
import { Collapsible, isRegexpStringMatch, useCollapsible } from './theme-common';
import { useLocalPathname } from './theme-common-internal';
import { isSamePath } from './same-path';
import { translate } from './Translate';

/** A navbar link item as a config or a theme component gives it. */
export interface NavbarLinkItem {
  type?: string;
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  value?: string;
  className?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  prependBaseUrlToHref?: boolean;
  isActive?: (match: unknown, location: { pathname: string }) => boolean;
  onClick?: (e: MouseEvent) => void;
  target?: string;
  rel?: string;
  /** A locale's entry: the language of the page it leads to. */
  lang?: string;
  /** false: `to` is the whole path, the base URL (and a locale's path) in it already. */
  autoAddBaseUrl?: boolean;
}

type LinkProps = NavbarLinkItem & {
  isDropdownLink?: boolean;
  activeClassName?: string;
  children?: ReactNode;
  role?: string;
  'aria-haspopup'?: boolean | 'true';
  'aria-expanded'?: boolean;
  onKeyDown?: (e: React.KeyboardEvent) => void;
};

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** NavbarNavLink: `to` a nav link of the site (current by its path, or `activeBasePath`/`activeBaseRegex`), `href` as written, an external one with its icon. */
export function NavbarNavLink({
  activeBasePath,
  activeBaseRegex,
  to,
  href,
  label,
  html,
  isDropdownLink,
  prependBaseUrlToHref,
  mobile: _m,
  children,
  ...rest
}: LinkProps & { mobile?: boolean }) {
  const toUrl = useBaseUrl(to ?? '');
  const activeBaseUrl = useBaseUrl(activeBasePath ?? '');
  const normalizedHref = useBaseUrl(href ?? '', { forcePrependBaseUrl: true });
  const external = Boolean(label && href && !isInternalUrl(href));
  const content = html
    ? { dangerouslySetInnerHTML: { __html: html } }
    : {
        children: (
          <>
            {children ?? label}
            {external && <IconExternalLink {...(isDropdownLink ? { width: 12, height: 12 } : {})} />}
          </>
        ),
      };
  if (href) return <Link href={prependBaseUrlToHref ? normalizedHref : href} {...rest} {...content} />;
  const byBase =
    activeBasePath || activeBaseRegex
      ? {
          isActive: (_match: unknown, location: { pathname: string }) =>
            activeBaseRegex ? isRegexpStringMatch(activeBaseRegex, location.pathname) : location.pathname.startsWith(activeBaseUrl),
        }
      : {};
  return <Link {...(to !== undefined ? { to: toUrl } : {})} isNavLink {...byBase} {...rest} {...content} />;
}

/** DefaultNavbarItem outside a dropdown: the navbar's link, or the mobile menu's entry. */
export function DefaultNavbarItem({ mobile, className, ...props }: LinkProps & { mobile?: boolean }) {
  if (mobile)
    return (
      <li className="menu__list-item">
        <NavbarNavLink className={cx('menu__link', className)} {...props} />
      </li>
    );
  return <NavbarNavLink className={cx('navbar__item navbar__link', className)} {...props} />;
}

const withoutType = ({ type: _type, ...link }: NavbarLinkItem) => link;

/** A dropdown's entry (NavbarItem with isDropdownItem): an HTML item, else a link. */
function DropdownEntry({
  item,
  mobile,
  activeClassName,
  onClick,
}: {
  item: NavbarLinkItem;
  mobile?: boolean;
  activeClassName: string;
  onClick?: (e: MouseEvent) => void;
}) {
  if (item.type === 'html') return <li className={cx(mobile && 'menu__list-item', item.className)} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
  const link = withoutType(item);
  if (mobile)
    return (
      <li className="menu__list-item">
        <NavbarNavLink activeClassName={activeClassName} {...link} onClick={item.onClick ?? onClick} className={cx('menu__link', item.className)} />
      </li>
    );
  return (
    <li>
      <NavbarNavLink activeClassName={activeClassName} {...link} className={cx('dropdown__link', item.className)} isDropdownLink />
    </li>
  );
}

interface DropdownProps extends NavbarLinkItem {
  /** The label as drawn, where it is more than text (the locale dropdown's icon and label). */
  children?: ReactNode;
  mobile?: boolean;
  items: NavbarLinkItem[];
  position?: 'left' | 'right';
}

/** DropdownNavbarItem: the desktop dropdown (opened by hover, or by Enter and Space on its link) or the mobile menu's collapsible entry. */
export function DropdownNavbarItem({ mobile, ...props }: DropdownProps) {
  return mobile ? <DropdownMobile {...props} /> : <DropdownDesktop {...props} />;
}

function DropdownDesktop({ items, position, className, onClick: _o, ...props }: Omit<DropdownProps, 'mobile'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);
  useEffect(() => {
    const outside = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setShow(false);
    };
    const events = ['mousedown', 'touchstart', 'focusin'];
    for (const name of events) document.addEventListener(name, outside);
    return () => events.forEach((name) => document.removeEventListener(name, outside));
  }, []);
  return (
    <div ref={ref} className={cx('navbar__item', 'dropdown', 'dropdown--hoverable', position === 'right' && 'dropdown--right', show && 'dropdown--show')}>
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={show}
        role="button"
        {...(props.to ? {} : { href: '#' })}
        className={cx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setShow(!show);
          }
        }}
      />
      <ul className="dropdown__menu">
        {items.map((item, i) => (
          <DropdownEntry key={i} item={item} activeClassName="dropdown__link--active" />
        ))}
      </ul>
    </div>
  );
}

/** Whether a mobile dropdown's entry is the page (DropdownNavbarItem/Mobile isItemActive). */
const itemActive = (item: NavbarLinkItem, here: string) =>
  isSamePath(item.to, here) || isRegexpStringMatch(item.activeBaseRegex, here) || Boolean(item.activeBasePath && here.startsWith(item.activeBasePath));

function DropdownMobile({ items, className, position: _p, onClick, ...props }: Omit<DropdownProps, 'mobile'>) {
  const here = useLocalPathname();
  const isActive = isSamePath(props.to, here);
  const active = isActive || items.some((item) => itemActive(item, here));
  const { collapsed, toggleCollapsed, setCollapsed } = useCollapsible({ initialState: () => !active });
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active, setCollapsed]);
  const href = props.to ? undefined : '#';
  return (
    <li className={cx('menu__list-item', collapsed && 'menu__list-item--collapsed')}>
      <div className={cx('menu__list-item-collapsible', isActive && 'menu__list-item-collapsible--active')}>
        <NavbarNavLink
          role="button"
          className={cx('menu__link menu__link--sublist', className)}
          {...(href ? { href } : {})}
          {...props}
          onClick={(e) => {
            if (href === '#') e.preventDefault();
            toggleCollapsed();
          }}
        />
        <button
          aria-label={
            collapsed
              ? translate({ id: 'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel', message: 'Expand the dropdown' })
              : translate({ id: 'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel', message: 'Collapse the dropdown' })
          }
          aria-expanded={!collapsed}
          type="button"
          className="clean-btn menu__caret"
          onClick={(e) => {
            e.preventDefault();
            toggleCollapsed();
          }}
        />
      </div>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        {items.map((item, i) => (
          <DropdownEntry key={i} item={item} mobile onClick={onClick} activeClassName="menu__link--active" />
        ))}
      </Collapsible>
    </li>
  );
}
