/**
 * The Docusaurus importer on a fixture site (two instances, three versions, partials with props,
 * Tabs with a values expression, admonitions, a raw-loader import, a custom component, numbered
 * file names, a generated-index category): import it, build it, check pages, URLs and report.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { ImportReport } from '../../lib/importer/import';
import { routeBase, sitemapParity } from '../../lib/importer/import';
import { transformMdx } from '../../lib/importer/transform-mdx';

const fixture = 'test/fixtures/docusaurus-site';
const to = fs.mkdtempSync(path.join(os.tmpdir(), 'imported-'));

test('route bases join baseUrl and routeBasePath like Docusaurus', () => {
  assert.equal(routeBase('/docs/', '/'), '/docs');
  assert.equal(routeBase('/docs/', 'product'), '/docs/product');
  assert.equal(routeBase('/', 'docs'), '/docs');
});

test('transform: @site partials, raw-loader, useBaseUrl, mapped and passed-through components', () => {
  const out = path.join(to, 'transform-check', 'guides', 'page.mdx');
  const t = transformMdx(
    "import Note from '@site/product/_partials/_note.mdx';\nimport Example from '!!raw-loader!./example.yaml';\nimport Badge from '@site/src/components/Badge';\nimport Admonition from '@site/src/components/Admonition';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\n<Note product=\"X\" />\n\n<CodeBlock language=\"yaml\">{Example}</CodeBlock>\n\n<Badge>beta</Badge>\n\nText <Badge>inline</Badge> and {useBaseUrl('/img/a.png')}.\n\n<Admonition type=\"tip\">Hi</Admonition>\n",
    { siteRoot: path.resolve(fixture), baseUrl: '/docs/', file: path.resolve(fixture, 'product/guides/raw.mdx'), outFile: out, outVersionDir: path.join(to, 'transform-check') },
  );
  assert.match(t.text, /^import Note from '\.\.\/_site\/product\/_partials\/_note\.mdx';$/m);
  assert.match(t.text, /```yaml\nreplicas: 2\nimage: nginx\n```/);
  assert.match(t.text, /^<PassThrough component="Badge">beta<\/PassThrough>$/m);
  assert.match(t.text, /Text <PassThroughInline component="Badge">inline<\/PassThroughInline>/);
  assert.match(t.text, /\{'\/docs\/img\/a\.png'\}/);
  assert.match(t.text, /<Admonition type="tip">Hi<\/Admonition>/);
  assert.deepEqual(t.passedThrough, ['Badge']);
  assert.deepEqual(t.mapped, ['Admonition']);
  assert.throws(() => transformMdx("import data from './data.json';\n", { siteRoot: fixture, baseUrl: '/', file: 'x', outFile: out, outVersionDir: to }), /data import/);
});

test('sitemap parity lists missing and extra URLs', () => {
  const parity = sitemapParity('<loc>https://x.dev/docs/a</loc><loc>https://x.dev/docs/b/</loc>', ['/docs/a/', '/docs/c/']);
  assert.deepEqual(parity, { sitemapUrls: 2, matched: 1, missing: ['/docs/b'], extra: ['/docs/c'] });
});

test('imports the fixture site and builds it with the engine', () => {
  const imported = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import-docusaurus.ts', '--from', fixture, '--to', to, '--sitemap', `${fixture}/sitemap.xml`], { encoding: 'utf8' });
  assert.equal(imported.status, 0, imported.stderr);
  assert.match(imported.stdout, /Imported 13 pages .*config evaluated/);
  const report = JSON.parse(fs.readFileSync(path.join(to, 'import-report.json'), 'utf8')) as ImportReport;
  assert.deepEqual(
    report.instances.map((i) => [i.id, i.routeBasePath, i.versions.map((v) => `${v.name}:${v.pages}`).join(' ')]),
    [
      ['default', '/docs', 'current:1'],
      ['product', '/docs/product', 'current:5 2.0.0:5 1.0.0:2'],
    ],
  );
  assert.equal(report.partialsInlined, 2);
  assert.equal(report.rawFilesInlined, 2);
  assert.deepEqual(report.componentsPassedThrough.Badge.count, 2);
  assert.deepEqual(report.failed, []);
  assert.deepEqual(report.urlParity?.missing, ['/docs/product/removed-page']);
  const versions = JSON.parse(fs.readFileSync(path.join(to, 'versions.json'), 'utf8'));
  assert.equal(versions.product.lastVersion, '2.0.0');
  assert.deepEqual(versions.product.versions.map((v: { name: string; banner: string }) => [v.name, v.banner]), [['current', 'unreleased'], ['2.0.0', 'none'], ['1.0.0', 'unmaintained']]);

  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { encoding: 'utf8', env: { ...process.env, DOCS_CONTENT_DIR: to } });
  assert.equal(built.status, 0, built.stdout + built.stderr);
  const page = (p: string) => fs.readFileSync(path.join('out', p, 'index.html'), 'utf8');
  assert.match(page('docs/intro'), /Welcome\./);
  assert.match(page('docs/product/getting-started'), /admonition-tip/);
  assert.match(page('docs/product/getting-started'), /Before you start/);
  assert.match(page('docs/product/guides/tabs'), /Install with the CLI\./); // every tab is in the HTML
  assert.match(page('docs/product/guides/partials'), /This note is about <strong>Fixture<\/strong>/);
  assert.match(page('docs/product/guides/raw'), /replicas/);
  assert.match(page('docs/product/guides/custom'), /data-component="Badge">beta</);
  assert.match(page('docs/product/category/guides'), /Every guide\./);
  assert.match(page('docs/product/next/getting-started'), /unreleased/);
  assert.match(page('docs/product/1.0.0/getting-started'), /no longer actively maintained/);
  assert.ok(!fs.existsSync(path.join('out', 'docs/product/1.0.0/guides/raw')), 'pages absent from 1.0.0 are not invented');
});
