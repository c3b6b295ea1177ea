import type { AnchorHTMLAttributes } from 'react';
import { SmartLink } from '@/components/layout/SmartLink';

/** `@docusaurus/Link` for site components: `to` or `href`, site paths as the site's own links. */
export default function Link({ to, href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  return <SmartLink href={to ?? href} {...rest} />;
}
