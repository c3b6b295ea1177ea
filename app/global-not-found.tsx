import type { Metadata } from 'next';
import { NotFoundPage, notFoundMetadata } from '@/components/layout/NotFoundPage';
import { HtmlDocument } from '@/components/layout/HtmlDocument';
import { blogFeedLinks } from '@/lib/blog/feed-links';
import { siteMetadata } from '@/lib/config/site-metadata';
import './global-styles';
import { routeSite } from '@/app/site';
import { RUN } from '@/app/run';
import { siteHead } from '@/components/site';
import { WithHeadTags } from '@/components/layout/SiteHeadTags';
import type { LoadedSite } from '@/lib/content/store';
import { pageMessages } from '@/lib/content/locale-site';
import type { PageHead } from '@/lib/content/page-head';
import { siteBase } from '@/lib/shared/site-paths';
import { SITE_PAGES_SCOPE } from '@/lib/search/scope';
import { places } from 'docs-site-components';

/** The not-found page's head (lib/content/page-head.ts): at `<base>404.html`, where the host finds it, in the default locale. */
function notFoundHead({ index, config }: LoadedSite): PageHead {
  const url = `${siteBase(config)}404.html`;
  const native = { ...siteMetadata(config), ...notFoundMetadata(config) };
  const messages = pageMessages(index, config, undefined);
  return { kind: 'not-found', url, permalink: url, search: { tag: SITE_PAGES_SCOPE }, ownHead: Boolean(places['not-found-page']), messages, native };
}

export function generateMetadata(): Metadata {
  const site = routeSite();
  return siteHead(site.config, notFoundHead(site)).metadata;
}

/**
 * out/404.html: any unknown path. /x.html and /x/index.html first try the bare path /x/.
 * A global not-found page (next.config experimental.globalNotFound) rather than app/not-found:
 * that one would be part of every page's payload, and this page is only ever a 404.
 */
export default function NotFound() {
  const site = routeSite();
  const { index, config } = site;
  const tags = siteHead(config, notFoundHead(site)).tags;
  return (
    <HtmlDocument config={config} feeds={blogFeedLinks(index, config)} devEventsUrl={RUN.devEventsUrl}>
      <WithHeadTags tags={tags}>
        <NotFoundPage site={site} />
      </WithHeadTags>
    </HtmlDocument>
  );
}
