/**
 * test/fixtures/docusaurus-plugin-data, imported and built: a component reads the docs plugin's
 * global data (usePluginData, useAllPluginInstancesData) of every instance and version, a React page
 * the docs client hooks, and a page's tabs check that each child is the very Tab its module exports.
 * The site's own theme's component renders on a page that imports it by `@theme/…`.
 * The data is compared with what `docusaurus build` (3.10) writes for this fixture to
 * .docusaurus/globalData.json, paths as the engine publishes them (a trailing slash).
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempProject } from '../lib/temp-project';
import { tempDir } from '../../test/temp-dir';

const project = tempProject('importer-plugin-data');
after(() => project.remove());

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, args, { cwd: project.root, encoding: 'utf8', env: { ...process.env, ...env } });

const text = (html: string, cls: string) => new RegExp(`class="${cls}">([^<]*(?:<!-- -->[^<]*)*)<`).exec(html)?.[1].replace(/<!-- -->/g, '');

test("Docusaurus' own docs plugin's global data reaches site components; a tabs component gets its own Tab children", () => {
  const content = tempDir('plugin-data-imported');
  // (With its plugins run, as Docusaurus loads them: the site's theme among them. It has no packages to install.)
  const imported = run(['scripts/import-docusaurus.mjs', '--from', path.resolve('test/fixtures/docusaurus-plugin-data'), '--to', content]);
  assert.equal(imported.status, 0, imported.stdout + imported.stderr);
  const built = run(['scripts/build.mjs'], { DOCS_CONTENT_DIR: content });
  assert.equal(built.status, 0, built.stdout + built.stderr);
  const out = path.join(project.root, 'out');

  const setup = fs.readFileSync(path.join(out, 'docs/next/guides/setup/index.html'), 'utf8');
  assert.equal(text(setup, 'plugin-path'), '/docs');
  const versions = [...setup.matchAll(/<li class="plugin-version">(.*?)<\/li>/g)].map((m) => m[1].replace(/<!-- -->/g, ''));
  assert.deepEqual(versions, [
    'current|Next|false|/docs/next|intro: ' +
      [
        'guides/setup=/docs/next/guides/setup/@docs',
        'guides/tabs=/docs/next/guides/tabs/@docs',
        'intro=/docs/next/@docs',
        'loose=/docs/next/loose/@-',
        'other=/docs/next/other/@more',
        '/category/guides=/docs/next/category/guides/@docs',
      ].join(' '),
    '1.0|1.0|true|/docs|intro: intro=/docs/intro/@docs',
  ]);
  // Both instances, the docs of each version: default has 6 in current and 1 in 1.0, api 2.
  assert.equal(text(setup, 'plugin-instances'), 'api:2 default:6,1');
  // The site's own theme ran as Docusaurus runs it: its theme folder's Shout is `@theme/Shout`.
  assert.equal(text(setup, 'shout'), 'loud!');

  // A page outside the docs: the docs client hooks answer from every instance's data.
  const page = fs.readFileSync(path.join(out, 'versions/index.html'), 'utf8');
  assert.equal(text(page, 'page-versions'), 'current=/docs/next 1.0=/docs');
  assert.equal(text(page, 'page-api'), '/api/client/,/api/');
  assert.equal(text(page, 'page-latest'), '1.0');
  assert.equal(text(page, 'page-all'), 'api,default');

  // Tabs that accept only their module's own Tab: the page renders them.
  const tabs = fs.readFileSync(path.join(out, 'docs/next/guides/tabs/index.html'), 'utf8');
  assert.match(
    tabs,
    /<button type="button" class="own-tab" aria-selected="true">Linux<\/button><button type="button" class="own-tab" aria-selected="false">macOS<\/button>/,
  );
  assert.match(tabs, /<div class="own-tab-panel"><p>Run it on Linux\.<\/p><\/div>/);
});
