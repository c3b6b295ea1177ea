import { usePathname } from 'next/navigation';

/** Next's basePath, the site's mount: a constant next.config.ts defines (compiler.define), as the site components' bundle does. */
declare const __DOCS_MOUNT__: string | undefined;
const MOUNT = typeof __DOCS_MOUNT__ === 'string' ? __DOCS_MOUNT__ : '';

/**
 * The page's path as the site's links and index write it: usePathname() gives it without Next's
 * basePath, which for a site with a mount (lib/shared/site-paths.ts siteMount) is the mount.
 */
export function useSitePathname(): string | null {
  const pathname = usePathname();
  return pathname === null ? null : MOUNT + pathname;
}
