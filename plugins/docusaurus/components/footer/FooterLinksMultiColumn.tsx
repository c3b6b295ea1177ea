import FooterLinkItem from '@theme/Footer/LinkItem';
import { classes, type FooterColumnConfig, type FooterLinkItemConfig } from './types';

function ColumnLinkItem({ item }: { item: FooterLinkItemConfig }) {
  // An `html` item's markup comes from the site's own config, as in Docusaurus.
  return item.html ? (
    <li className={classes('footer__item', item.className)} dangerouslySetInnerHTML={{ __html: item.html }} />
  ) : (
    <li className="footer__item">
      <FooterLinkItem item={item} />
    </li>
  );
}

function Column({ column }: { column: FooterColumnConfig }) {
  return (
    <div className={classes('theme-layout-footer-column', 'col footer__col', column.className)}>
      <div className="footer__title">{column.title}</div>
      <ul className="footer__items clean-list">
        {column.items.map((item, i) => (
          <ColumnLinkItem key={i} item={item} />
        ))}
      </ul>
    </div>
  );
}

/** `@theme/Footer/Links/MultiColumn`: the footer's columns, side by side in Infima's row. */
export default function FooterLinksMultiColumn({ columns }: { columns: FooterColumnConfig[] }) {
  return (
    <div className="row footer__links">
      {columns.map((column, i) => (
        <Column key={i} column={column} />
      ))}
    </div>
  );
}
