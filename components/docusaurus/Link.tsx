import type { AnchorHTMLAttributes } from 'react';
import { SmartLink } from '@/components/layout/SmartLink';
import useBaseUrl from './useBaseUrl';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; autoAddBaseUrl?: boolean; isNavLink?: boolean };

/** `@docusaurus/Link` for site components: `to` or `href`; a site path gets the baseUrl in front, as Docusaurus' Link adds it. */
export default function Link({ to, href, autoAddBaseUrl = true, isNavLink: _isNavLink, ...rest }: LinkProps) {
  const target = to ?? href;
  const withBase = useBaseUrl(target ?? '');
  const sitePath = target !== undefined && autoAddBaseUrl && target.startsWith('/') && !target.startsWith('//');
  return <SmartLink href={sitePath ? withBase : target} {...rest} />;
}
