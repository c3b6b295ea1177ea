/**
 * Search relevance against a built site: each reader query (test/search-relevance/*.json) is sent
 * as the search dialog sends it, from the set version it is typed in (that version with the
 * dialog's hitsPerPage, and every other set's stable version with OTHER_SET_PARAMS), against the
 * exported local index; the answers are laid out by the dialog's own arrangeSets, and the rank of
 * the expected page in that list (each page counted once) gives the mean reciprocal rank (MRR) and
 * success@3, and the position of its first row (the dialog lists a page's sections under it) how
 * far down the dialog a reader finds it. It also counts what each query downloads, cold, with and
 * without the other sets. writeContentIndex makes an index to run them against without a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createLocalClient } from '../../lib/search/local-client';
import { arrangeSets, otherSets, OTHER_SET_PARAMS, pageOrder, sectionHits, type OtherSet, type SetSummary } from '../../lib/search/cross-set';
import type { SearchResult } from '../../lib/search/types';
import { buildSite } from '../../lib/content/store';
import { contentPaths } from '../../lib/source/content-paths';
import { runSettingsOf } from '../../lib/config/run-settings';
import { readManifest } from '../../lib/site-modules/manifest';
import { siteComponentsOf } from '../../lib/mdx/page-imports';
import { compileMarkdown } from '../../lib/output/markdown';
import { pageFromMarkdownTree } from '../../lib/output/markdown-search-records';
import { pageData } from '../../lib/content/page-records';
import { siteIndex } from '../../lib/content/site-index';
import { isPublished, publishedUrlsOf } from '../../lib/content/published';
import { siteEnginePaths } from '../../lib/shared/site-paths';
import { referenceUrls, scopeIndexFiles, scopeLabel } from '../../lib/pipeline/search-index';
import { pluginElementMarkdown, pluginPageImports, referencePages, sitePlugins } from '../../lib/plugins/engine';
import { scopeKey } from '../../lib/search/scope';
import type { ExtractedPage } from '../../lib/output/search-index-builder';
import { plugins } from '../../plugins/index';

export interface RelevanceQuery {
  query: string;
  /** The scope the reader types it in: "vcluster-0.27.0", "platform-4.3.0". */
  from: string;
  /** The page the reader wants (any of several when the query fits them equally). */
  expect: string | string[];
}

export interface QueryOutcome extends RelevanceQuery {
  /** 1-based position of the first expected page in the dialog's list; null when absent. */
  rank: number | null;
  /**
   * 1-based position of the expected page's first row in the dialog, which lists each page's
   * matching sections under it (the rows arrow keys move through); null when absent.
   */
  hitRank: number | null;
  /** The first pages of the list, for reading a miss. */
  top: string[];
  /** Bytes the query downloads with a cold cache (gzip as served), with the other sets and without. */
  gzipBytes: number;
  gzipBytesOwnSetOnly: number;
}

export interface RelevanceReport {
  queries: number;
  mrr: number;
  successAt3: number;
  /** Share of the queries whose page starts within the dialog's first three rows. */
  rowsAt3: number;
  /** Mean gzip bytes a query downloads, with the other sets and as the dialog did before (own set only). */
  meanKB: number;
  meanKBOwnSetOnly: number;
  outcomes: QueryOutcome[];
}

interface BuiltSet {
  id: string;
  label: string;
  versions: { name: string; isLast: boolean; docs: { url: string }[]; generatedIndexes?: { url: string }[] }[];
}

function builtSets(out: string): BuiltSet[] {
  return (JSON.parse(fs.readFileSync(path.join(out, 'docs/metadata.json'), 'utf8')) as { sets: BuiltSet[] }).sets;
}

export function readQueries(file: string): RelevanceQuery[] {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RelevanceQuery[];
}

const round = (n: number, digits = 3) => Number(n.toFixed(digits));

/** Runs `queries` against the index in `out`; `hitsPerPage` is the dialog's (site.config.json). */
export async function evaluateRelevance(out: string, queries: RelevanceQuery[], hitsPerPage: number, { ownSetOnly = false } = {}): Promise<RelevanceReport> {
  const sets = builtSets(out);
  const summaries: SetSummary[] = sets.map((s) => ({ id: s.id, label: s.label, stableVersion: s.versions.find((v) => v.isLast)?.name ?? 'current' }));
  const published = new Set(sets.flatMap((s) => s.versions.flatMap((v) => [...v.docs, ...(v.generatedIndexes ?? [])].map((d) => d.url))));
  for (const q of queries)
    for (const url of [q.expect].flat()) if (!published.has(url)) throw new Error(`"${q.query}": the expected page ${url} is not a page of the built site`);

  const gzipSizes = new Map<string, number>();
  const gzipOf = (url: string, text: string) => {
    let n = gzipSizes.get(url);
    if (n === undefined) gzipSizes.set(url, (n = zlib.gzipSync(text).length));
    return n;
  };
  /** A fresh client (a reader's first query) that counts what it downloads. */
  const coldClient = () => {
    const counter = { bytes: 0 };
    const client = createLocalClient(async (url) => {
      const text = fs.readFileSync(path.join(out, url), 'utf8');
      counter.bytes += gzipOf(url, text);
      return JSON.parse(text);
    });
    return { client, counter };
  };

  const outcomes: QueryOutcome[] = [];
  for (const q of queries) {
    // ownSetOnly: the dialog as it was, searching the reader's set and version alone.
    const others: OtherSet[] = ownSetOnly ? [] : otherSets(summaries, q.from);
    const own = { indexName: q.from, params: { query: q.query, hitsPerPage } };
    const { client, counter } = coldClient();
    const [current, ...rest] = (await client.search([own, ...others.map((o) => ({ indexName: o.scope, params: { query: q.query, ...OTHER_SET_PARAMS } }))]))
      .results as SearchResult[];
    const label = current.hits[0]?.scopeLabel ?? q.from;
    const sections = arrangeSets(
      q.query,
      { scope: q.from, label, hits: current.hits, partial: !!current.partialQuery },
      others.map((o, i) => ({ ...o, hits: rest[i].hits, partial: !!rest[i].partialQuery })),
    );
    const pages = pageOrder(sections);
    const expected = new Set([q.expect].flat());
    const at = pages.findIndex((p) => expected.has(p));
    const hitAt = sectionHits(sections).findIndex((h) => expected.has(h.url.split('#')[0]));
    const ownOnly = coldClient();
    await ownOnly.client.search([own]);
    outcomes.push({
      ...q,
      rank: at === -1 ? null : at + 1,
      hitRank: hitAt === -1 ? null : hitAt + 1,
      top: pages.slice(0, 5),
      gzipBytes: counter.bytes,
      gzipBytesOwnSetOnly: ownOnly.counter.bytes,
    });
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return {
    queries: outcomes.length,
    mrr: round(mean(outcomes.map((o) => (o.rank ? 1 / o.rank : 0)))),
    successAt3: round(mean(outcomes.map((o) => (o.rank && o.rank <= 3 ? 1 : 0)))),
    rowsAt3: round(mean(outcomes.map((o) => (o.hitRank && o.hitRank <= 3 ? 1 : 0)))),
    meanKB: round(mean(outcomes.map((o) => o.gzipBytes)) / 1024, 1),
    meanKBOwnSetOnly: round(mean(outcomes.map((o) => o.gzipBytesOwnSetOnly)) / 1024, 1),
    outcomes,
  };
}

/** One line per query that is not first, for reading what to improve (its page's rank, then its first row's). */
export function formatMisses(report: RelevanceReport): string[] {
  return report.outcomes
    .filter((o) => o.rank !== 1)
    .map(
      (o) =>
        `  ${o.rank ?? '—'} (row ${o.hitRank ?? '—'})  "${o.query}" from ${o.from}: want ${[o.expect].flat().join(' or ')}; got ${o.top.slice(0, 3).join(', ') || 'nothing'}`,
    );
}

/**
 * Writes into `out` a local index of the content at `rootDir` (its own content folder, without a
 * test build's overlay) for the stable version of every set, as `npm run dev` builds it (from the
 * pages' Markdown: no configuration-field records, lib/output/markdown-search-records.ts), with the
 * docs/metadata.json evaluateRelevance reads: relevance without a build, in seconds.
 */
export function writeContentIndex(rootDir: string, out: string): void {
  const site = buildSite(contentPaths(rootDir, runSettingsOf({})), { gitDates: false, plugins });
  const modules = {
    context: siteComponentsOf(site.paths.contentDir, readManifest(rootDir), site.config),
    imports: pluginPageImports(sitePlugins(site.config, plugins)),
    elementMarkdown: (version: string) => pluginElementMarkdown(sitePlugins(site.config, plugins), version, site.paths.contentDir),
  };
  const base = siteEnginePaths(site.config).searchIndexBase;
  const write = (url: string, data: unknown) => {
    const file = path.join(out, url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(data));
  };
  for (const set of site.index.sets) {
    const version = set.versions.find((v) => v.isLast);
    if (!version) continue;
    const pages: ExtractedPage[] = [];
    for (const url of publishedUrlsOf(version)) {
      const entry = siteIndex(site.index).byUrl(url);
      if (entry?.kind !== 'doc') continue;
      const page = pageData(site, url)!;
      pages.push(pageFromMarkdownTree(compileMarkdown(entry.doc, version, site, modules).tree, url, page.title, page.breadcrumbs[0]?.label ?? page.set.label));
    }
    for (const [url, data] of scopeIndexFiles(
      base,
      scopeKey(set.id, version.name),
      scopeLabel(set, version),
      pages,
      referenceUrls(version.docs, referencePages(sitePlugins(site.config, plugins))),
    ).files)
      write(url, data);
  }
  const sets = site.index.sets.map((set) => ({
    id: set.id,
    label: set.label,
    versions: set.versions.map((v) => ({
      name: v.name,
      isLast: v.isLast,
      docs: v.docs.filter(isPublished).map((d) => ({ url: d.url })),
      generatedIndexes: v.generatedIndexes.map((g) => ({ url: g.url })),
    })),
  }));
  write('/docs/metadata.json', { sets });
}
