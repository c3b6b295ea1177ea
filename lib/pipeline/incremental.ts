/**
 * Incremental builds: which pages a build must render again, from what the last build rendered.
 *
 * Every page gets a stamp, a hash of everything Next renders it from: the page's own data (title,
 * breadcrumbs, prev/next, version links: lib/content/routes.ts) but not its sidebar, which the
 * build writes in after the export (lib/pipeline/fill-slots.ts) and stamps apart, the navbar's
 * data, and either its MDX text and what that text draws on, or, for a page whose article is
 * rendered before Next (by the page pass, lib/pipeline/article-store.ts), only what the page takes from its
 * article (TOC, own h1); that article has a stamp of its own.
 * The last good build's stamps are kept next to it. When out/ is that build and the engine and the
 * content's other files (partials, data, images, static files, config) are unchanged, Next renders
 * only the pages whose stamp differs or that are new, articles and sidebars whose stamp differs are
 * swapped into their pages, and every other file is taken over from out/ (lib/pipeline/merge-output.ts). A
 * change to the engine, a partial, a data file or the site config renders everything.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedSite } from '../content/store';
import { allUrls } from '../content/routes';
import { pageData } from '../content/page-records';
import { docTagsNavContext, navContext } from '../content/nav-context';
import { newDocFolder } from '../content/nav';
import { readMarker } from './atomic-out';
import type { ArticleShellData } from '../content/prerendered-articles';
import { readCacheJson, writeCacheJson } from '../cache/json';
import { engineStamp, filesUnder, sha1 } from '../cache/stamp';
import { siteIndex } from '../content/site-index';
import { articleInputs } from './article-store';
import { testFixtureEnv } from '../content/test-fixtures';
import { contentRoots, type ContentPaths } from '../source/content-paths';
import { blogPageStamp } from './blog-stamp';
import { sitePageStamp } from './pages-stamp';

export interface BaseStamps {
  /** The engine: code, dependencies, Next config, the build's environment. */
  engine: string;
  /** The content besides the pages' own text: config, versions, partials, data, static files. */
  content: string;
}

export interface BuildStamps extends BaseStamps {
  /** Page URL → stamp of what Next renders it from. */
  pages: Record<string, string>;
  /** Page URL → stamp of its prerendered article (pages whose article Next does not render). */
  articles: Record<string, string>;
  /** Page URL → stamp of its sidebar's markup (pages that show one). */
  sidebars: Record<string, string>;
}

interface SavedStamps extends BuildStamps {
  /** The out/ these stamps describe (its completion marker's time). */
  outCompleted: string;
}

export type BuildPlan =
  | { kind: 'full'; reason: string }
  /** render: pages for Next; reinsert: pages kept from out/ whose article changed; sidebars: pages kept whose sidebar changed. */
  | { kind: 'incremental'; render: string[]; reinsert: string[]; sidebars: string[]; removed: string[]; unchanged: number };

/**
 * What Next's compile is made from: the engine and the environment Next compiles with, wherever
 * the content lives (the content is read when pages render, not compiled; the site's own
 * components are engine files), and a test build's components (lib/content/test-fixtures.ts).
 */
export function compileStamp(paths: ContentPaths): string {
  const { rootDir } = paths;
  const fixtures = testFixtureEnv(rootDir, paths);
  const hash = crypto.createHash('sha1').update(engineStamp(rootDir, {})).update(JSON.stringify(fixtures));
  const testComponents = fixtures.DOCS_TEST_COMPONENTS && path.dirname(path.join(rootDir, fixtures.DOCS_TEST_COMPONENTS));
  for (const file of testComponents ? filesUnder(testComponents) : []) hash.update(`${file}\0`).update(fs.readFileSync(file));
  return hash.digest('hex');
}

/**
 * What Next renders a page from besides the engine and the content's other files: its data, the
 * navbar's, and its text, or for a prerendered article only what the page shows of it.
 */
function pageStamp(site: LoadedSite, url: string, rootDir: string, article: ArticleShellData | undefined): string {
  const { index, config } = site;
  // The sidebar is left out: it is filled in after the export and stamped apart.
  const page = { ...pageData(site, url)!, sidebar: undefined };
  const nav = navContext(index, config, { set: page.set.id, version: page.version.name, sidebarId: page.sidebarId, versionLinks: page.versionLinks }, page.url);
  let body = '';
  if (article) body = `article:${JSON.stringify(article)}`;
  else if (page.kind === 'doc') {
    const text = fs.readFileSync(path.join(rootDir, page.doc.source), 'utf8');
    body = `${articleInputs(page.doc, siteIndex(index).requireVersion(page.set.id, page.version.name), text, contentRoots(site.paths))}\0${text}`;
  }
  return sha1(`${JSON.stringify(page)}\0${JSON.stringify(nav)}\0${newDocFolder(index, page.set.id, page.version.name)}\0${body}`);
}

/** A docs tag page: what it lists of each doc (title, description, URL) and the navbar of its version. */
function docTagsStamp(site: LoadedSite, url: string): string | undefined {
  const entry = siteIndex(site.index).byUrl(url);
  if (entry?.kind !== 'doc-tags') return undefined;
  const listed = (entry.tag ? [entry.tag] : entry.tags.tags).map((t) => ({ ...t, docs: t.docs.map((d) => [d.title, d.description, d.url]) }));
  const nav = docTagsNavContext(site.index, site.config, entry);
  return sha1(`tags\0${JSON.stringify(listed)}\0${JSON.stringify(nav)}`);
}

/** `contentStamp`: the content's files other than pages (the check's tree stamp: path, size, time); with the config and the buildEnv values pages read. */
export function baseStamps(site: LoadedSite, engine: string, contentStamp: string): BaseStamps {
  return { engine, content: sha1(`${contentStamp}\0${JSON.stringify(site.config)}\0${JSON.stringify(site.buildEnv)}`) };
}

/**
 * The stamps of this build, given its prerendered articles (URL → shell data and the article's
 * stamp) and its pages' sidebars (URL → markup). `sidebarsInPages`: Next renders the sidebars
 * (lib/pipeline/fill-slots.ts sidebarsInNextRender), so a changed sidebar is a page to render.
 */
export function buildStamps(
  site: LoadedSite,
  rootDir: string,
  base: BaseStamps,
  articles: Map<string, { shell: ArticleShellData; key: string }>,
  sidebars: Map<string, string>,
  sidebarsInPages = false,
): BuildStamps {
  const pages: Record<string, string> = {};
  for (const url of allUrls(site.index)) {
    const page =
      blogPageStamp(site, url, articles) ??
      sitePageStamp(site, url, articles) ??
      docTagsStamp(site, url) ??
      pageStamp(site, url, rootDir, articles.get(url)?.shell);
    pages[url] = sidebarsInPages && sidebars.has(url) ? sha1(`${page}\0${sidebars.get(url)}`) : page;
  }
  return {
    ...base,
    pages,
    articles: Object.fromEntries([...articles].map(([url, a]) => [url, a.key])),
    sidebars: sidebarsInPages ? {} : Object.fromEntries([...sidebars].map(([url, html]) => [url, sha1(html)])),
  };
}

/** What this build must render, given the stamps of the last good build (if out/ is still that build). */
export function planBuild(stamps: BuildStamps, saved: SavedStamps | undefined, outDir: string): BuildPlan {
  if (!saved) return { kind: 'full', reason: 'no earlier build to start from' };
  const marker = readMarker(outDir);
  if (!marker || marker.completed !== saved.outCompleted) return { kind: 'full', reason: 'out/ is not the build the stamps describe' };
  if (saved.engine !== stamps.engine) return { kind: 'full', reason: 'the engine changed' };
  if (saved.content !== stamps.content) return { kind: 'full', reason: 'a file other than a page changed (partial, data, config, static file)' };
  const render = Object.keys(stamps.pages).filter((url) => saved.pages[url] !== stamps.pages[url]);
  const rendered = new Set(render);
  const reinsert = Object.keys(stamps.articles).filter((url) => !rendered.has(url) && (saved.articles ?? {})[url] !== stamps.articles[url]);
  const sidebars = Object.keys(stamps.sidebars).filter((url) => !rendered.has(url) && (saved.sidebars ?? {})[url] !== stamps.sidebars[url]);
  const removed = Object.keys(saved.pages).filter((url) => !(url in stamps.pages));
  const kept = new Set([...render, ...reinsert, ...sidebars]);
  return { kind: 'incremental', render, reinsert, sidebars, removed, unchanged: Object.keys(stamps.pages).length - kept.size };
}

export function stampsFile(cacheDir: string, contentKey: string): string {
  return path.join(cacheDir, `build-stamps-${sha1(contentKey).slice(0, 12)}.json`);
}

export function loadStamps(file: string): SavedStamps | undefined {
  return readCacheJson<SavedStamps>(file);
}

/** After the swap: the stamps of the out/ just published. */
export function saveStamps(file: string, stamps: BuildStamps, outDir: string): void {
  const completed = readMarker(outDir)?.completed;
  if (!completed) return;
  writeCacheJson(file, { ...stamps, outCompleted: completed } satisfies SavedStamps);
}
