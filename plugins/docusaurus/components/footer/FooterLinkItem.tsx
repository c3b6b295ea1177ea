'use client';
import Link from '../Link';
import useBaseUrl from '../useBaseUrl';
import isInternalUrl from '../isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import { classes, type FooterLinkItemConfig } from './types';

/**
 * `@theme/Footer/LinkItem`: one footer link. `to` is a site path (the baseUrl goes in front); `href`
 * as written, or with the baseUrl where `prependBaseUrlToHref` asks; an external `href` gets the
 * external-link icon. Other keys of the item go to the link.
 */
export default function FooterLinkItem({ item }: { item: FooterLinkItemConfig }) {
  const { to, href, label, prependBaseUrlToHref, className, ...attributes } = item;
  const toUrl = useBaseUrl(to ?? '');
  const normalizedHref = useBaseUrl(href ?? '', { forcePrependBaseUrl: true });
  return (
    <Link
      className={classes('footer__link-item', className)}
      {...(href ? { href: prependBaseUrlToHref ? normalizedHref : href } : { to: toUrl })}
      {...attributes}
    >
      {label}
      {href && !isInternalUrl(href) ? <IconExternalLink /> : null}
    </Link>
  );
}
