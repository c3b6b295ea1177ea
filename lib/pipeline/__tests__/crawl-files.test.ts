/**
 * The files for crawlers the build writes (lib/pipeline/outputs.ts): sitemap.xml and robots.txt at
 * the site's base, each unless the site's crawlFiles turns it off (an imported Docusaurus site: its
 * robots.txt is its static folder's, its sitemap its sitemap plugin's) or its static folders publish one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from '../../content/store';
import { writeExtraOutputs } from '../outputs';
import { tempDir } from '../../../test/temp-dir';

const fixture = path.join(process.cwd(), 'test/fixtures/site');
const site = buildSite(
  { rootDir: process.cwd(), contentDir: fixture, configFile: path.join(fixture, 'site.config.json'), versionsFile: path.join(fixture, 'versions.json') },
  { includeDrafts: false, gitDates: false, plugins: [] },
);

function written(crawlFiles?: { sitemap?: false; robots?: false }, staticPublished: string[] = []): string[] {
  const out = tempDir('crawl-files');
  writeExtraOutputs(out, { ...site, config: { ...site.config, ...(crawlFiles ? { crawlFiles } : {}) } }, [], undefined, new Set(staticPublished));
  return ['docs/sitemap.xml', 'docs/robots.txt'].filter((f) => fs.existsSync(path.join(out, f)));
}

test('sitemap.xml and robots.txt, each unless the config turns it off or the static folders publish it', () => {
  assert.deepEqual(written(), ['docs/sitemap.xml', 'docs/robots.txt']);
  assert.deepEqual(written({ robots: false }), ['docs/sitemap.xml']);
  assert.deepEqual(written({ robots: false, sitemap: false }), []);
  assert.deepEqual(written(undefined, ['docs/robots.txt']), ['docs/sitemap.xml']);
});
