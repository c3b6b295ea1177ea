import type { AnchorHTMLAttributes } from 'react';
import { SmartLink, useSitePathname } from '@/components/api/navigation';
import { currentLocale } from '@/components/api/page-state';
import useBaseUrl from './useBaseUrl';
import { siteContext } from './site-context';
import { localizeAbsoluteLink, siteBase, NEW_TAB } from '@/lib/api/shared';

/** What react-router's NavLink reads, which Docusaurus' Link is where `isNavLink` is set. */
interface NavLinkProps {
  isNavLink?: boolean;
  activeClassName?: string;
  isActive?: (match: unknown, location: { pathname: string }) => boolean;
  exact?: boolean;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; autoAddBaseUrl?: boolean } & NavLinkProps;

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/**
 * A nav link's class and `aria-current`: with `activeClassName` and `aria-current="page"` where the page is the
 * link's path (or below it, unless `exact`), as react-router's NavLink marks it.
 */
function navLinkMarks(
  pathname: string,
  href: string | undefined,
  { isNavLink, activeClassName = 'active', isActive, exact }: NavLinkProps,
  className?: string,
): { className?: string; 'aria-current'?: 'page' } {
  if (!isNavLink || !href) return { className };
  const path = trimSlash(href.split(/[?#]/)[0]);
  const here = trimSlash(pathname);
  const match = here === path || (!exact && here.startsWith(`${path}/`)) ? { path, url: path, isExact: here === path } : null;
  const active = isActive ? isActive(match, { pathname }) : match !== null;
  return active ? { className: [className, activeClassName].filter(Boolean).join(' '), 'aria-current': 'page' } : { className };
}

const PATHNAME = 'pathname://';

/**
 * `@docusaurus/Link` for site components: `to` or `href`; a site path gets the baseUrl in front, as
 * Docusaurus' Link adds it: on a locale's page, the locale's (a page path, not a static file, which
 * the engine publishes once). `pathname:///x` is the path with the baseUrl and nothing else (no
 * locale): not a route, so it opens in a new tab unless the link names a target, as in Docusaurus.
 */
export default function Link({ to, href, autoAddBaseUrl = true, isNavLink, activeClassName, isActive, exact, ...rest }: LinkProps) {
  const pagePath = useSitePathname() ?? '/';
  const written = to ?? href;
  const pathname = written?.startsWith(PATHNAME) === true;
  const target = pathname ? written!.slice(PATHNAME.length) : written;
  const withBase = useBaseUrl(target ?? '');
  const sitePath = target !== undefined && autoAddBaseUrl && target.startsWith('/') && !target.startsWith('//');
  // Docusaurus' Link collects only internal URLs for its broken-links checker, and isInternalUrl is false
  // for pathname://, whatever target the link names (`target="_self"` keeps it in this tab): never checked.
  if (pathname) return <SmartLink href={sitePath ? withBase : target} {...(rest.target ? {} : NEW_TAB)} data-nobrokenlinkcheck="" {...rest} />;
  const locale = currentLocale();
  const localized = (sitePath && locale && localizeAbsoluteLink(withBase, { base: siteBase(siteContext), path: locale.path })) || withBase;
  const url = sitePath ? localized : target;
  const marks = navLinkMarks(pagePath, url, { isNavLink, activeClassName, isActive, exact }, rest.className);
  return <SmartLink href={url} {...rest} {...marks} />;
}
