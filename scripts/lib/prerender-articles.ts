/**
 * Renders the articles of pages that need no hydration before `next build`, once each, cached by
 * what they are made from (.docs-cache/articles/<key>.json). Next renders those pages around an
 * empty article slot (lib/content/prerendered-articles.ts) and insert-articles.ts puts the HTML
 * in after the export. A page this cannot render (a component only Next resolves, an async one)
 * is left to Next.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedSite } from '../../lib/content/store';
import { contentRoots, getSite } from '../../lib/content/store';
import { reachableFiles } from '../../lib/content/page-files';
import { siteIndex } from '../../lib/content/site-index';
import type { DocRecord, VersionRecord } from '../../lib/content/types';
import { versionFileMap } from '../../lib/mdx/pipeline';
import type { ArticleHtml } from '../../components/mdx/render-article';
import { checkThreads, startTsWorker, type CheckWorker } from '../../lib/check/threads';
import { readCacheJson, writeCacheJson } from '../../lib/cache-json';

/** A rendered article, or null when Next must render the page. */
export type ArticleResult = ArticleHtml | null;

const sha1 = (text: string) => crypto.createHash('sha1').update(text).digest('hex');

const BATCH = 16;

/** Renders articles by URL (in a worker thread; the site is the one in DOCS_INDEX_FILE). */
export async function renderArticles(urls: string[]): Promise<ArticleResult[]> {
  const { renderArticleHtml } = await import('../../components/mdx/render-article');
  const site = siteIndex(getSite().index);
  const results: ArticleResult[] = [];
  for (const url of urls) {
    const entry = site.byUrl(url);
    try {
      if (entry?.kind !== 'doc') throw new Error(`${url} is not a doc page`);
      results.push(await renderArticleHtml(entry.doc, entry.version));
    } catch {
      results.push(null);
    }
  }
  return results;
}

/**
 * What an article is made from besides its text, the engine and the content's other files: the
 * page's record, the URLs of the pages it can link to by file (lib/content/page-files.ts: a page
 * added elsewhere in the version leaves it alone), and the version's
 * sidebars for a page that lists a category's cards. Also part of the stamp of a page Next renders
 * whole (scripts/lib/incremental.ts).
 */
export function articleInputs(doc: DocRecord, version: VersionRecord, text: string): string {
  const sidebars = text.includes('DocCardList') ? JSON.stringify(version.sidebars) : '';
  const linkable = reachableFiles(versionFileMap(version), text, contentRoots());
  return `${JSON.stringify(doc)}\0${version.dir}\0${JSON.stringify(linkable)}\0${sidebars}`;
}

function articleKey(doc: DocRecord, version: VersionRecord, text: string, base: string): string {
  return sha1(`${base}\0${articleInputs(doc, version, text)}\0${text}`);
}

/** Each URL's article; undefined for pages no worker could render (not cached: Next renders them). */
async function renderOnWorkers(urls: string[], indexFile: string): Promise<(ArticleResult | undefined)[]> {
  const results: (ArticleResult | undefined)[] = new Array(urls.length);
  const queue: number[][] = [];
  for (let i = 0; i < urls.length; i += BATCH) queue.push(urls.slice(i, i + BATCH).map((_, k) => i + k));
  // Always on workers, so that React is its production build like in Next, whatever this process loaded.
  const count = Math.min(checkThreads(), queue.length);
  const start = () => startTsWorker(new URL('./prerender-worker.ts', import.meta.url));
  const running = new Set<CheckWorker>();
  const loop = async (w: CheckWorker): Promise<void> => {
    running.add(w);
    if (!(await w.ready)) return;
    for (let next = queue.shift(); next; next = queue.shift()) {
      const batch = next;
      const done = await new Promise<ArticleResult[] | undefined>((resolve) => {
        const finish = (results?: ArticleResult[]) => {
          w.worker.off('message', onMessage).off('exit', onExit);
          resolve(results);
        };
        const onMessage = (m: { results: ArticleResult[] }) => finish(m.results);
        const onExit = () => finish(undefined);
        w.worker.on('message', onMessage).on('exit', onExit);
        w.worker.postMessage({ indexFile, urls: batch.map((i) => urls[i]) });
      });
      if (!done) {
        // The worker stopped (out of memory) on this batch: its pages one at a time on a new
        // worker, so that only the page that needs more memory is left to Next.
        if (batch.length > 1) queue.unshift(...batch.map((i) => [i]));
        return loop(start());
      }
      done.forEach((r, k) => (results[batch[k]] = r));
    }
  };
  try {
    await Promise.all(Array.from({ length: count }, () => loop(start())));
  } finally {
    for (const w of running) void w.worker.terminate();
  }
  return results;
}

export interface PrerenderReport {
  /** URL → the article (null: Next renders the page) and the cache key it is stored under. */
  articles: Map<string, { key: string; result: ArticleResult }>;
  rendered: number;
  cached: number;
  /** Left to Next because the check found a component that needs hydration. */
  hydrated: number;
}

const articleFile = (cacheDir: string, key: string) => path.join(cacheDir, 'articles', `${key}.json`);

/** An article stored by this or an earlier build (the one a page of out/ holds), if still cached. */
export function cachedArticle(cacheDir: string, key: string): ArticleResult | undefined {
  return readCacheJson<ArticleResult>(articleFile(cacheDir, key));
}

/**
 * Every doc page's article, from the cache or rendered now (`indexFile`: the site as the build
 * wrote it; `base`: the engine and content stamps). Pages the check found using a component that
 * needs hydration (`hydrated`, by source path) are left to Next without being compiled here.
 */
export async function prerenderArticles(
  site: LoadedSite,
  indexFile: string,
  rootDir: string,
  cacheDir: string,
  base: string,
  hydrated: ReadonlySet<string>,
): Promise<PrerenderReport> {
  fs.mkdirSync(path.join(cacheDir, 'articles'), { recursive: true });
  const articles = new Map<string, { key: string; result: ArticleResult }>();
  const misses: { url: string; key: string }[] = [];
  let skipped = 0;
  for (const set of site.index.sets)
    for (const version of set.versions)
      for (const doc of version.docs) {
        const text = fs.readFileSync(path.join(rootDir, doc.source), 'utf8');
        const key = articleKey(doc, version, text, base);
        if (hydrated.has(doc.source)) {
          articles.set(doc.url, { key, result: null });
          skipped++;
          continue;
        }
        const result = cachedArticle(cacheDir, key);
        if (result === undefined) misses.push({ url: doc.url, key });
        else articles.set(doc.url, { key, result });
      }
  const urls = misses.map((m) => m.url);
  const results = urls.length ? await renderOnWorkers(urls, indexFile) : [];
  misses.forEach(({ url, key }, i) => {
    articles.set(url, { key, result: results[i] ?? null });
    if (results[i] === undefined) return;
    writeCacheJson(articleFile(cacheDir, key), results[i]);
  });
  return { articles, rendered: misses.length, cached: articles.size - misses.length - skipped, hydrated: skipped };
}

/** After a build is published: drops cached articles that none of its pages holds. */
export function pruneArticleCache(cacheDir: string, keep: Iterable<string>): void {
  const used = new Set([...keep].map((k) => `${k}.json`));
  const dir = path.join(cacheDir, 'articles');
  for (const f of fs.readdirSync(dir)) if (!used.has(f)) fs.rmSync(path.join(dir, f), { force: true });
}
