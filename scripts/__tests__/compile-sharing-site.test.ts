/**
 * This site's page pass with compile sharing (lib/mdx/compile-sharing.ts, RunSettings.shareCompiles)
 * and the hast render of articles without page code (components/mdx/hast-render.tsx,
 * RunSettings.hastRender), and without either: every page's article (HTML or code, TOC, search
 * records), Markdown export, facts and problems are the same. Both touch only the page pass, and
 * what the build publishes of a page comes from these; the same comparison on an imported
 * Docusaurus site's whole export is `npm run bench:import -- --from <checkout> --sharing`.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite, type LoadedSite } from '../../lib/content/store';
import { checkSite, type ArticleStore } from '../../lib/check/site-check';
import { KNOWN_COMPONENTS } from '../../lib/mdx/known-components';
import { plugins } from '../../plugins/index';
import { contentPaths } from '../../lib/source/content-paths';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-sharing-site-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

interface VersionsFile {
  [set: string]: { lastVersion: string; versions: { name: string }[] };
}

/**
 * This site's content with each set's versions cut to the stable one and the oldest (the vCluster
 * docs' nine to two). The versions are snapshots of one another, so the two hold most of the
 * distinct texts, and the same texts twice over, which is what compile sharing shares: some 800 pages
 * of 2,680, and no link of theirs leads into a version cut away.
 */
function trimmedContent(): string {
  const content = path.join(dir, 'content');
  fs.cpSync('content', content, { recursive: true });
  fs.copyFileSync('site.config.json', path.join(content, 'site.config.json'));
  const versions = JSON.parse(fs.readFileSync('versions.json', 'utf8')) as VersionsFile;
  for (const [set, entry] of Object.entries(versions)) {
    const names = entry.versions.map((v) => v.name);
    const keep = new Set([entry.lastVersion, names.at(-1)!]);
    for (const name of names) if (!keep.has(name)) fs.rmSync(path.join(content, set, name), { recursive: true, force: true });
    entry.versions = entry.versions.filter((v) => keep.has(v.name));
  }
  fs.writeFileSync(path.join(content, 'versions.json'), JSON.stringify(versions, null, 2));
  return content;
}

/** No article is stored: every page is rendered. */
const NO_STORE: ArticleStore = { key: (doc) => doc.url, get: () => undefined };

async function pagePass(site: LoadedSite, shortcuts: boolean) {
  const indexFile = path.join(dir, `site-${shortcuts}.json`);
  fs.writeFileSync(indexFile, JSON.stringify({ ...site, run: { ...site.run, shareCompiles: shortcuts, hastRender: shortcuts } }));
  return checkSite(site, {
    rootDir: process.cwd(),
    contentDir: site.paths.contentDir,
    knownComponents: KNOWN_COMPONENTS,
    plugins,
    pluginsModule: pathToFileURL(path.resolve('plugins/index.ts')).href,
    markdownSiteUrl: site.config.url,
    render: { module: pathToFileURL(path.resolve('components/mdx/render-tree.tsx')).href, indexFile, articles: NO_STORE },
  });
}

test(
  "this site's page pass gives the same articles, Markdown and facts with compile sharing and the hast render as without them",
  { timeout: 600_000 },
  async () => {
    const site = buildSite(contentPaths(process.cwd(), { contentDir: trimmedContent(), extraContent: '' }), { gitDates: false, plugins });
    const apart = await pagePass(site, false);
    const together = await pagePass(site, true);
    assert.equal(together.problems.length, 0, JSON.stringify(together.problems.slice(0, 3)));
    assert.ok(apart.articles.size > 700, `${apart.articles.size} articles`);
    assert.deepEqual([...together.articles.keys()], [...apart.articles.keys()]);
    for (const [url, { article }] of apart.articles) assert.deepEqual(together.articles.get(url)?.article, article, url);
    assert.deepEqual(together.markdown, apart.markdown);
    assert.deepEqual(together.warnings, apart.warnings);
  },
);
