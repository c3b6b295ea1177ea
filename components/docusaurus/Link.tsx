import type { AnchorHTMLAttributes } from 'react';
import { SmartLink } from '@/components/layout/SmartLink';

/** `@docusaurus/Link` for site components: `to` or `href`, site paths navigate client-side. */
export default function Link({ to, href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  return <SmartLink href={to ?? href} {...rest} />;
}
