import type { ReactNode } from 'react';
import { themeLayer, themeParts } from 'docs-site-components';
import type { VersionLink } from '@/lib/content/routes';
import type { SiteConfig } from '@/lib/config/site-config';

/**
 * A layout part a site may wrap-swizzle (src/theme/<part> importing `@theme-original/<part>`):
 * the site's wrapper in the part's place, with the engine's part as its original; the part alone
 * when the site has no wrapper. `props` are what Docusaurus hands the wrapper.
 */
export function WrappedPart({
  part,
  props = {},
  page,
  footer,
  search,
  frame,
  layerOriginal = false,
  children,
}: {
  part: string;
  props?: Record<string, unknown>;
  page?: { set?: string; versionLinks: VersionLink[] };
  /** The page's footer, for a site's own footer part. */
  footer?: SiteConfig['footer'];
  /** The engine's search box, for a site's own navbar's search place. */
  search?: ReactNode;
  /** A theme layer's own page frame: the engine's frame parts, which it places. */
  frame?: Record<string, ReactNode>;
  /** The theme layer has its own original of the part: the engine's is not handed to it (nor sent with the page). */
  layerOriginal?: boolean;
  children: ReactNode;
}) {
  const Wrapper = themeParts[part];
  // (From the site's registry, as the wrapper: a site without one loads none of this code.)
  const { LayoutPartProvider } = themeLayer;
  if (!Wrapper || !LayoutPartProvider) return <>{children}</>;
  return (
    <LayoutPartProvider
      original={layerOriginal ? null : children}
      part={part}
      set={page?.set}
      versionLinks={page?.versionLinks ?? []}
      footer={footer}
      search={search}
      {...(frame ? { frame } : {})}
    >
      <Wrapper {...props} />
    </LayoutPartProvider>
  );
}

/** Whether the site's theme layer has its own `part` (its page frame, `Layout`, say). */
export const hasLayerPart = (part: string): boolean => Boolean(themeParts[part] && themeLayer.LayoutPartProvider);
