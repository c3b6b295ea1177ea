import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { routeSiteOrDevError } from '@/app/site';
import { RUN } from '@/app/run';
import { DevReload } from 'docs-dev-reload';
import { DevContentError } from '@/components/layout/DevContentError';
import { HtmlDocument } from '@/components/layout/HtmlDocument';
import { siteMetadata } from '@/lib/config/site-metadata';
import { blogFeedLinks } from '@/lib/blog/feed-links';
import './global-styles';

export function generateMetadata(): Metadata {
  const { site } = routeSiteOrDevError();
  return site ? siteMetadata(site.config) : { title: 'Content error' };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' };

export default function RootLayout({ children }: { children: ReactNode }) {
  const { site, error } = routeSiteOrDevError();
  if (!site)
    return (
      <html lang="en">
        <body>
          <DevContentError message={error} run={RUN} />
          <DevReload eventsUrl={RUN.devEventsUrl} />
        </body>
      </html>
    );
  return (
    <HtmlDocument config={site.config} feeds={blogFeedLinks(site.index, site.config)} devEventsUrl={RUN.devEventsUrl}>
      {children}
    </HtmlDocument>
  );
}
