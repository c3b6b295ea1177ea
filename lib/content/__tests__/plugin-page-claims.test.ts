/**
 * A plugin's page at a URL the content already has: an error (or the site's onDuplicateRoutes), unless
 * the plugin's routes stand in for its content's (lib/config/plugin-pages.ts `replaces`), where the
 * plugin's page is served in the content's place without a word.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../store';
import { siteIndex } from '../site-index';

function siteWithPluginPage(url: (docUrls: string[]) => string, replaces: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-page-claims-'));
  fs.cpSync('test/fixtures/site', dir, { recursive: true });
  const paths = { rootDir: process.cwd(), contentDir: dir, configFile: path.join(dir, 'site.config.json'), versionsFile: path.join(dir, 'versions.json') };
  try {
    const plain = buildSite(paths, { gitDates: false, plugins: [] });
    const at = url(plain.index.sets.flatMap((s) => s.versions.flatMap((v) => v.docs.map((d) => d.url))));
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src/Post.js'), 'export default function Post() { return null; }\n');
    const config = JSON.parse(fs.readFileSync(paths.configFile, 'utf8')) as Record<string, unknown>;
    config.pluginPages = [{ url: at, component: 'src/Post.js', plugin: './plugins/ext.js', ...(replaces ? { replaces: true } : {}) }];
    fs.writeFileSync(paths.configFile, JSON.stringify(config));
    const site = buildSite(paths, { gitDates: false, plugins: [] });
    return { at, served: siteIndex(site.index).byUrl(at)?.kind, warnings: site.index.warnings };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("a plugin's page at a doc's URL is refused, naming both", () => {
  assert.throws(() => siteWithPluginPage((urls) => urls[0], false), /is already used by/);
});

test("a plugin's page that stands in for its content's is served at that URL, without a warning", () => {
  const { served, warnings } = siteWithPluginPage((urls) => urls[0], true);
  assert.equal(served, 'page');
  assert.deepEqual(
    warnings.filter((w) => /already used/.test(w)),
    [],
  );
});
