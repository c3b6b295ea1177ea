/**
 * Pages and partials saved with CRLF line endings or a UTF-8 byte order mark render as Docusaurus
 * renders them (gray-matter there): the frontmatter is recognised and left out, the BOM dropped.
 * Each file is written here, since git would normalise the bytes. The render is the build's page
 * pass (lib/check/site-check.ts with components/mdx/render-tree.tsx), the engine's one compile: the
 * live preview runs the same job on the page it shows (lib/check/one-page.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite } from '../../lib/content/store';
import { projectPaths } from '../lib/run-env';
import { checkSite } from '../../lib/check/site-check';
import { KNOWN_COMPONENTS } from '../../lib/mdx/known-components';
import { plugins } from '../../plugins/index';

const BOM = '\ufeff';
const crlf = (s: string) => s.replace(/\n/g, '\r\n');
/** Frontmatter whose text must not reach the page. */
const fm = (name: string) => `---\ntitle: ${name}\nsidebar_label: ${name}-label\n---\n\n`;

const FILES: Record<string, string> = {
  'crlf-page.mdx': crlf(
    `${fm('CRLF page')}import Crlf from './_partials/crlf.mdx';\nimport Bom from './_partials/bom.mdx';\nimport Both from './_partials/bom-crlf.mdx';\n\nCRLF page body.\n\n<Crlf />\n\n<Bom />\n\n<Both />\n`,
  ),
  'bom-page.mdx': `${BOM}${fm('BOM page')}BOM page body.\n`,
  'bom-crlf-page.mdx': BOM + crlf(`${fm('BOM CRLF page')}BOM CRLF page body.\n`),
  '_partials/crlf.mdx': crlf(`${fm('crlf-partial')}CRLF partial body.\n`),
  '_partials/bom.mdx': `${BOM}${fm('bom-partial')}BOM partial body.\n`,
  '_partials/bom-crlf.mdx': BOM + crlf(`${fm('bom-crlf-partial')}BOM CRLF partial body.\n`),
};

/** What must not show: any frontmatter text, a BOM, a thematic break from a "---" line. */
function assertClean(html: string, body: string[], where: string): void {
  for (const text of body) assert.ok(html.includes(text), `${where}: "${text}" is rendered:\n${html}`);
  assert.doesNotMatch(html, /title:|sidebar_label|-label|<hr/, `${where}: frontmatter rendered:\n${html}`);
  assert.ok(!html.includes(BOM), `${where}: a byte order mark is in the page`);
}

test('crlf-partial, bom-partial: frontmatter of CRLF and BOM pages and partials is not rendered', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-encodings-'));
  const prev = process.env.DOCS_CONTENT_DIR;
  t.after(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (prev === undefined) delete process.env.DOCS_CONTENT_DIR;
    else process.env.DOCS_CONTENT_DIR = prev;
  });
  fs.cpSync('test/fixtures/site', dir, { recursive: true });
  const version = path.join(dir, 'vcluster/1.1.0');
  for (const [file, text] of Object.entries(FILES)) fs.writeFileSync(path.join(version, file), text);
  process.env.DOCS_CONTENT_DIR = dir;
  const paths = projectPaths();
  const site = buildSite(paths, { gitDates: false, plugins });
  const indexFile = path.join(dir, 'site.json');
  fs.writeFileSync(indexFile, JSON.stringify(site));
  const docs = site.index.sets.flatMap((s) => s.versions).find((v) => v.dir.endsWith('vcluster/1.1.0'))!;
  const expected: Record<string, { title: string; body: string[] }> = {
    'crlf-page': { title: 'CRLF page', body: ['CRLF page body.', 'CRLF partial body.', 'BOM partial body.', 'BOM CRLF partial body.'] },
    'bom-page': { title: 'BOM page', body: ['BOM page body.'] },
    'bom-crlf-page': { title: 'BOM CRLF page', body: ['BOM CRLF page body.'] },
  };
  const pages = Object.keys(expected).map((name) => docs.docs.find((d) => d.source.endsWith(`/${name}.mdx`))!);

  await t.test('the index reads their frontmatter', () => {
    for (const doc of pages) assert.equal(doc.frontmatter.title, expected[path.basename(doc.source, '.mdx')].title, doc.source);
  });

  await t.test('the build page pass renders them without it', async () => {
    const checked = await checkSite(site, {
      rootDir: paths.rootDir,
      contentDir: dir,
      knownComponents: KNOWN_COMPONENTS,
      plugins,
      markdownSiteUrl: site.config.url,
      render: {
        module: pathToFileURL(path.resolve('components/mdx/render-tree.tsx')).href,
        indexFile,
        articles: { key: (doc) => doc.source, get: () => undefined },
      },
    });
    assert.deepEqual(checked.problems, []);
    for (const doc of pages) {
      const { body } = expected[path.basename(doc.source, '.mdx')];
      const article = checked.articles.get(doc.url)?.article;
      assert.ok(article?.html !== undefined, `${doc.source} rendered to HTML`);
      assertClean(article.html, body, `${doc.source} (page pass)`);
      assertClean(checked.markdown.get(doc.source) ?? '', body, `${doc.source} (Markdown export)`);
    }
  });
});
