import { cloneElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import { SmartLink as Link } from '@/components/layout/SmartLink';
import type { NavbarDropdownEntry, NavbarItem, NavbarLinkItem, SiteConfig } from '@/lib/config/site-config';
import type { VersionLink } from '@/lib/content/routes';
import { docItemKey, type DocItemTarget, type VersionMenu } from '@/lib/content/navbar-doc-items';
import { MobileMenuButton } from './MobileMenu';
import { VersionDropdown } from './VersionDropdown';
import type { LocaleNav } from '@/lib/content/locale-nav';
import type { LocaleDropdownLink } from '@/lib/shared/locale-link';
import { Icon } from './Icon';
import { SearchButton } from '@/components/search/SearchButton';
import { WrappedPart } from '@/components/layout/WrappedPart';
import type { SearchConfig } from '@/lib/search/types';
import { ColorModeToggle } from './ColorModeToggle';
import { NavbarLogo } from './NavbarLogo';
import type { OtherSet } from '@/lib/search/cross-set';
import { pathnameLinkUrl } from '@/lib/shared/html';
import { siteBase } from '@/lib/shared/site-paths';
import { layerOnly, themed, type ThemeClassNames } from '@/lib/shared/theme-classes';
import { siteThemeClasses } from '@/components/site';

export interface NavContext {
  /** Active doc set id, if the page belongs to one. */
  set?: string;
  versionLinks: VersionLink[];
  /** Where each `docSidebar`, `doc` and `docsVersion` item leads on this page, and whether it is the page's own (lib/content/navbar-doc-items.ts docItemKey). */
  docTargets: Record<string, DocItemTarget>;
  /** The menus of `everyPage` version dropdowns the page's own version links do not give, by set. */
  versionMenus?: Record<string, VersionMenu>;
  search: {
    scope: string;
    scopeLabel: string;
    otherSets: OtherSet[];
    placeholder: string;
    config: SearchConfig;
    /** The search box is the theme layer's own alone, in the `search-box` place (site.config search.layerOnly). */
    layerOnly?: boolean;
  };
  /** The site's locales, for a `localeDropdown` item. */
  locales?: LocaleNav;
  /** The locale dropdown's entries for this page, where its URL is known (lib/content/nav-context.ts): drawn on the server. */
  localeLinks?: LocaleDropdownLink[];
  /** The hrefs of the links this page marks as its own (lib/content/navbar-active.ts), where it has any. */
  activeHrefs?: string[];
}

/** What every navbar item is given: the site's base URL, and its theme layer's class names. */
interface ItemContext {
  base: string;
  theme?: ThemeClassNames;
  /** The page's own links (NavContext.activeHrefs). */
  activeHrefs?: string[];
  /** Items drawn in the phone's drawer: their links are `mobile-nav-link`s, which a layer may dress apart from the bar's. */
  drawer?: boolean;
  /** The locale dropdown of a page whose URL is the reader's address alone (the not-found page): it reads the address. */
  localeMenu?: LocaleMenu;
  /** The bar's groups are the layer's `div`s, its items their children (ThemeClassNames.navbarGroups). */
  flat?: boolean;
}

/** A locale dropdown drawn in the browser (components/layout/LocaleDropdown.tsx), for NavItem's `localeMenu`. */
export type LocaleMenu = ComponentType<{ nav: LocaleNav }>;

/** A dropdown's label: in the bar, the engine's link look (the layer's class only when active); in the drawer, a drawer link. */
function dropdownLabelClasses(at: ItemContext, active: boolean): string {
  if (at.drawer) return themed(at.theme, ...linkClasses(at, active));
  return `nav-item-link${active ? ` ${themed(at.theme, 'nav-item-link-active')}` : ''}`;
}

/** An active navbar link's `aria-current`: the engine's, or the layer's (ThemeClassNames.navCurrent). */
const current = (at: ItemContext) => at.theme?.navCurrent ?? 'true';

/** A link's classes, then the item's own (its config's className), as the site wrote it. */
const withOwnClass = (classes: string, own: string | undefined) => (own ? `${classes} ${own}` : classes);

/** A navbar link's engine classes: the bar's, or the drawer's. */
function linkClasses(at: ItemContext, active: boolean): [string, string | false] {
  return at.drawer ? ['mobile-nav-link', active && 'mobile-nav-link-active'] : ['nav-item-link', active && 'nav-item-link-active'];
}

/** `active`: whether it is the page's own, where the navbar's current links do not say (a dropdown's entry into a doc set). */
function NavLink({ item, mobile, at, active: own }: { item: NavbarLinkItem; mobile?: boolean; at: ItemContext; active?: boolean }) {
  const { base } = at;
  // Site paths stay in the tab; other sites open in a new one, marked with the external icon, and so
  // does a pathname:// link (Docusaurus' Link: not internal), as its path under the base URL.
  const external = /^\w+:/.test(item.href);
  const active = own ?? at.activeHrefs?.includes(item.href) === true;
  // (An item written as HTML is that HTML alone, as theme-classic's NavbarNavLink draws it.)
  if (item.html !== undefined)
    return (
      <a
        className={withOwnClass(themed(at.theme, ...linkClasses(at, active)), item.className)}
        {...(active ? { 'aria-current': current(at) } : {})}
        href={linkHref(item.href, base)}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        dangerouslySetInnerHTML={{ __html: item.html }}
      />
    );
  return (
    <a
      className={withOwnClass(themed(at.theme, ...linkClasses(at, active), item.icon && 'nav-icon-link'), item.className)}
      {...(active ? { 'aria-current': current(at) } : {})}
      href={linkHref(item.href, base)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      aria-label={(item.icon && !mobile) || item.hideLabel ? item.label : undefined}
    >
      {/* (A link the site's config gives no label shows what its class draws, in the drawer too, and no
          external mark, as in Docusaurus.) */}
      {item.icon && !mobile ? <Icon name={item.icon} /> : item.hideLabel ? null : item.label}
      {(item.icon && !mobile) || item.hideLabel ? null : external && item.externalMark !== false ? (
        <WrappedPart place="external-link-icon" layerOriginal>
          <Icon name="external" />
        </WrappedPart>
      ) : null}
    </a>
  );
}

/** A dropdown's entry as the link it draws: a link as it is; an entry into a doc set where it leads on this page (none: it is not drawn). */
function entryLink(entry: NavbarDropdownEntry, ctx: NavContext, at: ItemContext): (NavbarLinkItem & { active: boolean }) | undefined {
  if (entry.type === 'link') return { ...entry, active: at.activeHrefs?.includes(entry.href) === true };
  const target = ctx.docTargets[docItemKey(entry)];
  return target && { type: 'link', label: entry.label, href: target.href, ...(entry.html !== undefined ? { html: entry.html } : {}), active: target.active };
}

/** A navbar link's URL: a pathname:// one as its path under the base URL. */
const linkHref = (href: string, base: string) => (href.startsWith('pathname://') ? pathnameLinkUrl(href, base) : href);

/**
 * A dropdown of the bar (a config's dropdown, the versions, the locales): a theme layer's own where it
 * has one (its markup and behaviour, handed the entries), else the engine's; in the drawer, the engine's.
 */
function LayerDropdown({ at, props, children }: { at: ItemContext; props: Record<string, unknown>; children: ReactNode }) {
  // (In the drawer the layer's dropdown is a whole entry of the drawer's list: the engine's its list item.)
  if (at.drawer)
    return (
      <WrappedPart place="navbar-dropdown" props={{ ...props, mobile: true }} layerOriginal>
        <li {...layerOnly(at.theme, 'mobile-nav-item')}>{children}</li>
      </WrappedPart>
    );
  return (
    <WrappedPart place="navbar-dropdown" props={props} layerOriginal>
      {children}
    </WrappedPart>
  );
}

/**
 * A set's version menu: on its set's pages the same page in each version; an `everyPage` menu also
 * elsewhere, labelled with the stable version and leading to each version's main doc, and a plain
 * link where it would list one entry (theme-classic's DocsVersionDropdownNavbarItem).
 */
function VersionItem({ item, ctx, at }: { item: Extract<NavbarItem, { type: 'docsVersionDropdown' }>; ctx: NavContext; at: ItemContext }) {
  const own = ctx.set === item.set && ctx.versionLinks.length ? ctx.versionLinks : undefined;
  const menu = item.everyPage && !own ? ctx.versionMenus?.[item.set] : undefined;
  const versionLinks = own ?? menu?.links;
  if (!versionLinks?.length) return null;
  // (The config's versions in its order, with its labels.)
  const listed = item.versions ? item.versions.flatMap((name) => versionLinks.filter((l) => l.name === name)) : versionLinks;
  const links = listed.map((l) => (item.versionLabels?.[l.name] ? { ...l, label: item.versionLabels[l.name] } : l));
  // The config's extra links before and after the versions (a pathname:// one as its path under the base URL).
  const extra = (list: NavbarLinkItem[] | undefined, where: string) =>
    (list ?? []).map((l, i) => ({
      name: `${where}-${i}`,
      label: l.label,
      href: l.href.startsWith('pathname://') ? pathnameLinkUrl(l.href, at.base) : l.href,
      active: false,
      newTab: l.href.startsWith('pathname://'),
    }));
  const all = [...extra(item.itemsBefore, 'before'), ...links, ...extra(item.itemsAfter, 'after')];
  const shown = links.find((l) => l.active) ?? links.find((l) => l.name === menu?.shown) ?? links[0];
  if (item.everyPage && all.length <= 1 && shown) {
    const active = shown.active && !item.activeClassDisabled;
    return (
      <Link
        className={withOwnClass(themed(at.theme, ...linkClasses(at, active)), item.className)}
        href={shown.href}
        aria-current={active ? current(at) : undefined}
      >
        {shown.label}
      </Link>
    );
  }
  return (
    <LayerDropdown
      at={at}
      props={{
        label: shown?.label,
        to: shown?.href,
        items: all,
        versions: true,
        position: sideOf(item),
        className: item.className,
        activeClassDisabled: item.activeClassDisabled,
      }}
    >
      {/* (Labelled by its entry the page's own where it has one: handed the label only elsewhere.) */}
      <VersionDropdown links={all} {...(shown && !shown.active ? { label: shown.label } : {})} />
    </LayerDropdown>
  );
}

function NavItem({ item, ctx, mobile, at }: { item: NavbarItem; ctx: NavContext; mobile?: boolean; at: ItemContext }) {
  const { base } = at;
  switch (item.type) {
    case 'docSidebar':
    case 'doc':
    case 'docsVersion': {
      const target = ctx.docTargets[docItemKey(item)];
      if (!target) return null;
      const label = item.type === 'docsVersion' ? (item.label ?? target.label) : item.label;
      const className = item.type === 'docsVersion' ? item.className : undefined;
      // (An item written as HTML is that HTML alone.)
      const html = item.type !== 'docsVersion' ? item.html : undefined;
      return (
        <Link
          className={withOwnClass(themed(at.theme, ...linkClasses(at, target.active)), className)}
          href={target.href}
          aria-current={target.active ? current(at) : undefined}
          {...(html !== undefined ? { dangerouslySetInnerHTML: { __html: html } } : { children: label })}
        />
      );
    }
    case 'link':
      return <NavLink item={item} mobile={mobile} at={at} />;
    case 'dropdown': {
      const links = item.items.flatMap((entry) => entryLink(entry, ctx, at) ?? []);
      // <details> opens and closes without JavaScript and is keyboard-operable as it is.
      const menu = (
        <details className={`nav-dropdown${item.className ? ` ${item.className}` : ''}`}>
          <summary
            className={dropdownLabelClasses(
              at,
              links.some((l) => l.active),
            )}
          >
            {item.label}
          </summary>
          <ul className="nav-dropdown-menu">
            {links.map(({ active, ...link }, i) => (
              <li key={i}>
                <NavLink item={link} mobile at={at} active={active} />
              </li>
            ))}
          </ul>
        </details>
      );
      const entries = links.map((l) => ({ label: l.label, href: linkHref(l.href, base), active: l.active, ...(l.html !== undefined ? { html: l.html } : {}) }));
      return (
        <LayerDropdown at={at} props={{ label: item.label, items: entries, position: sideOf(item), className: item.className }}>
          {menu}
        </LayerDropdown>
      );
    }
    case 'docsVersionDropdown':
      // (Called, not rendered: the drawer tells a dropdown from a link by the element it returns.)
      return VersionItem({ item, ctx, at });
    case 'localeDropdown': {
      if (!ctx.locales) return null;
      const Menu = at.localeMenu;
      // Docusaurus' dropdown swaps the locale in the path and leaves the link out of its broken-links check
      // (a `pathname://` link): a page whose translation has another slug has no page there.
      const menu = ctx.localeLinks ? <VersionDropdown links={ctx.localeLinks} menuLabel="Languages" unchecked /> : Menu ? <Menu nav={ctx.locales} /> : null;
      return (
        <LayerDropdown at={at} props={{ ...(ctx.localeLinks ? { localeLinks: ctx.localeLinks } : { locales: ctx.locales }), position: sideOf(item) }}>
          {menu}
        </LayerDropdown>
      );
    }
    case 'html':
      // The site's own markup, from its config (Docusaurus' HtmlNavbarItem sets it as innerHTML too).
      // (The layer's classes in the bar only, its navbar item, which leaves the bar on phones; in the drawer it is an
      // entry of the drawer's list, as theme-classic's HtmlNavbarItem draws it `mobile`.)
      return (
        <div
          className={at.drawer ? withOwnClass('navbar-html', item.className) : themed(at.theme, 'navbar-html', item.className)}
          dangerouslySetInnerHTML={{ __html: item.value }}
        />
      );
    case 'search':
      return mobile ? null : <NavSearch ctx={ctx} />;
  }
}

/** The navbar's search box: the engine's, in the `search-box` place a theme layer may draw in; only the layer's own under search.layerOnly. */
export function NavSearch({ ctx }: { ctx: NavContext }) {
  if (ctx.search.layerOnly) return <WrappedPart place="search-box">{null}</WrappedPart>;
  return (
    <WrappedPart place="search-box">
      <SearchButton
        scope={ctx.search.scope}
        scopeLabel={ctx.search.scopeLabel}
        otherSets={ctx.search.otherSets}
        placeholder={ctx.search.placeholder}
        config={ctx.search.config}
      />
    </WrappedPart>
  );
}

const IN_DRAWER_ON_PHONES = new Set<NavbarItem['type']>(['link', 'dropdown', 'localeDropdown', 'html']);

/** Docusaurus' default sides: doc sets, text links and HTML left; versions, search and icons right. */
function sideOf(item: NavbarItem): 'left' | 'right' {
  if (item.position) return item.position;
  return item.type === 'docSidebar' || item.type === 'doc' || item.type === 'dropdown' || item.type === 'html' || (item.type === 'link' && !item.icon)
    ? 'left'
    : 'right';
}

const isLastSearch = (item: NavbarItem) => item.type === 'search' && !!item.afterColorMode;

/** A group of the bar's items: the engine's list, or the layer's `div` (ThemeClassNames.navbarGroups). */
function ItemGroup({ flat, className, children }: { flat?: boolean; className: string; children: ReactNode }) {
  return flat ? <div className={className}>{children}</div> : <ul className={className}>{children}</ul>;
}

/**
 * An item of a group: in its list item (`li`: the list item's props); in a layer's group the item
 * itself, or where it needs a box of its own (the search box's container, `box`), in a `div`.
 */
function GroupEntry({ flat, li, box, children }: { flat?: boolean; li?: { className?: string }; box?: string; children: ReactNode }) {
  if (!flat) return <li {...li}>{children}</li>;
  return box ? <div className={box}>{children}</div> : <>{children}</>;
}

/** An item of the bar's right side, in its list item. */
function RightItem({ item, ctx, at }: { item: NavbarItem; ctx: NavContext; at: ItemContext }) {
  // Links and menus move into the drawer on phones (MobileNavLinks), as in Docusaurus.
  return (
    <GroupEntry
      flat={at.flat}
      li={{ className: IN_DRAWER_ON_PHONES.has(item.type) ? 'desktop-only' : item.type === 'search' ? 'navbar-search' : undefined }}
      box={item.type === 'search' ? 'navbar-search' : undefined}
    >
      <NavItem item={item} ctx={ctx} at={at} />
    </GroupEntry>
  );
}

/**
 * Whether the phone drawer has anything to show: the page's sidebar, or a navbar item (one the config
 * names: a search box placed after the colour-mode switch for want of an item is not). With neither,
 * the bar has no menu button, as theme-classic's has none (its mobile sidebar is disabled).
 */
export const drawerHasContent = (config: SiteConfig, hasSidebar: boolean): boolean =>
  hasSidebar || config.navbar.items.some((i) => !(i.type === 'search' && i.afterColorMode));

export function Navbar({ config, ctx, localeMenu, menu = true }: { config: SiteConfig; ctx: NavContext; localeMenu?: LocaleMenu; menu?: boolean }) {
  const items = config.navbar.items;
  const left = items.filter((i) => sideOf(i) === 'left');
  const right = items.filter((i) => sideOf(i) === 'right');
  const last = right.filter(isLastSearch);
  const { logo, title } = config.navbar;
  const logoSrc = config.colorMode.default === 'dark' && logo.srcDark ? logo.srcDark : logo.src;
  const theme = siteThemeClasses(config);
  const flat = theme?.navbarGroups === 'div';
  const at = { base: siteBase(config), theme, activeHrefs: ctx.activeHrefs, localeMenu, flat };
  return (
    <header
      className={themed(theme, 'navbar', config.navbar.style && `navbar-${config.navbar.style}`)}
      data-hide-on-scroll={config.navbar.hideOnScroll ? '' : undefined}
    >
      <nav className={themed(theme, 'navbar-inner')} aria-label="Main">
        {/* A theme layer's own hamburger in its place (its icon), else the engine's; either opens the drawer. */}
        {menu ? (
          <WrappedPart place="phone-menu-toggle" layerOriginal>
            <MobileMenuButton />
          </WrappedPart>
        ) : null}
        <Link className={themed(theme, 'navbar-logo')} href={logo.href}>
          {/* A site without a logo shows its title in words. */}
          {logoSrc ? <NavbarLogo logo={config.colorMode.switch ? logo : { ...logo, src: logoSrc }} canSwitch={config.colorMode.switch} theme={theme} /> : null}
          {title || !logoSrc ? <span className={themed(theme, 'navbar-brand-suffix')}>{title || logo.alt}</span> : null}
        </Link>
        <ItemGroup flat={flat} className={themed(theme, 'navbar-items navbar-left')}>
          {left.map((item, i) => (
            <GroupEntry key={i} flat={flat} box={item.type === 'search' ? 'navbar-search' : undefined}>
              <NavItem item={item} ctx={ctx} at={at} />
            </GroupEntry>
          ))}
        </ItemGroup>
        {/* The left items that do not fit the bar's width: components/behaviour/NavbarOverflow copies them in. */}
        <details className="nav-dropdown navbar-more" hidden>
          <summary className="nav-item-link">More</summary>
          <ul className="nav-dropdown-menu" />
        </details>
        <ItemGroup flat={flat} className={themed(theme, 'navbar-items navbar-right')}>
          {right
            .filter((item) => !last.includes(item))
            .map((item, i) => (
              <RightItem key={i} item={item} ctx={ctx} at={at} />
            ))}
          {config.colorMode.switch ? (
            <GroupEntry flat={flat} li={{ className: 'color-mode-item' }}>
              {/* A theme layer's own switch in its place (its icons and choices), else the engine's; in a layer's
                  group the switch itself carries the item's class (and the layer's, theme-classic's Navbar/Content's). */}
              <WrappedPart place="colour-mode-toggle" props={flat ? { className: themed(theme, 'color-mode-item') } : undefined} layerOriginal>
                <ColorModeToggle className={themed(theme, 'color-mode-toggle', flat && 'color-mode-item')} />
              </WrappedPart>
            </GroupEntry>
          ) : null}
          {last.map((item, i) => (
            <RightItem key={`last-${i}`} item={item} ctx={ctx} at={at} />
          ))}
        </ItemGroup>
      </nav>
    </header>
  );
}

/** The same navbar links for the mobile drawer (rendered inside the sidebar panel). */
export function MobileNavLinks({ config, ctx, localeMenu }: { config: SiteConfig; ctx: NavContext; localeMenu?: LocaleMenu }) {
  const theme = siteThemeClasses(config);
  const at = { base: siteBase(config), theme, activeHrefs: ctx.activeHrefs, drawer: true, localeMenu };
  return (
    <nav className="mobile-nav" aria-label="Site">
      <ul {...layerOnly(theme, 'mobile-nav-list')}>
        {config.navbar.items
          .filter((i) => i.type !== 'search')
          .map((item, i) => {
            const node = NavItem({ item, ctx, mobile: true, at });
            // (A dropdown is the drawer's entry whole: its own list item, or the layer's.)
            if (isValidElement(node) && node.type === LayerDropdown) return cloneElement(node, { key: i });
            return node ? (
              <li key={i} {...layerOnly(theme, 'mobile-nav-item')}>
                {node}
              </li>
            ) : null;
          })}
      </ul>
    </nav>
  );
}
