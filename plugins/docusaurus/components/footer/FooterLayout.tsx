import type { ReactNode } from 'react';
import { classes } from './types';

/** `@theme/Footer/Layout`: the footer's frame: its links, then the logo and copyright, centred below. */
export default function FooterLayout({
  style,
  links,
  logo,
  copyright,
}: {
  style?: 'light' | 'dark';
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}) {
  return (
    <footer className={classes('theme-layout-footer', 'footer', style === 'dark' && 'footer--dark')}>
      <div className="container container-fluid">
        {links}
        {logo || copyright ? (
          <div className="footer__bottom text--center">
            {logo ? <div className="margin-bottom--sm">{logo}</div> : null}
            {copyright}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
