/**
 * `npm run build`: validate and index the content, export the site with Next.js into a staging
 * folder (out.next/), write the machine-readable outputs and check every link there, then swap it
 * in as out/. All or nothing, even when the build is killed: out/ is always the last good site or
 * the new one (scripts/lib/atomic-out.ts), and the next build cleans up after an interrupted one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { buildSite, contentPaths, contentRoots, extraContentDir } from '../lib/content/store';
import { BuildError, formatProblem } from '../lib/errors';
import { checkSite, treeStamp, type SiteCheckResult } from '../lib/check/site-check';
import { loadPageCache, savePageCache } from '../lib/check/cache-file';
import { KNOWN_COMPONENTS } from '../components/mdx/known-components';
import { writeExtraOutputs, checkOutputLinks, checkExportedPages } from './lib/outputs';
import { buildSearchIndexes, loadExtractCache, saveExtractCache } from './lib/search-index';
import { linkPolicies, routeBySeverity } from '../lib/config/link-policy';
import { prepareSiteComponents } from '../lib/site-components/prepare';
import { commitStaging, discardStaging, outputDirs, startStaging } from './lib/atomic-out';
import { slimPages } from './lib/slim-pages';
import { baseStamps, buildStamps, compileStamp, engineStamp, loadStamps, planBuild, saveStamps, stampsFile, type BuildPlan } from './lib/incremental';
import { articleStore, cachedArticle, pruneArticleCache } from './lib/article-store';
import { insertArticles } from './lib/insert-articles';
import { insertSidebars, pageSidebars } from './lib/insert-sidebars';
import type { ArticleShellData } from '../lib/content/prerendered-articles';
import { takeOverUnchanged } from './lib/merge-output';
import { forgetCompile, holdsCompileOf, prepareGenerate, rememberCompile } from './lib/compiled-engine';
import { acquireBuildLock, releaseBuildLock } from './lib/build-lock';
import { testComponentNames, testFixtureEnv } from '../lib/content/test-fixtures';
import { collectGarbage } from '../lib/collect-garbage';

const root = process.cwd();
const dirs = outputDirs(root);
const out = dirs.staging; // everything below writes to the staging folder
const cacheDir = path.join(root, '.docs-cache');
const paths = contentPaths(root);
const started = Date.now();
// Where the time goes, printed at the end (what an incremental build still spends is visible).
const phases: string[] = [];
let lapStart = started;
const lap = (phase: string) => {
  phases.push(`${phase} ${((Date.now() - lapStart) / 1000).toFixed(1)} s`);
  lapStart = Date.now();
};
let child: ChildProcess | undefined;

function fail(message: string): never {
  discardStaging(dirs);
  releaseBuildLock(cacheDir);
  console.error(`\n✖ Build failed (out/ is unchanged).\n${message}`);
  process.exit(1);
}

// Ctrl+C or a TERM from a CI runner: stop Next (its own process group), drop the staging folder.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    discardStaging(dirs);
    releaseBuildLock(cacheDir);
    console.error(`\n✖ Build interrupted (${signal}); out/ is unchanged.`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

fs.mkdirSync(cacheDir, { recursive: true });
const lockProblem = acquireBuildLock(cacheDir);
if (lockProblem) {
  console.error(`\n✖ ${lockProblem}`);
  process.exit(1);
}
for (const step of startStaging(dirs)) console.log(`Recovered from an interrupted build: ${step}`);

// 1. Content index: every author error is reported here, before anything renders.
let site;
try {
  site = buildSite(paths, { includeDrafts: false, gitDates: true });
} catch (err) {
  if (err instanceof BuildError) fail(err.message);
  throw err;
}
// The site's own React components (an imported Docusaurus site's src/), compiled for Next and
// known to the check below.
await prepareSiteComponents(site, paths.contentDir);
lap('index');

// 1a. Next's compile depends on the engine alone (its code, packages, config, the site's
// components, the build's environment), never on the content: .next keeps the compile of the last
// engine, and a build of the same engine skips it (scripts/lib/compiled-engine.ts). It runs here,
// while this process holds little, because the compile is the build's memory peak.
const engine = engineStamp(root);
const compiled = compileStamp(root);
// The build id (read from the compile): builds of the same engine and content are byte-identical.
const buildId = compiled.slice(0, 20);
if (!holdsCompileOf(root, compiled)) {
  forgetCompile(root);
  if ((await runNext('compile', { DOCS_BUILD_ID: buildId })) !== 0) fail('next build did not compile (see the errors above).');
  rememberCompile(root, compiled);
  // The compile copies static files into the export folder; the pages' export writes them again.
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out);
  lap('next compile');
}

// 1b. The page pass: every page parsed once, through the build's remark plugins, and every link
// checked: a syntax error, unknown name or broken link fails here with file:line, before any
// rendering. From the same tree, each page's Markdown export and, for an article that needs no
// hydration, its HTML (components/mdx/render-tree.tsx); Next renders those pages around an empty
// slot. Unchanged pages reuse the last run's results.
let markdownOf: (doc: { source: string }) => string | undefined = () => undefined;
const indexFile = path.join(cacheDir, 'site.json');
fs.writeFileSync(indexFile, JSON.stringify(site));
const docSources = new Set(site.index.sets.flatMap((s) => s.versions.flatMap((v) => v.docs.map((d) => d.source))));
const base = baseStamps(site, engine, treeStamp(contentRoots(), docSources, root));
const store = articleStore(cacheDir, `${base.engine}\0${base.content}`);
let articles: SiteCheckResult['articles'];
{
  const checkStarted = Date.now();
  const cache = loadPageCache(root, paths.contentDir);
  const knownComponents = [...KNOWN_COMPONENTS, ...(await testComponentNames(paths))];
  const checked = await checkSite(site, {
    rootDir: root,
    contentDir: paths.contentDir,
    knownComponents,
    cache,
    markdownSiteUrl: site.config.url,
    render: { module: pathToFileURL(path.join(root, 'components/mdx/render-tree.tsx')).href, indexFile, articles: store },
  });
  markdownOf = (doc) => checked.markdown.get(doc.source);
  articles = checked.articles;
  savePageCache(root, paths.contentDir, cache);
  for (const w of checked.warnings) console.warn(`⚠ ${formatProblem(w)}`);
  console.log(`Checked ${checked.pages} pages (MDX, names, links) in ${((Date.now() - checkStarted) / 1000).toFixed(1)} s`);
  if (checked.problems.length)
    fail(`The content has ${checked.problems.length} problem(s):\n${checked.problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
}
const pages = site.index.sets.reduce((n, s) => n + s.versions.reduce((m, v) => m + v.docs.length + v.generatedIndexes.length, 0), 0);
for (const w of site.index.warnings) console.warn(`⚠ ${w}`);
console.log(`Indexed ${pages} pages in ${Date.now() - started} ms`);
const articleHtml = new Map<string, string>();
const articleShells = new Map<string, { shell: ArticleShellData; key: string }>();
let rendered = 0;
for (const [url, { key, article, rendered: fresh }] of articles) {
  if (fresh) {
    store.save(key, article);
    rendered++;
  }
  if (article.html === undefined) continue;
  articleHtml.set(url, article.html);
  articleShells.set(url, { shell: { toc: article.toc, hasTitle: article.hasTitle }, key });
}
const articlesFile = path.join(cacheDir, 'articles.json');
fs.writeFileSync(articlesFile, JSON.stringify(Object.fromEntries([...articleShells].map(([url, a]) => [url, a.shell]))));
console.log(
  `Articles: ${articleHtml.size} of ${articles.size} rendered before Next (${rendered} now, ${articles.size - rendered} from the cache; ${articles.size - articleHtml.size} hydrated, left to Next)`,
);
collectGarbage();
lap('page pass');

// 1d. What Next renders: every page, or when out/ is the last build and only pages changed, those
// pages (scripts/lib/incremental.ts). `--full` renders everything.
const sidebars = pageSidebars(site);
const stamps = buildStamps(site, root, base, articleShells, sidebars);
const stampFile = stampsFile(cacheDir, `${paths.contentDir}\0${extraContentDir() ?? ''}`);
const saved = loadStamps(stampFile);
const plan: BuildPlan = process.argv.includes('--full') ? { kind: 'full', reason: '--full' } : planBuild(stamps, saved, dirs.out);
lap('page stamps');
/** For an incremental build, the pages whose output may differ from out/'s (undefined: all). */
const changedPages = plan.kind === 'full' ? undefined : new Set([...plan.render, ...plan.reinsert, ...plan.removed]);
console.log(
  plan.kind === 'full'
    ? `Rendering every page (${plan.reason})`
    : `Incremental build: ${plan.render.length} page(s) to render, ${plan.reinsert.length} article(s) and ${plan.sidebars.length} sidebar(s) to replace, ${plan.removed.length} removed, ${plan.unchanged} unchanged`,
);

// 2. Static export into the staging folder, on the compile of step 1a.
const renderOnlyFile = path.join(cacheDir, 'render-only.txt');
if (plan.kind === 'incremental') fs.writeFileSync(renderOnlyFile, plan.render.join('\n'));
prepareGenerate(root);
const status =
  plan.kind === 'incremental' && !plan.render.length
    ? 0
    : await runNext('generate', {
        DOCS_INDEX_FILE: indexFile,
        DOCS_BUILD_ID: buildId,
        DOCS_ARTICLES_FILE: articlesFile,
        DOCS_SIDEBARS_AFTER_EXPORT: '1',
        ...(plan.kind === 'incremental' ? { DOCS_RENDER_ONLY_FILE: renderOnlyFile } : {}),
      });
if (status !== 0) fail('next build did not complete (see the errors above).');
lap('next build');
if (fs.existsSync(out)) {
  const slim = slimPages(out);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `Slimmer pages: payload files dropped (${mb(slim.droppedBytes)}), articles left out of ${slim.strippedPages} inline payloads (${mb(slim.strippedBytes)})`,
  );
}
lap('slim pages');
if (plan.kind === 'incremental') {
  const linked = takeOverUnchanged(dirs.out, out, [...plan.render, ...plan.removed]);
  console.log(`Took over ${linked} unchanged files from out/`);
}
{
  // The articles into their pages: every page Next rendered now has an empty slot; a page taken
  // over holds the article of the last build, which the stamps name.
  const fresh = plan.kind === 'full' ? undefined : new Set(plan.render);
  const targets = plan.kind === 'full' ? [...articleHtml.keys()] : [...plan.render, ...plan.reinsert].filter((url) => articleHtml.has(url));
  const held = (url: string) => (fresh === undefined || fresh.has(url) ? '' : cachedArticle(cacheDir, saved!.articles[url])?.html);
  const wrong = insertArticles(out, new Map(targets.map((url) => [url, articleHtml.get(url)!])), held);
  // The sidebars likewise: into every page Next rendered, and over the old one where it changed.
  wrong.push(...insertSidebars(out, sidebars, plan.kind === 'full' ? sidebars.keys() : [...plan.render, ...plan.sidebars]));
  if (wrong.length)
    fail(`Articles or sidebars could not be put into their pages (an engine error; \`npm run build -- --full\` renders everything):\n  ${wrong.join('\n  ')}`);
}

lap('take over and insert articles and sidebars');

// 3. Static files of the content tree (<content>/static/, e.g. an imported Docusaurus static/
// folder) are published at the same path. They may replace the project's public/ assets (an
// imported site keeps its own logo) but never a built page. Then the machine-readable outputs
// and the link check over the exported HTML.
// (An incremental build took them over with the rest: they are unchanged, or it would be a full build.)
const staticDir = path.join(paths.contentDir, 'static');
if (plan.kind === 'full' && fs.existsSync(staticDir)) {
  const clash = (fs.readdirSync(staticDir, { recursive: true }) as string[]).find((rel) => {
    const target = path.join(out, rel);
    return /\.(html|txt)$/.test(rel) && fs.existsSync(target) && fs.statSync(target).isFile();
  });
  if (clash) fail(`${path.relative(root, path.join(staticDir, clash))}: a static file may not replace the built page out/${clash}; rename it.`);
  fs.cpSync(staticDir, out, { recursive: true });
}
const missing = checkExportedPages(out, site.index);
if (missing.length) fail(`Pages that did not export (${missing.length}):\n  ${missing.join('\n  ')}`);
writeExtraOutputs(out, site, markdownOf);
lap('static files, exported pages, Markdown and sitemap');
const report = checkOutputLinks(out, site.index, changedPages);
// The site's onBrokenLinks / onBrokenAnchors policies (DOCS_ON_BROKEN_LINKS=warn relaxes "throw").
const policies = linkPolicies(site.config);
const linkFindings = { errors: [] as string[], warnings: [] as string[] };
for (const e of report.errors) routeBySeverity(policies.onBrokenLinks, e, linkFindings);
for (const w of report.warnings) routeBySeverity(policies.onBrokenAnchors, w, linkFindings);
for (const w of linkFindings.warnings) console.warn(`⚠ ${w}`);
if (linkFindings.errors.length) fail(`Broken links (${linkFindings.errors.length}):\n  ${linkFindings.errors.join('\n  ')}`);

lap('link check');

// 4. Local search: one sharded index per set version (an incremental build rebuilds the versions
// it changed). The cache of pages' records is saved with the build it describes, after the swap.
const extractCacheFile = path.join(cacheDir, 'search-pages.json');
const extractCache = loadExtractCache(extractCacheFile);
try {
  const indexes = buildSearchIndexes(out, site.index, extractCache, changedPages);
  const total = indexes.reduce((n, r) => n + r.bytes, 0);
  console.log(
    `Search: ${indexes.length} indexes, ${(total / 1024 / 1024).toFixed(1)} MB (${indexes.map((r) => `${r.scope} ${r.pages} pages ${(r.bytes / 1024).toFixed(0)} KB`).join(', ')})`,
  );
} catch (err) {
  fail(`Search index: ${(err as Error).message}`);
}

lap('search index');

// 5. Publish: mark complete, swap in.
commitStaging(dirs);
saveStamps(stampFile, stamps, dirs.out);
saveExtractCache(extractCacheFile, extractCache);
pruneArticleCache(
  cacheDir,
  [...articles.values()].map((a) => a.key),
);
releaseBuildLock(cacheDir);
lap('publish');
console.log(`Time: ${phases.join(', ')}`);
console.log(`✔ Built ${pages} pages into out/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/**
 * `next build` in one of its two halves (compile, then generate the pages), in its own process
 * group so that an interrupted build can stop it with all its workers (and the next build can
 * stop an orphan). Exports into the staging folder.
 */
function runNext(mode: 'compile' | 'generate', env: Record<string, string>): Promise<number | null> {
  return new Promise((resolve) => {
    child = spawn(path.join(root, 'node_modules/.bin/next'), ['build', `--experimental-build-mode=${mode}`], {
      stdio: 'inherit',
      detached: true,
      env: {
        ...process.env,
        DOCS_EXPORT_DIR: path.relative(root, out),
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        ...testFixtureEnv(root),
        ...env,
      },
    });
    acquireBuildLock(cacheDir, child.pid);
    child.on('exit', (code) => {
      child = undefined;
      resolve(code);
    });
  });
}
