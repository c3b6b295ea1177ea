/**
 * Links the config writes, as Docusaurus treats them (plugins/docusaurus/importer/config-links.ts):
 * a client redirect to no page fails the import at its config line, as plugin-client-redirects'
 * postBuild fails Docusaurus' build; a navbar or footer link to no page stays in site.config.json
 * for the build's link check (onBrokenLinks), and the report maps its line to the config's own.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempDir, tempFiles } from '../../test/temp-dir';
import type { ImportReport } from '../../plugins/docusaurus/importer/import-report';

/** The import (as pagewright runs it: scripts/import-docusaurus.mjs), its output and report. */
function importSite(from: string, to: string, more: string[] = []): { status: number | null; output: string; report: ImportReport } {
  const run = spawnSync(process.execPath, ['scripts/import-docusaurus.mjs', '--from', from, '--to', to, ...more], { encoding: 'utf8' });
  return {
    status: run.status,
    output: run.stdout + run.stderr,
    report: JSON.parse(fs.readFileSync(path.join(to, 'import-report.json'), 'utf8')) as ImportReport,
  };
}

const config = (redirect: string) => `module.exports = {
  title: 'Links', url: 'https://links.example', baseUrl: '/',
  onBrokenLinks: 'warn',
  presets: [['classic', { docs: { path: 'docs', routeBasePath: '/' }, blog: false }]],
  themeConfig: {
    navbar: {
      items: [
        { to: '/intro', label: 'Intro' },
        { to: '/changelog', label: 'Changelog' },
      ],
    },
    footer: { links: [{ title: 'More', items: [{ label: 'Gone', to: '/gone' }] }] },
  },
  plugins: [
    ['@docusaurus/plugin-client-redirects', {
      redirects: [${redirect}],
    }],
  ],
};
`;

const site = (redirect: string) =>
  tempFiles('config-links-site', {
    'package.json': '{ "name": "site", "private": true }\n',
    'docusaurus.config.js': config(redirect),
    'docs/intro.md': '# Intro\n\nHello.\n',
  });

test('a client redirect to no page fails the import at the line that writes it, as Docusaurus fails', () => {
  const from = site("{ from: '/old', to: '/intro' },\n        { from: '/gone-away', to: '/never-written' },");
  const { status, output, report } = importSite(from, tempDir('config-links-out'));
  assert.equal(status, 1, output);
  const line =
    fs
      .readFileSync(path.join(from, 'docusaurus.config.js'), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes("'/gone-away'")) + 1;
  assert.deepEqual(
    report.failed.map((f) => `${f.file}: ${f.error}`),
    [
      `docusaurus.config.js:${line}: plugin-client-redirects: the redirect from "/gone-away" goes to "/never-written", which is not a page of the site — fix "to" or remove the redirect`,
    ],
  );
  // The live preview's import leaves it out instead: the plugin is inactive in `docusaurus start`.
  const preview = importSite(from, tempDir('config-links-preview'), ['--preview']);
  assert.equal(preview.status, 0, preview.output);
  assert.deepEqual(preview.report.failed, []);
  assert.equal(preview.report.configLinks?.redirects, 1);
  assert.match(preview.report.configLinks?.skippedRedirects.join('\n') ?? '', /"\/gone-away" goes to "\/never-written".*left out of the preview/);
});

test("navbar and footer links to no page stay for the build's link check; their lines map to the config's", () => {
  const from = site("{ from: '/old', to: '/intro' },");
  const to = tempDir('config-links-out');
  const { status, output, report } = importSite(from, to);
  assert.equal(status, 0, output);
  assert.deepEqual(report.failed, []);
  const written = fs.readFileSync(path.join(to, 'site.config.json'), 'utf8');
  const engine = JSON.parse(written) as { navbar: { items: { href?: string }[] }; footer: { links: { items: { href?: string }[] }[] }; redirects: unknown[] };
  // (Beside the engine's own items, as theme-classic adds a search box.)
  assert.deepEqual(
    engine.navbar.items.filter((i) => 'href' in i).map((i) => i.href),
    ['/intro', '/changelog'],
  );
  assert.deepEqual(
    engine.footer.links[0].items.map((i) => i.href),
    ['/gone'],
  );
  assert.deepEqual(engine.redirects, [{ from: '/old', to: '/intro' }]);
  const own = fs.readFileSync(path.join(from, 'docusaurus.config.js'), 'utf8').split('\n');
  const ownLine = (needle: string) => own.findIndex((l) => l.includes(needle)) + 1;
  const engineLine = (needle: string) => String(written.split('\n').findIndex((l) => l.includes(needle)) + 1);
  const lines = report.configLinks?.configLines ?? {};
  assert.equal(lines[engineLine('"href": "/changelog"')], `docusaurus.config.js:${ownLine("'/changelog'")}`);
  assert.equal(lines[engineLine('"href": "/gone"')], `docusaurus.config.js:${ownLine("'/gone'")}`);
  // (The site's config as read, kept in site.config.json under sourceConfig, is no message's: its lines are not mapped.)
  const redirectLine = String(written.split('\n').findLastIndex((l) => l.includes('"from": "/old"')) + 1);
  assert.equal(lines[redirectLine], `docusaurus.config.js:${ownLine("'/old'")}`);
  assert.equal(lines[engineLine('"from": "/old"')], undefined);
  assert.deepEqual(report.configLinks?.scriptLinks, []);
});
