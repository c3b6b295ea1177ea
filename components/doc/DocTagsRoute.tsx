import type { RouteEntry } from '@/lib/content/routes';
import type { LoadedSite } from '@/lib/content/store';
import type { SiteConfig } from '@/lib/config/site-config';
import { docTagsNavContext } from '@/lib/content/nav-context';
import { newDocFolder } from '@/lib/content/nav';
import { docsClientData } from '@/lib/content/docs-client-data';
import { siteThemeClasses } from '@/components/site';
import { SiteShell } from '@/components/layout/SiteShell';
import { DocsContext } from './DocsContext';
import { DocTagsPage } from './DocTagsPage';
import { docTagsFacts, drawsDocsIndexPage, SiteDocsIndexPage } from './SiteDocsIndexPage';

/**
 * A docs version's tags page or a tag's page in the site's shell: the engine's, or the site's own of
 * its kind, which reads the version's docs plugin (as Docusaurus renders the tags' routes inside the
 * version's root) and draws the page's main landmark itself.
 */
export function DocTagsRoute({ site, config, entry }: { site: LoadedSite; config: SiteConfig; entry: Extract<RouteEntry, { kind: 'doc-tags' }> }) {
  const drawn = drawsDocsIndexPage(entry.tag ? 'tag' : 'tags');
  return (
    <SiteShell
      config={config}
      nav={docTagsNavContext(site.index, config, entry)}
      newDocFolder={newDocFolder(site.index, entry.set.id, entry.tagsOf.name)}
      mainElement={drawn ? 'div' : 'main'}
      route={{ kind: 'docs', set: entry.set.locale?.of ?? entry.set.id }}
    >
      {drawn ? (
        <DocsContext data={() => docsClientData(entry.set, entry.tagsOf, { versionLinks: [] })}>
          <SiteDocsIndexPage facts={docTagsFacts(entry.tags, entry.tag)} set={entry.set.id} />
        </DocsContext>
      ) : (
        <DocTagsPage tags={entry.tags} tag={entry.tag} theme={siteThemeClasses(site.config)} />
      )}
    </SiteShell>
  );
}
