/**
 * `npm run check` beyond the content index: every SVG the site publishes (lib/check/svg-scripts.ts),
 * every page through the MDX parser and the build's remark plugins (lib/check/page-check.ts), then
 * every link against the site's routes, static files and headings — what the build would reject,
 * found in seconds and without rendering.
 */
import fs from 'node:fs';
import { staticFileAt, staticFolders, type StaticFolder } from '../source/static-folders';
import path from 'node:path';
import { linkPolicies } from '../config/link-policy';
import { pluginRouteOf } from '../config/plugin-routes';
import { contentRoots, type LoadedSite } from '../content/store';
import { encodeUrlPath } from '../source/paths';
import { routeTable } from '../content/routes';
import type { ContentIndex, DocRecord, VersionRecord } from '../content/types';
import { markdownPath } from '../output/markdown-path';
import { reachableFiles } from '../content/page-files';
import { versionFileMap } from '../mdx/version-file-map';
import { brokenFileLinkMessage } from '../mdx/remark-links';
import { routeBySeverity } from '../config/link-policy';
import type { Problem } from '../errors';
import type { PageCheck, PageFacts, RenderedArticle } from './page-check';
import { checkPages } from './page-pool';
import { pluginPublishedFiles, sitePlugins } from '../plugins/engine';
import type { AvailablePlugins } from '../plugins/types';
import { isSitePath, siteBase, siteEnginePaths, sitePrefixes } from '../shared/site-paths';
import { sameTextOrder, type PageJob } from './page-jobs';
import { partialAffinityOrder } from './partial-affinity';
import { pageJobOf, sharedPageContext } from './page-context';
import { svgScriptProblems } from './svg-scripts';
import { siteLocales } from '../config/i18n';
import { localeOfPath } from '../shared/locale-paths';
import { overLimitMessage, sizeOverLimit } from '../mdx/limits';
import { allBlogs, allPages } from '../i18n/all-locales';
import { markdownPluginsStamp } from '../config/markdown-plugins';
import { contentStamp, engineStamp, sha1 } from '../cache/stamp';
import { aliasFiles } from '../content/anchor-aliases';

export interface SiteCheckOptions {
  rootDir: string;
  contentDir: string;
  /** The engine's components (lib/mdx/known-components.ts); the site's plugins' and its own are added here. */
  knownComponents: readonly string[];
  /** The plugins this checkout provides (lib/plugins/types.ts), handed in by whoever wires the check or the build. */
  plugins: AvailablePlugins;
  /** The file URL of the module that exports them, which the workers load (PagePassOptions.pluginsModule). */
  pluginsModule?: string;
  /** The engine's stamp when the caller has it (lib/cache/stamp.ts engineStamp): cached results of another engine are stale. */
  engineStamp?: string;
  /** Results of unchanged pages from the last run (see pageCacheKeys); updated in place. */
  cache?: PageCache;
  /** The build: also make every page's Markdown export (links absolute to this site URL). */
  markdownSiteUrl?: string;
  /** The build: also render every page's article in the same pass (see SharedContext.render), kept in `articles`. */
  render?: { module: string; indexFile: string; articles: ArticleStore };
}

/** Where the build keeps rendered articles, by a key of everything an article is made from. */
export interface ArticleStore {
  key(doc: DocRecord, version: VersionRecord, raw: string): string;
  get(key: string): RenderedArticle | undefined;
}

export type PageCache = Record<
  string,
  { key: string; problems: Problem[]; warnings?: Problem[]; facts: PageFacts; markdown?: string; markdownSiteUrl?: string }
>;

export interface SiteCheckResult {
  problems: Problem[];
  warnings: Problem[];
  pages: number;
  /** Each page's Markdown export by source path (when markdownSiteUrl was given). */
  markdown: Map<string, string>;
  /** With `render`: each page's article (without html: it needs hydration) and its key in the store. */
  articles: Map<string, { key: string; article: RenderedArticle; rendered: boolean }>;
  /** The texts the pages' checks parsed, one digest per parse (lib/mdx/parse-tally.ts): none for a page from the cache. */
  parses: string[];
  /** The anchor links it warned about (anchorLinkKey), which the exported HTML's check does not warn about again. */
  warnedAnchors: Set<string>;
  /** Where the site's routes match in any case: each path a link names that only a page of another case has → that page. */
  caseRedirects: Map<string, string>;
}

/** An anchor link of a page, by the page, the page it goes to and the id: what both link checks can name. */
export const anchorLinkKey = (pageUrl: string, target: string, id: string) => `${pageUrl}\0${target}\0${id}`;

/** Site paths that exist besides pages: the engine's public files and the static folders'. */
function staticExists(opts: SiteCheckOptions, sitePath: string, folders: readonly StaticFolder[]): boolean {
  const decoded = decodeURIComponent(sitePath);
  return staticFileAt([{ dir: path.join(opts.rootDir, 'public'), at: '' }, ...folders], decoded) !== undefined;
}

/** Where else a path of this set exists: the same page in the set's other versions. */
function otherVersions(index: ContentIndex, sitePath: string): string[] {
  const hits: string[] = [];
  for (const set of index.sets) {
    const own = [...set.versions].sort((a, b) => b.path.length - a.path.length).find((v) => sitePath === `${v.path}/` || sitePath.startsWith(`${v.path}/`));
    if (!own) continue;
    const rest = sitePath.slice(own.path.length);
    for (const v of set.versions) {
      if (v === own) continue;
      const url = `${v.path}${rest}`;
      if (routeTable(index).has(url)) hits.push(`exists in ${v.name} — link to ${url}`);
    }
  }
  return hits;
}

/** "exists in 1.1.0" when the source path a file link resolved to is a page of the set's other versions. */
function otherVersionsWithFile(version: VersionRecord, siblings: VersionRecord[], target: string): string | undefined {
  if (!target.startsWith(`${version.dir}/`)) return undefined;
  const rest = target.slice(version.dir.length);
  const found = siblings.filter((v) => v !== version && v.docs.some((d) => d.source === `${v.dir}${rest}`)).map((v) => v.name);
  return found.length ? `exists in ${found.join(', ')}` : undefined;
}

const NO_FACTS: PageFacts = { links: [], ids: [], openIds: false, brokenFileLinks: [], components: [] };

/** One page's check result, from the cache or checked now. */
interface Outcome {
  doc: DocRecord;
  version: VersionRecord;
  result?: PageCheck;
  /** With `render`: the article's key, and the article when stored already. */
  article?: { key: string; cached?: RenderedArticle };
}

/** A page's entry in the check cache: a fallback page of a locale shares its file with the default locale's page. */
const cacheId = (doc: DocRecord): string => (doc.locale ? `${doc.locale}:${doc.source}` : doc.source);

export async function checkSite(site: LoadedSite, opts: SiteCheckOptions): Promise<SiteCheckResult> {
  const { index } = site;
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const facts = new Map<string, { doc: DocRecord; version: VersionRecord; facts: PageFacts }>();
  const jobs: { doc: DocRecord; version: VersionRecord; siblings: VersionRecord[] }[] = [];
  for (const set of index.sets) for (const version of set.versions) for (const doc of version.docs) jobs.push({ doc, version, siblings: set.versions });
  // Blog posts go through the same pass, as docs of the blog's container (lib/blog/types.ts).
  for (const { container: blog } of allBlogs(index)) for (const doc of blog.docs) jobs.push({ doc, version: blog, siblings: [blog] });
  // MDX pages of the pages folder go through the same pass, as docs of its container (lib/pages/types.ts).
  for (const { container: pages } of allPages(index)) for (const doc of pages.docs) jobs.push({ doc, version: pages, siblings: [pages] });

  const roots = contentRoots(site.paths);
  // SVGs are published as files: one that can run script is refused before anything renders (a static folder's too).
  const folders = staticFolders(opts.contentDir, site.config);
  const svgRoots = [...roots, ...folders.map((f) => f.dir).filter((d) => !roots.some((r) => d.startsWith(r + path.sep)))];
  problems.push(...svgScriptProblems({ contentRoots: svgRoots, contentPolicy: site.config.content }, opts.rootDir));
  const cache = opts.cache;
  const shared = sharedPageContext(site, opts);
  const { knownComponents, openIdComponents: openIds, contentPolicy: policy, limits, buildEnv } = shared;
  const plugins = sitePlugins(site.config, opts.plugins);
  const policies = linkPolicies(site.config, site.run);
  // What page code is run with: a page that failed with other values is checked again.
  const codeStamp = JSON.stringify({ pageSeconds: limits.pageSeconds, buildEnv });
  const stamp = cache
    ? sha1(
        (opts.engineStamp ?? engineStamp(opts.rootDir, site.paths)) +
          `${knownComponents.join(',')}\n${openIds.join(',')}\n` +
          // (An alias file is in its pages' keys below, not in this one.)
          contentStamp(roots, new Set(jobs.flatMap((j) => [j.doc.source, ...aliasFiles(j.doc)])), opts.rootDir, policy) +
          JSON.stringify(policy ?? {}) +
          markdownPluginsStamp(site.config.markdownPlugins, opts.contentDir) +
          JSON.stringify(site.config.admonitionTypes ?? []) +
          // How a page's imports resolve: the components' manifest, the global components, themes and module aliases.
          sha1(JSON.stringify(shared.siteComponents)) +
          codeStamp,
      )
    : '';
  const versionIndex = new Map<VersionRecord, number>();
  // Each page's result, in site order: from the cache, or checked below (in parallel).
  const outcomes: Outcome[] = [];
  const pending: { job: PageJob; outcome: Outcome; key: string }[] = [];
  const siblingsOf = new Map(jobs.map((j) => [j.version, j.siblings]));
  for (const { doc, version } of jobs) {
    const outcome: Outcome = { doc, version };
    outcomes.push(outcome);
    // A page over content.limits.pageBytes is refused before it is read (lib/mdx/limits.ts).
    const tooBig = sizeOverLimit(fs.statSync(path.join(opts.rootDir, doc.source)).size, shared.limits!.pageBytes);
    if (tooBig) {
      outcome.result = { problems: [{ file: doc.source, line: 1, message: overLimitMessage(tooBig) }], facts: NO_FACTS };
      continue;
    }
    const raw = fs.readFileSync(path.join(opts.rootDir, doc.source), 'utf8');
    if (raw.length > 1024 * 1024)
      warnings.push({
        file: doc.source,
        message: `page source is ${(raw.length / 1024 / 1024).toFixed(1)} MB (over 1 MB): split it into several pages, or move data into a generated page`,
      });
    if (opts.render) {
      const articleKey = opts.render.articles.key(doc, version, raw);
      outcome.article = { key: articleKey, cached: opts.render.articles.get(articleKey) };
    }
    let key = '';
    if (cache) {
      // The pages its file links can reach, not the whole version: adding a page re-checks only the
      // pages that name it.
      const reachable = JSON.stringify(reachableFiles(versionFileMap(version, siblingsOf.get(version)), raw, roots));
      key = sha1(
        `${stamp}\n${reachable}\n${doc.linkBase ?? ''}\n${doc.locale ?? ''}\n${shared.markdownFormat ?? ''}\n${JSON.stringify(doc.anchorAliases ?? null)}\n${raw}`,
      );
      const hit = cache[cacheId(doc)];
      // A result without the Markdown the build asks for (left by `npm run check`) is checked again.
      const hasMarkdown = opts.markdownSiteUrl === undefined || hit?.markdownSiteUrl === opts.markdownSiteUrl || Boolean(hit?.problems.length);
      // A page whose article is not stored is parsed again for it, and checked with it.
      const hasArticle = !outcome.article || outcome.article.cached !== undefined || Boolean(hit?.problems.length);
      if (hit?.key === key && hasMarkdown && hasArticle) {
        outcome.result = { problems: hit.problems, ...(hit.warnings ? { warnings: hit.warnings } : {}), facts: hit.facts, markdown: hit.markdown };
        continue;
      }
    }
    if (!versionIndex.has(version)) {
      versionIndex.set(version, shared.versions.length);
      shared.versions.push({ name: version.name, dir: version.dir, fileToUrl: versionFileMap(version, siblingsOf.get(version)) });
    }
    pending.push({ outcome, key, job: pageJobOf(site, doc, raw, versionIndex.get(version)!) });
  }
  // Same text below the frontmatter one after the other: parsed once (see sameTextOrder); pages that
  // include the same large partial in one batch.
  const versionDirs = shared.versions.map((v) => v.dir);
  pending.splice(0, pending.length, ...partialAffinityOrder(sameTextOrder(pending), versionDirs, opts.rootDir));
  // Rendering pages grows a heap fast: on the worker threads alone, whose heaps are bounded (lib/check/threads.ts).
  const parses: string[] = [];
  const checked = await checkPages(
    pending.map((p) => p.job),
    shared,
    { mainThreadWorks: !opts.render, wantedThreads: site.run.checkThreads, parses },
  );
  pending.forEach(({ outcome, key }, i) => {
    outcome.result = checked[i];
    // (The article is not kept here: the build stores it by its own key.)
    const { problems: found, warnings: warned, facts: pageFacts, markdown: md } = checked[i];
    if (cache)
      cache[cacheId(outcome.doc)] = {
        key,
        problems: found,
        ...(warned ? { warnings: warned } : {}),
        facts: pageFacts,
        ...(md === undefined ? {} : { markdown: md, markdownSiteUrl: opts.markdownSiteUrl }),
      };
  });
  for (const { doc, version, result } of outcomes) {
    problems.push(...result!.problems);
    warnings.push(...(result!.warnings ?? []));
    facts.set(doc.url, { doc, version, facts: result!.facts });
  }
  if (cache) {
    const current = new Set(jobs.map((j) => cacheId(j.doc)));
    for (const source of Object.keys(cache)) if (!current.has(source)) delete cache[source];
  }

  // File links (./x.mdx) that match no doc, found by the compile's remark-links: the site's
  // onBrokenMarkdownLinks decides, with a hint when the file exists in another version.
  for (const { doc, version, facts: f } of facts.values())
    for (const link of f.brokenFileLinks ?? []) {
      const elsewhere = otherVersionsWithFile(version, siblingsOf.get(version) ?? [], link.target);
      const problem = { file: link.file ?? doc.source, line: link.line, column: link.column, message: brokenFileLinkMessage(link, elsewhere) };
      routeBySeverity(policies.onBrokenMarkdownLinks, problem, { errors: problems, warnings });
    }

  // Links: what the build's output link check would reject, with the line it comes from.
  const table = routeTable(index);
  const prefixes = sitePrefixes(site.config);
  const engine = siteEnginePaths(site.config);
  // The build's own files (pages may link to them).
  const generated = new Set<string>(Object.values(engine.files));
  const published = pluginPublishedFiles(plugins, { contentDir: opts.contentDir, index });
  const linkProblems = policies.onBrokenLinks === 'throw' ? problems : warnings;
  // Where the site's routes match in any case (routesMatchAnyCase), /docs/Intro finds /docs/intro, and
  // the path the link names gets a redirect page to it (caseRedirects).
  let lowered: Map<string, string> | undefined;
  const caseRedirects = new Map<string, string>();
  const caseless = (target: string): string | undefined => {
    if (!site.config.routesMatchAnyCase) return undefined;
    lowered ??= new Map([...table.keys()].map((u) => [u.toLowerCase(), u]));
    const t = target.toLowerCase();
    const page = lowered.get(t) ?? lowered.get(`${t}/`);
    if (page) caseRedirects.set(page.endsWith('/') && !target.endsWith('/') ? `${target}/` : target, page);
    return page;
  };
  // Docusaurus builds each locale on its own, with only that locale's routes: a page's link into
  // another locale's path (from an English page to /fr/…) matches none of them.
  const base = siteBase(site.config);
  const locales = siteLocales(site.config.i18n);
  const otherLocale = (pageUrl: string, target: string) => {
    if (locales.length < 2) return undefined;
    const there = localeOfPath(base, locales, target);
    return !there.isDefault && there.name !== localeOfPath(base, locales, pageUrl).name ? there.name : undefined;
  };
  const warnedAnchors = new Set<string>();
  for (const [pageUrl, { doc, facts: f }] of facts) {
    for (const link of f.links) {
      if (/^(\w[\w+.-]*:|\/\/)/.test(link.url)) continue; // external
      // A file link left unresolved (./x.mdx) falls under onBrokenMarkdownLinks, applied above.
      if (/\.mdx?([?#]|$)/.test(link.url)) continue;
      const [beforeHash, hash] = link.url.split('#', 2);
      const pathPart = beforeHash.split('?')[0];
      if (!pathPart && !hash) continue;
      let target: string;
      try {
        target = pathPart ? encodeUrlPath(new URL(pathPart, `http://site${pageUrl}`).pathname) : pageUrl;
      } catch {
        continue;
      }
      const at = { file: link.origin?.file ?? doc.source, line: link.line, column: link.column };
      const note = link.origin ? ` (in the partial included at ${link.origin.includedAt})` : '';
      if (pathPart) {
        if (!isSitePath(prefixes, target)) continue;
        if (target.startsWith(engine.assetPrefix)) continue; // found by remark-images or remark-file-links
        const page = table.has(target) ? target : table.has(`${target}/`) ? `${target}/` : caseless(target);
        const isMarkdown = target.endsWith('.md') && [...table.keys()].some((u) => markdownPath(u, base) === target);
        if (!page && !isMarkdown && !generated.has(target) && !published.has(target) && !staticExists(opts, target, folders)) {
          const byPlugin = pluginRouteOf(site.config, safeDecode(target));
          if (byPlugin) {
            warnings.push({
              ...at,
              message: `link to ${link.url} goes to a page the site's plugin ${byPlugin} publishes, which this build does not run: the link is kept, and leads nowhere in this build${note}`,
            });
            continue;
          }
          const hints = otherVersions(index, target.endsWith('/') ? target : `${target}/`);
          linkProblems.push({
            ...at,
            message: `link to ${link.url} matches no page of the site${note}${hints.length ? ` (it ${hints.join('; ')})` : ''} — fix the path or remove the link`,
          });
          continue;
        }
        if (!page) continue;
        const locale = otherLocale(pageUrl, page);
        if (locale) {
          linkProblems.push({
            ...at,
            message: `link to ${link.url} goes to the ${locale} locale, whose pages are built as a site of their own: from this page's locale it matches no page${note} — link to the page in this page's locale, or to the ${locale} page by its full URL`,
          });
          continue;
        }
        target = page;
      }
      if (!hash) continue;
      const targetFacts = facts.get(target)?.facts;
      if (!targetFacts || targetFacts.openIds) continue;
      let id = hash;
      try {
        id = decodeURIComponent(hash);
      } catch {
        // keep as written
      }
      // Under onBrokenAnchors "ignore" Docusaurus says nothing; "throw" is the exported HTML's link check's to enforce.
      if (!targetFacts.ids.includes(id) && policies.onBrokenAnchors !== 'ignore') {
        warnings.push({ ...at, message: `anchor "#${hash}" does not exist on ${target}${note} — link to one of its headings` });
        warnedAnchors.add(anchorLinkKey(pageUrl, target, id));
      }
    }
  }
  const markdown = new Map<string, string>();
  const articles: SiteCheckResult['articles'] = new Map();
  for (const { doc, result, article } of outcomes) {
    if (result?.markdown !== undefined) markdown.set(doc.source, result.markdown);
    const rendered = result?.article;
    if (article && (rendered ?? article.cached))
      articles.set(doc.url, { key: article.key, article: (rendered ?? article.cached)!, rendered: Boolean(rendered) });
  }
  return { problems, warnings, pages: jobs.length, markdown, articles, parses, warnedAnchors, caseRedirects };
}

function safeDecode(urlPath: string): string {
  try {
    return decodeURI(urlPath);
  } catch {
    return urlPath;
  }
}
