import type { Metadata } from 'next';
import { NotFoundPage, notFoundMetadata } from '@/components/layout/NotFoundPage';
import { HtmlDocument } from '@/components/layout/HtmlDocument';
import { blogFeedLinks } from '@/lib/blog/feed-links';
import { siteMetadata } from '@/lib/config/site-metadata';
import './global-styles';
import { routeSite } from '@/app/site';
import { RUN } from '@/app/run';

export function generateMetadata(): Metadata {
  const { config } = routeSite();
  return { ...siteMetadata(config), ...notFoundMetadata(config) };
}

/**
 * out/404.html: any unknown path. /x.html and /x/index.html first try the bare path /x/.
 * A global not-found page (next.config experimental.globalNotFound) rather than app/not-found:
 * that one would be part of every page's payload, and this page is only ever a 404.
 */
export default function NotFound() {
  const site = routeSite();
  const { index, config } = site;
  return (
    <HtmlDocument config={config} feeds={blogFeedLinks(index, config.title)} devEventsUrl={RUN.devEventsUrl}>
      <NotFoundPage site={site} />
    </HtmlDocument>
  );
}
