import { Fragment } from 'react';
import FooterLinkItem from '@theme/Footer/LinkItem';
import { classes, type FooterLinkItemConfig } from './types';

function SimpleLinkItem({ item }: { item: FooterLinkItemConfig }) {
  // An `html` item's markup comes from the site's own config, as in Docusaurus.
  return item.html ? (
    <span className={classes('footer__link-item', item.className)} dangerouslySetInnerHTML={{ __html: item.html }} />
  ) : (
    <FooterLinkItem item={item} />
  );
}

/** `@theme/Footer/Links/Simple`: the footer's links on one centred line, between separators. */
export default function FooterLinksSimple({ links }: { links: FooterLinkItemConfig[] }) {
  return (
    <div className="footer__links text--center">
      <div className="footer__links">
        {links.map((item, i) => (
          <Fragment key={i}>
            <SimpleLinkItem item={item} />
            {i < links.length - 1 ? <span className="footer__link-separator">·</span> : null}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
