/**
 * Only the entry points read the environment: scripts/ and next.config.ts. The engine and the
 * plugins are handed what a run was started with (lib/config/run-settings.ts, LoadedSite.run), so a
 * render, a check or a build reads no ambient setting on its way. The importer passes the
 * environment on to the site's own processes it starts (its install scripts, npm, its local
 * plugins) and to the site's config code, which reads it as under Docusaurus: it reads no setting.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { envReads, envReadsIn } from '../lib/env-reads';

/** Files that hand the environment on to a site's own code and processes, unread. */
const PASSED_ON = new Set([
  'plugins/docusaurus/importer/config.ts',
  'plugins/docusaurus/importer/install-packages.ts',
  'plugins/docusaurus/importer/install-scripts.ts',
  'plugins/docusaurus/importer/local-plugins.ts',
  // (The process that runs the site's plugins: their webpack plugins read its environment, EnvironmentPlugin.)
  'plugins/docusaurus/importer/run-local-plugin.ts',
]);

test('the engine and the plugins read no environment variable: only scripts/ and next.config.ts do', () => {
  const reads = envReads(process.cwd(), ['app', 'components', 'lib', 'plugins']).filter((r) => !PASSED_ON.has(r.file.split('\\').join('/')));
  assert.deepEqual(
    reads.map((r) => `${r.file}:${r.line}`),
    [],
  );
});

test('a read is code, not a comment or a string', () => {
  const text = ['// process.env.X in a comment', "const key = 'process.env.NODE_ENV';", 'const v = process.env.HOME;', 'const { A } = process.env;'].join('\n');
  assert.deepEqual(
    envReadsIn('x.ts', text).map((r) => r.line),
    [3, 4],
  );
});
