import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { buildSite } from '../store';
import { getPageData } from '../routes';
import { siteIndex } from '../site-index';
import { pageData, pageRecords } from '../page-records';

const dir = path.resolve('test/fixtures/site');
const site = () =>
  buildSite({ rootDir: process.cwd(), contentDir: dir, configFile: path.join(dir, 'site.config.json'), versionsFile: path.join(dir, 'versions.json') }, { gitDates: false, plugins: [] });

test('a page record, sent through JSON as the build hands it on, gives the page data the live preview computes', () => {
  const live = site();
  const built = site();
  // As the page pass and Next's workers get it: with the site file (lib/content/store.ts siteFromFile).
  const handedOn = JSON.parse(JSON.stringify({ ...built, pages: pageRecords(built) })) as typeof built;
  const urls = siteIndex(live.index).urls();
  let compared = 0;
  for (const url of urls) {
    const expected = getPageData(live.index, live.config, url);
    assert.deepEqual(pageData(handedOn, url), expected === undefined ? undefined : JSON.parse(JSON.stringify(expected)), url);
    if (expected) compared++;
  }
  assert.ok(compared > 10, `${compared} pages compared`);
  // The record leaves the sidebar out: the version holds it once for all its pages.
  const withSidebar = Object.values(handedOn.pages!).find((r) => r.sidebarId);
  assert.ok(withSidebar && !('sidebar' in withSidebar));
  assert.equal(pageData(handedOn, '/docs/no/such/page/'), undefined);
});
