import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { extractPage } from '../../output/search-index-builder';
import { openIdComponents, pluginComponentNames, pluginTocEntries, searchRecordRules } from '../engine';
import { KNOWN_COMPONENTS } from '../../../components/mdx/registry';

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

test('the vCluster plugin plugs in through the extension point', () => {
  assert.deepEqual(pluginComponentNames(), ['ConfigReference', 'ConfigValidator']);
  for (const name of pluginComponentNames()) assert.ok(KNOWN_COMPONENTS.includes(name), `${name} is known to the checker`);
  assert.ok(openIdComponents().has('ConfigReference'));
  const toc = pluginTocEntries('0.27.0');
  assert.equal(toc('Tabs', {}), undefined, 'other elements add no entries');
  const entries = toc('ConfigReference', { schema: 'vcluster', path: 'sync' });
  assert.ok(entries && entries.some((e) => e.text === 'toHost'), JSON.stringify(entries));
  assert.equal(searchRecordRules()[0].className, 'config-field');
});

test('search records: an element matching a plugin rule is a record, titled by its anchor', () => {
  const html = `<main data-search-body><p>Intro</p><details class="config-field" id="sync-enabled"><summary><a class="config-anchor" href="#sync-enabled" aria-label="Link to sync.enabled">#</a> enabled</summary>Turns syncing on.</details></main>`;
  const page = extractPage(html, '/docs/x/')!;
  const field = page.sections.find((s) => s.id === 'sync-enabled');
  assert.equal(field?.title, 'sync.enabled');
  assert.match(field!.text, /Turns syncing on/);
  assert.doesNotMatch(field!.text, /#/, 'the anchor link is not indexed');
});
