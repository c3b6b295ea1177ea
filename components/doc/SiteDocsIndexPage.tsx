import type { DocsIndexPageFacts, Place } from '@/lib/api/plugins';
import type { DocTag, VersionTags } from '@/lib/content/doc-tags';
import type { CategoryPage } from '@/lib/content/routes';
import { hasLayerPart, LayerPage } from '@/components/layout/WrappedPart';

/** The place of each docs page other than a doc's. */
const PAGE_PLACES = { tags: 'doc-tags-page', tag: 'doc-tag-page', category: 'doc-category-page' } as const satisfies Record<DocsIndexPageFacts['kind'], Place>;

/** Whether the site draws docs pages of this kind whole (a theme layer's in its place). */
export const drawsDocsIndexPage = (kind: DocsIndexPageFacts['kind']): boolean => hasLayerPart(PAGE_PLACES[kind]);

/** A version's tags page (`tag` absent) or one tag's page, as the site's page of its kind reads it. */
export function docTagsFacts(tags: VersionTags, tag: DocTag | undefined): DocsIndexPageFacts {
  const description = (t: DocTag) => (t.description ? { description: t.description } : {});
  if (!tag)
    return { kind: 'tags', tags: tags.tags.filter((t) => !t.unlisted).map((t) => ({ label: t.label, url: t.url, ...description(t), count: t.docs.length })) };
  const docs = tag.docs.map((d) => ({ id: d.id, title: d.title, description: d.description, url: d.url }));
  return {
    kind: 'tag',
    tag: { label: tag.label, url: tag.url, ...description(tag), unlisted: tag.unlisted, ...(tags.listUrl ? { allTagsUrl: tags.listUrl } : {}), docs },
  };
}

/** A category's generated page, as the site's page of its kind reads it: its slug is its URL below the version's. */
export function categoryFacts(page: CategoryPage): DocsIndexPageFacts {
  const slug = `/${page.url.slice(page.version.path.length).replace(/^\/+|\/+$/g, '')}`;
  const category = {
    title: page.title,
    description: page.description,
    url: page.url,
    slug,
    sidebarId: page.sidebarId,
    ...(page.prev ? { previous: page.prev } : {}),
    ...(page.next ? { next: page.next } : {}),
  };
  return { kind: 'category', category, cardList: page.cardList };
}

/** A docs page other than a doc's drawn whole by the site's own component of its kind (a theme layer's in its place), given what the page is about. */
export function SiteDocsIndexPage({ facts, set }: { facts: DocsIndexPageFacts; set: string }) {
  return <LayerPage place={PAGE_PLACES[facts.kind]} facts={{ set, docsPage: facts }} />;
}
