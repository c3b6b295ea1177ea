import { usePathname } from 'next/navigation';

/** Next's basePath, the site's mount: a constant next.config.ts defines (compiler.define), as the site components' bundle does. */
declare const __DOCS_MOUNT__: string | undefined;
const MOUNT = typeof __DOCS_MOUNT__ === 'string' ? __DOCS_MOUNT__ : '';

/**
 * The page's path whatever file URL a host served it by: `x.html` is the page at `x`, `x/index.html`
 * the page at `x/` (a host without clean URLs, GitHub Pages' `/x.html`). usePathname() is the
 * browser's URL, while the static HTML was rendered for the page's own path: a component that matches
 * routes by it would draw another page (Docusaurus' normalizeLocation strips the same suffixes; it
 * keeps a route registered with `.html`; a page of the engine whose own path ends in `.html` would be read
 * without it).
 */
export const servedPagePath = (pathname: string): string => pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '') || '/';

/**
 * The page's path as the site's links and index write it: usePathname() gives it without Next's
 * basePath, which for a site with a mount (lib/shared/site-paths.ts siteMount) is the mount.
 */
export function useSitePathname(): string | null {
  const pathname = usePathname();
  return pathname === null ? null : MOUNT + servedPagePath(pathname);
}
