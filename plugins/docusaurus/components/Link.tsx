import type { AnchorHTMLAttributes } from 'react';
import { SmartLink } from '@/components/api/navigation';
import { currentLocale } from '@/components/api/page-state';
import useBaseUrl from './useBaseUrl';
import { siteContext } from './site-context';
import { localizeAbsoluteLink, siteBase, NEW_TAB } from '@/lib/api/shared';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; autoAddBaseUrl?: boolean; isNavLink?: boolean };

const PATHNAME = 'pathname://';

/**
 * `@docusaurus/Link` for site components: `to` or `href`; a site path gets the baseUrl in front, as
 * Docusaurus' Link adds it: on a locale's page, the locale's (a page path, not a static file, which
 * the engine publishes once). `pathname:///x` is the path with the baseUrl and nothing else (no
 * locale): not a route, so it opens in a new tab unless the link names a target, as in Docusaurus.
 */
export default function Link({ to, href, autoAddBaseUrl = true, isNavLink: _isNavLink, ...rest }: LinkProps) {
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
  return <SmartLink href={sitePath ? localized : target} {...rest} />;
}
