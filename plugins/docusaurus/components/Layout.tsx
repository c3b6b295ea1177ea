import type { ReactNode } from 'react';
import { siteContext } from './site-context';

/**
 * `@theme/Layout`: the page is already inside the site's shell (navbar, main, footer: the page route
 * renders it), so this is the page's wrapper and head: its title (after the children, so that a
 * <Head> title inside wins, as in Docusaurus), description and `noFooter`.
 */
export default function Layout(props: { children?: ReactNode; title?: string; description?: string; noFooter?: boolean; wrapperClassName?: string }) {
  const { children, title, description, noFooter, wrapperClassName } = props;
  return (
    <>
      <div className={['main-wrapper', wrapperClassName].filter(Boolean).join(' ')}>{children}</div>
      <title>{title ? `${title} ${siteContext.titleDelimiter} ${siteContext.title}` : siteContext.title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {description ? <meta property="og:description" content={description} /> : null}
      {/* The footer is the shell's: a marker its stylesheet hides it by (app/styles/pages.css). */}
      {noFooter ? <span data-no-footer="" hidden /> : null}
    </>
  );
}
