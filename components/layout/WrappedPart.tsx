import type { ReactNode } from 'react';
import { themeLayer, themeParts } from 'docs-site-components';
import type { VersionLink } from '@/lib/content/routes';

/**
 * A layout part a site may wrap-swizzle (src/theme/<part> importing `@theme-original/<part>`):
 * the site's wrapper in the part's place, with the engine's part as its original; the part alone
 * when the site has no wrapper. `props` are what Docusaurus hands the wrapper.
 */
export function WrappedPart({
  part,
  props = {},
  page,
  children,
}: {
  part: string;
  props?: Record<string, unknown>;
  page?: { set?: string; versionLinks: VersionLink[] };
  children: ReactNode;
}) {
  const Wrapper = themeParts[part];
  // (From the site's registry, as the wrapper: a site without one loads none of this code.)
  const { LayoutPartProvider } = themeLayer;
  if (!Wrapper || !LayoutPartProvider) return <>{children}</>;
  return (
    <LayoutPartProvider original={children} set={page?.set} versionLinks={page?.versionLinks ?? []}>
      <Wrapper {...props} />
    </LayoutPartProvider>
  );
}
