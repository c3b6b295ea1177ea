/**
 * The build's rendered articles, one file each in .docs-cache/articles/, by a key of everything an
 * article is made from: the engine and the content's other files (`base`), the page's record and
 * text, the URLs its file links can reach, and the version's sidebars for a page that lists a
 * category's cards. The page pass (lib/check/site-check.ts) renders the ones it does not find.
 */
import fs from 'node:fs';
import path from 'node:path';
import { reachableFiles } from '../content/page-files';
import type { DocRecord, VersionRecord } from '../content/types';
import { versionFileMap } from '../mdx/version-file-map';
import type { RenderedArticle } from '../check/page-check';
import type { ArticleStore } from '../check/site-check';
import { readCacheJson, writeCacheJson } from '../cache/json';
import { sha1 } from '../cache/stamp';

/**
 * What an article is made from besides its text, the engine and the content's other files (a page
 * added elsewhere in the version leaves it alone). Also part of the stamp of a page Next renders
 * whole (lib/pipeline/incremental.ts).
 */
export function articleInputs(doc: DocRecord, version: VersionRecord, text: string, roots: string[]): string {
  const sidebars = text.includes('DocCardList') ? JSON.stringify(version.sidebars) : '';
  const linkable = reachableFiles(versionFileMap(version), text, roots);
  return `${JSON.stringify(doc)}\0${version.dir}\0${JSON.stringify(linkable)}\0${sidebars}`;
}

const articleFile = (cacheDir: string, key: string) => path.join(cacheDir, 'articles', `${key}.json`);

/** An article stored by this or an earlier build, if still cached. */
export function cachedArticle(cacheDir: string, key: string): RenderedArticle | undefined {
  return readCacheJson<RenderedArticle>(articleFile(cacheDir, key));
}

/** The store for one build (`base`: its engine and content stamps; `roots`: its content roots). */
export function articleStore(cacheDir: string, base: string, roots: string[]): ArticleStore & { save(key: string, article: RenderedArticle): void } {
  fs.mkdirSync(path.join(cacheDir, 'articles'), { recursive: true });
  return {
    key: (doc, version, raw) => sha1(`${base}\0${articleInputs(doc, version, raw, roots)}\0${raw}`),
    get: (key) => cachedArticle(cacheDir, key),
    save: (key, article) => writeCacheJson(articleFile(cacheDir, key), article),
  };
}

/** After a build is published: drops cached articles that none of its pages holds. */
export function pruneArticleCache(cacheDir: string, keep: Iterable<string>): void {
  const used = new Set([...keep].map((k) => `${k}.json`));
  const dir = path.join(cacheDir, 'articles');
  for (const f of fs.readdirSync(dir)) if (!used.has(f)) fs.rmSync(path.join(dir, f), { force: true });
}
