import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { HtmlDocument } from '@/components/layout/HtmlDocument';
import { blogFeedLinks } from '@/lib/blog/feed-links';
import './global-styles';
import { routeSite } from '@/app/site';
import { notFoundHead } from '@/app/not-found-head';
import type { LoadedSite } from '@/lib/content/store';
import { RUN } from '@/app/run';
import { siteHead } from '@/components/site';
import { WithHeadTags } from '@/components/layout/SiteHeadTags';
import { siteBase } from '@/lib/shared/site-paths';

/** The default locale's not-found page, at `<base>404.html`, where the host finds it. */
const notFoundUrl = (site: LoadedSite): string => `${siteBase(site.config)}404.html`;

export function generateMetadata(): Metadata {
  const site = routeSite();
  return siteHead(site.config, notFoundHead(site, notFoundUrl(site))).metadata;
}

/**
 * out/404.html: any unknown path. /x.html and /x/index.html first try the bare path /x/.
 * A global not-found page (next.config experimental.globalNotFound) rather than app/not-found:
 * that one would be part of every page's payload, and this page is only ever a 404.
 */
export default function NotFound() {
  const site = routeSite();
  const { index, config } = site;
  const tags = siteHead(config, notFoundHead(site, notFoundUrl(site))).tags;
  return (
    <HtmlDocument config={config} feeds={blogFeedLinks(index, config)} devEventsUrl={RUN.devEventsUrl}>
      <WithHeadTags tags={tags}>
        <NotFoundPage site={site} url={notFoundUrl(site)} />
      </WithHeadTags>
    </HtmlDocument>
  );
}
