import { notFoundMetadata } from '@/components/layout/NotFoundPage';
import { siteMetadata } from '@/lib/config/site-metadata';
import type { LoadedSite } from '@/lib/content/store';
import { pageMessages } from '@/lib/content/locale-site';
import type { PageHead } from '@/lib/content/page-head';
import { notFoundDocsScope, notFoundSearchScope } from '@/lib/content/not-found-scope';
import { versionClassName } from '@/lib/content/docs-client-data';
import { places } from 'docs-site-components';

/**
 * A not-found page's head (lib/content/page-head.ts): the default locale's at `<base>404.html`
 * (app/global-not-found.tsx), another locale's at its own (lib/content/locale-not-found.ts), with
 * that locale's messages, and the docs version and search scope it lies in. Neither is to be indexed.
 */
export function notFoundHead({ index, config }: LoadedSite, url: string, localeName?: string): PageHead {
  // (Next writes the global not-found page's robots tag itself.)
  const native = { ...siteMetadata(config), ...notFoundMetadata(config), ...(localeName ? {} : { robots: undefined }) };
  const messages = pageMessages(index, config, localeName);
  const docs = notFoundDocsScope(index, url);
  return {
    kind: 'not-found',
    url,
    permalink: url,
    ...(docs ? { docs: { set: docs.set, version: docs.version.name, versionClassName: versionClassName(docs.version) } } : {}),
    search: notFoundSearchScope(index, url),
    ownHead: Boolean(places['not-found-page']),
    messages,
    native,
  };
}
