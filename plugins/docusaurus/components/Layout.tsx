import type { ReactNode } from 'react';
import { siteContext } from './site-context';
import { useLayoutPart } from './layout-part';

/**
 * `@theme/Layout`: the page is already inside the site's shell (navbar, main, footer: the page route
 * renders it), so this is the page's wrapper and head: its title (after the children, so that a
 * <Head> title inside wins, as in Docusaurus), description and `noFooter`. On a page of the blog
 * the engine titles (a site's blog layout or post page), the page's title is the engine's: the
 * site's title, Docusaurus' default here, which the blog's page metadata replaces, is not written.
 */
export default function Layout(props: { children?: ReactNode; title?: string; description?: string; noFooter?: boolean; wrapperClassName?: string }) {
  const { children, title, description, noFooter, wrapperClassName } = props;
  const engineTitled = useLayoutPart()?.blog !== undefined;
  return (
    <>
      <div className={['main-wrapper', wrapperClassName].filter(Boolean).join(' ')}>{children}</div>
      {title || !engineTitled ? <title>{title ? `${title} ${siteContext.titleDelimiter} ${siteContext.title}` : siteContext.title}</title> : null}
      {description ? <meta name="description" content={description} /> : null}
      {description ? <meta property="og:description" content={description} /> : null}
      {/* The footer is the shell's: a marker its stylesheet hides it by (app/styles/pages.css). */}
      {noFooter ? <span data-no-footer="" hidden /> : null}
    </>
  );
}
