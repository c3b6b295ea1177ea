import type { ComponentProps, ReactNode } from 'react';
import { places, themeLayer } from 'docs-site-components';
import type { VersionLink } from '@/lib/content/routes';
import type { SiteConfig } from '@/lib/config/site-config';
import type { Place } from '@/lib/plugins/places';
import type { ThemeLayerComponents } from '@/lib/plugins/types';

/**
 * A place of the page a theme layer may draw in (@/lib/plugins/places.ts): the layer's component in
 * the place, with the engine's part as its original; the engine's part alone when the layer has none
 * there. `props` are what the layer's component is handed.
 */
export function WrappedPart({
  place,
  props = {},
  page,
  footer,
  search,
  frame,
  layerOriginal = false,
  children,
}: {
  place: Place;
  props?: Record<string, unknown>;
  page?: { set?: string; versionLinks: VersionLink[] };
  /** The page's footer, for a layer's own footer. */
  footer?: SiteConfig['footer'];
  /** The engine's search box, for a layer's own navbar's search place. */
  search?: ReactNode;
  /** A theme layer's own page frame: the engine's parts of the frame, by place, which it places. */
  frame?: Partial<Record<Place, ReactNode>>;
  /** The theme layer has its own original of the part: the engine's is not handed to it (nor sent with the page). */
  layerOriginal?: boolean;
  children: ReactNode;
}) {
  const Wrapper = places[place];
  // (From the site's registry, as the wrapper: a site without one loads none of this code.)
  const { LayoutPartProvider } = themeLayer;
  if (!Wrapper || !LayoutPartProvider) return <>{children}</>;
  return (
    <LayoutPartProvider
      original={layerOriginal ? null : children}
      place={place}
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

/** Whether the site's theme layer draws in `place` (its page frame, `page-frame`, say). */
export const hasLayerPart = (place: Place): boolean => Boolean(places[place] && themeLayer.LayoutPartProvider);

type PageFacts = Pick<ComponentProps<NonNullable<ThemeLayerComponents['LayoutPartProvider']>>, 'set' | 'blog' | 'docsPage' | 'mdxPage' | 'docRoot'>;

/**
 * A page the theme layer draws whole in `place` (no part of the engine's to wrap), handed what the
 * page is about (`facts`: its doc set, and its blog, docs page, Markdown page or docs frame facts);
 * nothing where the layer has no component there.
 */
export function LayerPage({ place, versionLinks = [], facts }: { place: Place; versionLinks?: VersionLink[]; facts: PageFacts }) {
  const Page = places[place];
  const { LayoutPartProvider: Provider } = themeLayer;
  if (!Page || !Provider) return null;
  const { set, ...about } = facts;
  // (Props in the order the places always gave them: the page's payload carries them so.)
  return (
    <Provider original={null} place={place} {...(set !== undefined ? { set } : {})} versionLinks={versionLinks} {...about}>
      <Page />
    </Provider>
  );
}
