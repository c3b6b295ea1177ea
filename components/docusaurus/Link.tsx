import type { AnchorHTMLAttributes } from 'react';
import { SmartLink } from '@/components/layout/SmartLink';
import useBaseUrl from './useBaseUrl';
import { currentLocale } from './locale-messages';
import { siteContext } from './site-context';
import { localizeAbsoluteLink } from '@/lib/shared/locale-paths';
import { siteBase } from '@/lib/shared/site-paths';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; autoAddBaseUrl?: boolean; isNavLink?: boolean };

/**
 * `@docusaurus/Link` for site components: `to` or `href`; a site path gets the baseUrl in front, as
 * Docusaurus' Link adds it: on a locale's page, the locale's (a page path, not a static file, which
 * the engine publishes once).
 */
export default function Link({ to, href, autoAddBaseUrl = true, isNavLink: _isNavLink, ...rest }: LinkProps) {
  const target = to ?? href;
  const withBase = useBaseUrl(target ?? '');
  const sitePath = target !== undefined && autoAddBaseUrl && target.startsWith('/') && !target.startsWith('//');
  const locale = currentLocale();
  const localized = (sitePath && locale && localizeAbsoluteLink(withBase, { base: siteBase(siteContext), path: locale.path })) || withBase;
  return <SmartLink href={sitePath ? localized : target} {...rest} />;
}
