import FooterLinksMultiColumn from '@theme/Footer/Links/MultiColumn';
import FooterLinksSimple from '@theme/Footer/Links/Simple';
import { isMultiColumnFooterLinks, type FooterConfig, type FooterLinkItemConfig } from './types';

/** `@theme/Footer/Links`: columns, or one line of links. */
export default function FooterLinks({ links }: { links: NonNullable<FooterConfig['links']> }) {
  return isMultiColumnFooterLinks(links) ? <FooterLinksMultiColumn columns={links} /> : <FooterLinksSimple links={links as FooterLinkItemConfig[]} />;
}
