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
import { projectPaths } from '../lib/run-env';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-sharing-site-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

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
    delete process.env.DOCS_CONTENT_DIR;
    process.env.DOCS_EXTRA_CONTENT = '';
    const site = buildSite(projectPaths(), { gitDates: false, plugins });
    const apart = await pagePass(site, false);
    const together = await pagePass(site, true);
    assert.equal(together.problems.length, 0, JSON.stringify(together.problems.slice(0, 3)));
    assert.ok(apart.articles.size > 2000, `${apart.articles.size} articles`);
    assert.deepEqual([...together.articles.keys()], [...apart.articles.keys()]);
    for (const [url, { article }] of apart.articles) assert.deepEqual(together.articles.get(url)?.article, article, url);
    assert.deepEqual(together.markdown, apart.markdown);
    assert.deepEqual(together.warnings, apart.warnings);
  },
);
