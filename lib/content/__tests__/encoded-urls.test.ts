import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../store';
import { encodeUrlPath } from '../../source/paths';
import { routeTable, segmentsToUrl, urlToSegments } from '../routes';
import { flattenSidebar } from '../../shared/sidebar-tree';
import { publishedUrls, sitemapXml } from '../../output/sitemap';
import { llmsTxt } from '../../output/markdown';
import { buildSearchIndexes } from '../../pipeline/search-index';
import { enginePaths } from '../../shared/site-paths';

const SPACED = '/docs/vcluster/my%20guide%20page/';
const NON_ASCII = '/docs/vcluster/%C3%BCber-uns/%E6%97%A5%E6%9C%AC%E8%AA%9E/';
const GENERATED = '/docs/vcluster/f%C3%BChrung%20und%20mehr/';

test('encodeUrlPath: every segment percent-encoded once', () => {
  assert.equal(encodeUrlPath('/docs/my guide/über/'), '/docs/my%20guide/%C3%BCber/');
  assert.equal(encodeUrlPath('/docs/my%20guide/'), '/docs/my%20guide/', 'already encoded stays as it is');
  assert.equal(encodeUrlPath('/docs/100%/'), '/docs/100%25/', 'a lone % is text');
  assert.equal(encodeUrlPath('/docs/plain-page/'), '/docs/plain-page/');
});

test('slugs with spaces and non-ASCII characters: one encoded URL in routes, sidebar, sitemap and llms.txt', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encoded-urls-'));
  try {
    fs.cpSync('test/fixtures/site', dir, { recursive: true });
    const v = path.join(dir, 'vcluster/1.1.0');
    fs.writeFileSync(path.join(v, 'spaced.mdx'), '---\ntitle: Spaced\nslug: /my guide page\n---\n\nSpaces.\n');
    fs.writeFileSync(path.join(v, 'umlaut.mdx'), '---\ntitle: Umlaut\nslug: /über-uns/日本語\n---\n\nNon-ASCII.\n');
    fs.writeFileSync(
      path.join(v, 'guides/advanced/_category_.json'),
      JSON.stringify({ label: 'Advanced', position: 5, link: { type: 'generated-index', slug: '/führung und mehr' } }),
    );
    const { index, config } = buildSite(
      { rootDir: process.cwd(), contentDir: dir, configFile: path.join(dir, 'site.config.json'), versionsFile: path.join(dir, 'versions.json') },
      { gitDates: false, plugins: [] },
    );
    const table = routeTable(index);
    for (const url of [SPACED, NON_ASCII, GENERATED]) {
      assert.ok(table.has(url), `${url} is a route`);
      assert.equal(segmentsToUrl(urlToSegments(url)), url, 'route params map back to the URL (decoded or not)');
      assert.equal(segmentsToUrl(urlToSegments(url).map(encodeURIComponent)), url);
      const version = index.sets.find((s) => s.id === 'vcluster')!.versions.find((x) => x.isLast)!;
      assert.ok(Object.values(version.sidebars).some((items) => flattenSidebar(items).some((l) => l.href === url)), `${url} in the sidebar`);
      assert.ok(sitemapXml(config.url, publishedUrls(index)).includes(`${url}</loc>`), `${url} in the sitemap`);
      if (url !== GENERATED) assert.ok(llmsTxt(index, config).includes(`${url.replace(/\/$/, '')}.md)`), `${url} in llms.txt`);
    }
    assert.doesNotMatch(sitemapXml(config.url, publishedUrls(index)), /my guide|über|führung/, 'no raw characters');

    // The search index reads each exported page from its decoded file name and records the encoded URL.
    const out = path.join(dir, 'out');
    for (const [url, title] of [
      [SPACED, 'Spaced'],
      [NON_ASCII, 'Umlaut'],
    ]) {
      fs.mkdirSync(path.join(out, decodeURIComponent(url)), { recursive: true });
      fs.writeFileSync(path.join(out, decodeURIComponent(url), 'index.html'), `<html><body><article data-search-body=""><h1>${title}</h1><p>Encoded pages are searchable.</p></article></body></html>`);
    }
    await buildSearchIndexes(out, index, enginePaths('').searchIndexBase, [], () => false);
    const fragments = (fs.readdirSync(path.join(out, 'docs/search-index'), { recursive: true }) as string[])
      .filter((f) => /\/p\/\d+\.json$/.test(f))
      .map((f) => JSON.parse(fs.readFileSync(path.join(out, 'docs/search-index', f), 'utf8')) as { u: string; s: [string, string, string][] });
    for (const url of [SPACED, NON_ASCII])
      assert.ok(
        fragments.some((f) => f.u === url && f.s.some(([, , text]) => text.includes('Encoded pages are searchable'))),
        `${url} in the search index (${JSON.stringify(fragments)})`,
      );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
