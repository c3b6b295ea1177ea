import { SmartLink as Link } from '@/components/layout/SmartLink';
import type { NavbarItem, SiteConfig } from '@/lib/config/site-config';
import type { VersionLink } from '@/lib/content/routes';
import { MobileMenuButton } from './MobileMenu';
import { VersionDropdown } from './VersionDropdown';
import { Icon } from './Icon';
import { SearchButton } from '@/components/search/SearchButton';
import type { SearchConfig } from '@/lib/search/types';

export interface NavContext {
  /** Active doc set id, if the page belongs to one. */
  set?: string;
  versionLinks: VersionLink[];
  /** docSidebar item target per set: the stable version's first page. */
  sidebarHrefs: Record<string, string>;
  search: { scope: string; placeholder: string; config: SearchConfig };
}

function NavItem({ item, ctx, mobile }: { item: NavbarItem; ctx: NavContext; mobile?: boolean }) {
  switch (item.type) {
    case 'docSidebar': {
      const active = ctx.set === item.set;
      return (
        <Link className={`nav-link${active ? ' nav-link-active' : ''}`} href={ctx.sidebarHrefs[item.set]} aria-current={active ? 'true' : undefined}>
          {item.label}
        </Link>
      );
    }
    case 'link':
      return (
        <a className={`nav-link${item.icon ? ' nav-icon-link' : ''}`} href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.icon ? item.label : undefined}>
          {item.icon && !mobile ? <Icon name={item.icon} /> : item.label}
          {item.icon && !mobile ? null : <Icon name="external" />}
        </a>
      );
    case 'docsVersionDropdown': {
      if (ctx.set !== item.set || !ctx.versionLinks.length) return null;
      const links = item.versions ? ctx.versionLinks.filter((l) => item.versions!.includes(l.name)) : ctx.versionLinks;
      return <VersionDropdown links={links} />;
    }
    case 'search':
      return mobile ? null : <SearchButton scope={ctx.search.scope} placeholder={ctx.search.placeholder} config={ctx.search.config} />;
  }
}

/** Items split like Docusaurus: doc sets and links on the left, versions/search/icons on the right. */
export function Navbar({ config, ctx }: { config: SiteConfig; ctx: NavContext }) {
  const items = config.navbar.items;
  const left = items.filter((i) => i.type === 'docSidebar' || (i.type === 'link' && !i.icon));
  const right = items.filter((i) => !left.includes(i));
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <MobileMenuButton />
        <Link className="navbar-brand" href={config.navbar.logo.href}>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={config.navbar.logo.src} alt={config.navbar.logo.alt} width={120} height={28} />
          <span className="navbar-brand-suffix">docs</span>
        </Link>
        <ul className="navbar-items navbar-left">
          {left.map((item, i) => (
            <li key={i}>
              <NavItem item={item} ctx={ctx} />
            </li>
          ))}
        </ul>
        <ul className="navbar-items navbar-right">
          {right.map((item, i) => (
            <li key={i} className={item.type === 'link' ? 'desktop-only' : item.type === 'search' ? 'navbar-search' : undefined}>
              <NavItem item={item} ctx={ctx} />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** The same navbar links for the mobile drawer (rendered inside the sidebar panel). */
export function MobileNavLinks({ config, ctx }: { config: SiteConfig; ctx: NavContext }) {
  return (
    <nav className="mobile-nav" aria-label="Site">
      <ul>
        {config.navbar.items
          .filter((i) => i.type === 'docSidebar' || i.type === 'link' || i.type === 'docsVersionDropdown')
          .map((item, i) => {
            const node = NavItem({ item, ctx, mobile: true });
            return node ? <li key={i}>{node}</li> : null;
          })}
      </ul>
    </nav>
  );
}
