import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { extractPage } from '../../output/search-index-builder';
import { sitePlugins } from '../engine';
import { loadSiteConfig } from '../../content/store';

function files(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== '__tests__') files(p, out);
    } else if (/\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

test('the engine names no product component: they come from the plugins', () => {
  const offenders = ['lib', 'components', 'app']
    .flatMap((d) => files(d))
    .filter(
      (f) => !f.startsWith(`lib${path.sep}importer`) && !f.startsWith(`lib${path.sep}site-components`) && !f.startsWith(`components${path.sep}docusaurus`),
    )
    .filter((f) => /ConfigReference|ConfigValidator|config-field/.test(fs.readFileSync(f, 'utf8')));
  assert.deepEqual(offenders, []);
});

test('a site uses the plugins its configuration names, of those it is handed, and none when it names none', () => {
  // (lib/ imports no product plugin: the checkout's are handed in by whoever wires a build, the preview or a check.)
  const available = [
    { name: 'first', componentNames: ['First'] },
    { name: 'second', componentNames: [] },
  ];
  assert.deepEqual(sitePlugins({}, available), []);
  assert.deepEqual(sitePlugins({ plugins: [] }, available), []);
  assert.deepEqual(sitePlugins({ plugins: ['second', 'first'] }, available), [available[1], available[0]], 'in the order the config names them');
  // The test fixtures, like an imported Docusaurus site, name none.
  const dir = path.resolve('test/fixtures/site');
  const fixture = loadSiteConfig({
    rootDir: process.cwd(),
    contentDir: dir,
    configFile: path.join(dir, 'site.config.json'),
    versionsFile: path.join(dir, 'versions.json'),
  });
  assert.deepEqual(sitePlugins(fixture, available), []);
  assert.throws(
    () => sitePlugins({ plugins: ['no-such-plugin'] }, available, 'imported/site.config.json'),
    /imported\/site\.config\.json: "plugins" names "no-such-plugin", which this checkout does not have — use one of: first, second \(plugins\/index\.ts\), or remove it/,
  );
  assert.throws(() => sitePlugins({ plugins: ['first'] }, []), /"plugins" names "first", which this checkout does not have — use one of: \(none\)/);
});

test('search records: an element matching a plugin rule is a record, titled by its anchor', () => {
  const rules = [{ tag: 'details', className: 'field', titleAnchorClass: 'field-anchor' }];
  const html = `<main data-search-body><p>Intro</p><details class="field" id="sync-enabled"><summary><a class="field-anchor" href="#sync-enabled" aria-label="Link to sync.enabled">#</a> enabled</summary>Turns syncing on.</details></main>`;
  const page = extractPage(html, '/docs/x/', rules)!;
  const field = page.sections.find((s) => s.id === 'sync-enabled');
  assert.equal(field?.title, 'sync.enabled');
  assert.match(field!.text, /Turns syncing on/);
  assert.doesNotMatch(field!.text, /#/, 'the anchor link is not indexed');
  assert.equal(
    extractPage(html, '/docs/x/')!.sections.find((s) => s.id === 'sync-enabled'),
    undefined,
    'without the rule, the element is part of the intro',
  );
});
