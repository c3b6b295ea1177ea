import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { buildOf, devChangesStamp, devSiteStamp } from '@/lib/content/store';
import { siteHead, siteThemeClasses } from '@/components/site';
import { WithHeadTags } from '@/components/layout/SiteHeadTags';
import type { LoadedSite } from '@/lib/content/store';
import type { PageHead } from '@/lib/content/page-head';
import { routeContentDir, routeSiteOrDevError } from '@/app/site';
import { RUN } from '@/app/run';
import { devUrlsAt, lastGoodDevUrls, rememberDevSiteUrls } from '@/lib/content/dev-routes';
import { renderedUrls, segmentsToUrl, urlToSegments } from '@/lib/content/routes';
import { pageData } from '@/lib/content/page-records';
import { sidebarsFilledAfterExport } from '@/lib/content/page-slots';
import { newDocFolder, pageSidebar, versionSidebars } from '@/lib/content/nav';
import { navContext } from '@/lib/content/nav-context';
import { docSearchMeta, docsSearchTag, SITE_PAGES_SCOPE } from '@/lib/search/scope';
import { siteIndex } from '@/lib/content/site-index';
import { SiteShell } from '@/components/layout/SiteShell';
import { WrappedPart } from '@/components/layout/WrappedPart';
import { DocArticle } from '@/components/doc/DocArticle';
import { CategoryIndex } from '@/components/doc/CategoryIndex';
import { isLandingUrl } from '@/lib/shared/site-paths';
import { blogHead, BlogRoute } from '@/components/blog/BlogRoute';
import { socialImage } from '@/lib/config/site-head';
import { sitePageHead, SitePageRoute } from '@/components/pages/SitePageRoute';
import { localeAlternates, localeConfig, pageLocale } from '@/lib/content/locale-site';
import { docsClientData, versionClassName } from '@/lib/content/docs-client-data';
import { DocsContext } from '@/components/doc/DocsContext';
import { searchPageMetadata, SiteSearchRoute } from '@/components/search/SiteSearchRoute';
import { docTagTitle } from '@/components/doc/DocTagsPage';
import { DocTagsRoute } from '@/components/doc/DocTagsRoute';
import { drawsDocRoot, SiteDocRoot } from '@/components/doc/SiteDocRoot';
import { siteSearchPages } from '@/lib/content/site-search-pages';
import { extraRoutes } from '@/lib/content/extra-routes';
import { localeNotFoundAt } from '@/lib/content/locale-not-found';
import { notFoundHead } from '@/app/not-found-head';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { drawsDocsIndexPage } from '@/components/doc/SiteDocsIndexPage';
import { framePlaces, ownHeads } from 'docs-site-components';

export const dynamicParams = false;

type Params = { slug?: string[] };

// Next's params are the path after its basePath, the site's mount (next.config.ts).
const ROUTE_PREFIX = `${RUN.mount ?? ''}/`;
const paramsOf = (url: string): Params => ({ slug: urlToSegments(url, ROUTE_PREFIX) });
const urlOf = (slug: string[] | undefined): string => segmentsToUrl(slug, ROUTE_PREFIX);

export function generateStaticParams(): Params[] {
  // (next dev: the list the render recorded for the current content, when there is one.)
  const known = devUrlsAt(devChangesStamp(RUN), routeContentDir());
  if (known) return known.map((url) => paramsOf(url));
  const { site } = routeSiteOrDevError();
  if (site) {
    // (The site's own search pages and its locales' not-found pages too: lib/content/extra-routes.ts.)
    const only = buildOf(site)?.renderOnly;
    const urls = [...renderedUrls(site.index, only), ...extraRoutes(site.config).filter((u) => !only || only.includes(u))];
    if (RUN.preview) rememberDevSiteUrls(site, devSiteStamp());
    return urls.map((url) => paramsOf(url));
  }
  // Dev with a content error: the routes of the last good content (or one placeholder: Next
  // rejects an empty list), each rendered inside the root layout, which shows the error.
  const lastGood = lastGoodDevUrls(routeContentDir());
  return lastGood.length ? lastGood.map((url) => paramsOf(url)) : [{ slug: [] }];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { slug } = await params;
  const { site } = routeSiteOrDevError(); // a content error is shown by the root layout in dev
  if (!site) return {};
  const url = urlOf(slug);
  const head = pageHead(site, url);
  return head ? siteHead(site.config, head).metadata : {};
}

/** The head of the page at `url`: what the engine writes for it, and its facts for a plugin that writes heads (lib/content/page-head.ts). */
function pageHead(site: LoadedSite, url: string): PageHead | undefined {
  const { index, config } = site;
  const siteScope = { tag: SITE_PAGES_SCOPE };
  if (siteSearchPages(config).includes(url)) return { kind: 'search', url, search: siteScope, ownHead: false, native: searchPageMetadata() };
  const notFound = localeNotFoundAt(config, url);
  if (notFound) return notFoundHead(site, notFound.url, notFound.localeName);
  const tagsEntry = siteIndex(index).byUrl(url);
  // (A tags page the site draws writes its own title and search tag: theme-classic's DocTagsListPage, DocTagDocListPage.)
  const tagsDrawn = tagsEntry?.kind === 'doc-tags' && drawsDocsIndexPage(tagsEntry.tag ? 'tag' : 'tags');
  if (tagsEntry?.kind === 'doc-tags')
    return {
      kind: tagsEntry.tag ? 'doc-tag' : 'doc-tags',
      url,
      docs: { set: tagsEntry.set.locale?.of ?? tagsEntry.set.id, version: tagsEntry.tagsOf.name, versionClassName: versionClassName(tagsEntry.tagsOf) },
      title: docTagTitle(tagsEntry.tag),
      search: { tag: docsSearchTag(tagsEntry.set.locale?.of ?? tagsEntry.set.id, tagsEntry.tagsOf.name), version: tagsEntry.tagsOf.name },
      ownHead: tagsDrawn,
      ownSearch: tagsDrawn,
      native: {
        title: docTagTitle(tagsEntry.tag),
        alternates: { canonical: url },
        ...(tagsEntry.tag?.unlisted ? { robots: { index: false, follow: true } } : {}),
      },
    };
  const blog = blogHead(site, url);
  if (blog) return blog;
  const sitePage = sitePageHead(site, url);
  if (sitePage) return sitePage;
  const page = pageData(site, url);
  if (!page) return undefined;
  const docs = {
    set: siteIndex(site.index).set(page.set.id)?.locale?.of ?? page.set.id,
    version: page.version.name,
    versionClassName: versionClassName(page.version),
    ...(page.kind === 'doc' ? { doc: page.doc.id } : {}),
  };
  return { kind: 'doc', url, title: page.title, permalink: page.kind === 'doc' ? (page.doc.linkBase ?? page.url) : undefined, docs, ...docHead(site, page) };
}

/** A doc's or a generated category index's head. */
function docHead(site: LoadedSite, page: NonNullable<ReturnType<typeof pageData>>): Pick<PageHead, 'search' | 'ownHead' | 'ownImage' | 'ownSearch' | 'native'> {
  const { index, config } = site;
  const isLanding = isLandingUrl(config, page.url);
  const noindex = page.kind === 'doc' && (page.doc.unlisted || page.doc.draft);
  // (A version that asks not to be indexed: noindex, nofollow on each of its pages, as Docusaurus' DocVersionRoot writes it.)
  const versionNoIndex = siteIndex(index).requireVersion(page.set.id, page.version.name).noIndex === true;
  // (A generated index's own, from its category's link: DocCategoryGeneratedIndexPage's PageMetadata.)
  const ownImagePath = page.kind === 'doc' ? page.doc.frontmatter.image : page.index.image;
  const image = socialImage(config, ownImagePath);
  // (A locale's copy of a set is tagged as the set: Docusaurus' tag names the docs plugin.)
  const tag = docsSearchTag(siteIndex(index).set(page.set.id)?.locale?.of ?? page.set.id, page.version.name);
  const native: Metadata = {
    title: isLanding ? { absolute: config.title } : page.title,
    description: page.description,
    keywords: page.kind === 'doc' ? page.doc.frontmatter.keywords : page.index.keywords,
    alternates: { canonical: page.url, languages: localeAlternates(index, config, page.url) },
    robots: versionNoIndex ? { index: false, follow: false } : noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'article',
      title: page.title,
      description: page.description,
      url: page.url,
      siteName: config.title,
      ...image?.openGraph,
    },
    ...(image ? { twitter: image.twitter } : {}),
    // (A docs frame the site draws writes its own search tag, as the theme's DocVersionRoot does: SearchMetadata.)
    other: docSearchMeta(tag, pageLocale(config, page.url).name, drawsDocRoot() ? undefined : config.search.tagFacet),
  };
  // (Its title, description, keywords and image where the site's doc metadata or category page writes them.)
  const ownHead = page.kind === 'doc' ? ownHeads.doc === true : drawsDocsIndexPage('category');
  const ownImage = ownImagePath !== undefined;
  return { search: { tag, version: page.version.name }, ownHead, ownImage, ownSearch: drawsDocRoot(), native };
}

export default async function DocRoute({ params }: { params: Promise<Params> }) {
  const { slug } = await params;
  const { site } = routeSiteOrDevError();
  if (!site) return null;
  const head = pageHead(site, urlOf(slug));
  // (Tags a site's plugin writes itself: React puts them in the head.)
  const tags = head && siteHead(site.config, head).tags;
  return (
    <WithHeadTags tags={tags}>
      <PageRoute site={site} slug={slug} />
    </WithHeadTags>
  );
}

/** The page at the route's URL, in the site's shell. */
function PageRoute({ site, slug }: { site: LoadedSite; slug: string[] | undefined }) {
  const { index } = site;
  if (RUN.preview) rememberDevSiteUrls(site, devSiteStamp());
  const config = localeConfig(index, site.config, urlOf(slug));
  if (siteSearchPages(site.config).includes(urlOf(slug))) return <SiteSearchRoute site={site} url={urlOf(slug)} config={config} />;
  const localeNotFound = localeNotFoundAt(site.config, urlOf(slug));
  if (localeNotFound) return <NotFoundPage site={{ ...site, config }} url={localeNotFound.url} />;
  const entry = siteIndex(index).byUrl(urlOf(slug));
  if (entry?.kind === 'doc-tags') return <DocTagsRoute site={site} config={config} entry={entry} />;
  if (entry?.kind === 'blog') return <BlogRoute site={{ ...site, config }} url={urlOf(slug)} />;
  if (entry?.kind === 'page') return <SitePageRoute site={{ ...site, config }} url={urlOf(slug)} />;
  const page = pageData(site, urlOf(slug));
  if (!page) notFound();
  const version = siteIndex(index).requireVersion(page.set.id, page.version.name);
  const theme = siteThemeClasses(site.config);
  const set = siteIndex(index).setOf(version);
  const content = page.kind === 'doc' ? <DocArticle site={site} page={page} version={version} theme={theme} /> : <CategoryIndex page={page} theme={theme} />;
  const sidebar = pageSidebar(index, config, page, sidebarsFilledAfterExport(site));
  const nav = navContext(index, config, { set: page.set.id, version: page.version.name, sidebarId: page.sidebarId, versionLinks: page.versionLinks }, page.url);
  // A theme layer's own docs frame, where the site has one, draws the sidebar and the main column around the page.
  const rootParts = drawsDocRoot()
    ? { page: content, url: page.url, sidebar: sidebar ? page.sidebarId : undefined, sidebars: versionSidebars(config, page.set.id, version) }
    : undefined;
  return (
    // What the site's components read through @docusaurus/plugin-content-docs/client.
    <DocsContext
      data={() =>
        docsClientData(set, version, {
          doc: page.kind === 'doc' ? page.doc : undefined,
          sidebarId: page.sidebarId || undefined,
          versionLinks: page.versionLinks,
        })
      }
    >
      <SiteShell
        config={config}
        docsRoute={!rootParts}
        nav={nav}
        sidebar={rootParts ? undefined : sidebar}
        mainElement={rootParts ? 'div' : undefined}
        frameInPage={Boolean(rootParts) && framePlaces['doc-root'] === true}
        newDocFolder={newDocFolder(index, page.set.id, page.version.name)}
        route={{ kind: 'docs', set: siteIndex(index).set(page.set.id)?.locale?.of ?? page.set.id }}
      >
        {rootParts ? (
          <SiteDocRoot parts={rootParts} page={nav} />
        ) : (
          // A theme layer's own main column of the docs, where the site has one, around the page.
          <WrappedPart place="docs-main" props={{ children: content }} layerOriginal>
            {content}
          </WrappedPart>
        )}
      </SiteShell>
    </DocsContext>
  );
}
