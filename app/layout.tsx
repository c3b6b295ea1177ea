import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteOrDevError } from '@/components/site';
import { DevReload } from '@/components/behaviour/DevReload';
import { DevContentError } from '@/components/layout/DevContentError';
import { HtmlDocument } from '@/components/layout/HtmlDocument';
import { siteMetadata } from '@/lib/config/site-metadata';
import { blogFeedLinks } from '@/lib/blog/feed-links';
import './global-styles';

export function generateMetadata(): Metadata {
  const { site } = siteOrDevError();
  return site ? siteMetadata(site.config) : { title: 'Content error' };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' };

export default function RootLayout({ children }: { children: ReactNode }) {
  const { site, error } = siteOrDevError();
  if (!site)
    return (
      <html lang="en">
        <body>
          <DevContentError message={error} />
          <DevReload />
        </body>
      </html>
    );
  return (
    <HtmlDocument config={site.config} feeds={blogFeedLinks(site.index, site.config.title)}>
      {children}
    </HtmlDocument>
  );
}
