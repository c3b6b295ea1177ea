import type { PageHead } from '@/lib/content/page-head';
import type { LoadedSite } from '@/lib/content/store';
import { siteIndex } from '@/lib/content/site-index';
import { navContext } from '@/lib/content/nav-context';
import { newDocFolder } from '@/lib/content/nav';
import { isLandingUrl } from '@/lib/shared/site-paths';
import { SiteShell } from '@/components/layout/SiteShell';
import { ReactPage } from './ReactPage';
import { MdxPage } from './MdxPage';
import { drawsMdxPages } from './SiteMdxPage';
import { docSearchMeta, SITE_PAGES_SCOPE } from '@/lib/search/scope';
import { localeAlternates, pageLocale } from '@/lib/content/locale-site';
import { reactPagesPlaceFrame } from '@/components/site';

/** The page of the site's pages folder at `url` (lib/pages/), or undefined when the URL is not one. */
function sitePage(site: LoadedSite, url: string) {
  const entry = siteIndex(site.index).byUrl(url);
  return entry?.kind === 'page' ? entry : undefined;
}

/**
 * The head of a page: an MDX page's frontmatter. A React page sets its own title and description
 * (@theme/Layout, @docusaurus/Head render them and React puts them in the head), so Next adds none.
 */
export function sitePageHead(site: LoadedSite, url: string): PageHead | undefined {
  const entry = sitePage(site, url);
  if (!entry) return undefined;
  const { page } = entry;
  const { config } = site;
  // (A Markdown page the site's MDXPage draws writes its own title, description, keywords and image.)
  const ownHead = page.type === 'react' || drawsMdxPages();
  const head = {
    kind: 'page',
    url,
    permalink: page.permalink,
    search: { tag: SITE_PAGES_SCOPE },
    ownHead,
    ownImage: page.type === 'mdx' && page.image !== undefined,
  } as const;
  if (page.type === 'react')
    return {
      ...head,
      native: {
        title: null,
        description: null,
        alternates: { canonical: url, languages: localeAlternates(site.index, config, url) },
        openGraph: { type: 'website', url, siteName: config.title },
        other: docSearchMeta(SITE_PAGES_SCOPE, pageLocale(config, url).name, config.search.tagFacet),
      },
    };
  const title = page.title || config.title;
  return {
    ...head,
    markdownPage: page.wrapperClassName ? { wrapperClassName: page.wrapperClassName } : {},
    native: {
      title: isLandingUrl(config, url) || !page.title ? { absolute: title } : page.title,
      description: page.description,
      keywords: page.keywords,
      alternates: { canonical: url, languages: localeAlternates(site.index, config, url) },
      robots: page.doc.unlisted ? { index: false, follow: true } : undefined,
      openGraph: { type: 'website', title, description: page.description, url, siteName: config.title, ...(page.image ? { images: [page.image] } : {}) },
      other: docSearchMeta(SITE_PAGES_SCOPE, pageLocale(config, url).name, config.search.tagFacet),
    },
  };
}

/** A page of the site's pages folder, in the site's shell (navbar, main, footer) without a sidebar. */
export function SitePageRoute({ site, url }: { site: LoadedSite; url: string }) {
  const { page, pages } = sitePage(site, url)!;
  return (
    <SiteShell
      config={site.config}
      nav={navContext(site.index, site.config, undefined, url)}
      newDocFolder={newDocFolder(site.index)}
      // (A React page that renders its own <main>, or a Markdown page the site's page component draws with its own.)
      mainElement={(page.type === 'react' && page.ownsMain) || (page.type === 'mdx' && drawsMdxPages()) ? 'div' : 'main'}
      route={{ kind: 'pages', ...(page.type === 'react' && page.context ? { plugin: page.context } : {}) }}
      frameInPage={page.type === 'react' && reactPagesPlaceFrame(site.config)}
    >
      {page.type === 'react' ? <ReactPage page={page} site={site} /> : <MdxPage page={page} pages={pages} site={site} />}
    </SiteShell>
  );
}
