/**
 * A Docusaurus site's code that does not compile (test/fixtures/docusaurus-uncompiled) stops the build
 * as `docusaurus build` stops, each module at its file:line: a React page and a client module at
 * once (Docusaurus bundles every one), a component where a published page imports it. What Docusaurus
 * does not bundle stops nothing: a draft's imports, an unused partial's. The live preview shows the rest.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempProject } from '../lib/temp-project';

const project = tempProject('uncompiled');
after(() => project.remove());

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, args, { cwd: project.root, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 << 20 });
const importInto = (from: string, content: string) => run(['scripts/import-docusaurus.mjs', '--from', from, '--to', content, '--no-install']);
const build = (content: string) => run(['scripts/build.mjs', '--full'], { DOCS_CONTENT_DIR: content, DOCS_EXTRA_CONTENT: '' });
const problems = (said: string) => said.split('\n').filter((l) => l.startsWith('  - '));

test(
  'React pages and a client module that do not compile, or give no component, stop the import and the build, each at its file:line',
  { timeout: 600_000 },
  () => {
    const content = path.join(project.root, '.site');
    const imported = importInto(path.resolve('test/fixtures/docusaurus-uncompiled'), content);
    assert.equal(imported.status, 1);
    const lines = [
      `src/client/track.js:1: Could not resolve "a-tracker-nobody-installed" — a client module of the config does not compile; fix it: Docusaurus' build stops on it too`,
      `src/pages/empty.js: it has no default export — export the page component as default (export default function Page() {…}); Docusaurus' build stops on it too`,
      `src/pages/status.js:4: Expected identifier but found "/" — the page does not compile; fix it: Docusaurus' build stops on it too`,
    ];
    for (const line of lines) assert.ok(imported.stdout.includes(`    ${line}\n`), imported.stdout);
    const built = build(content);
    assert.notEqual(built.status, 0);
    assert.deepEqual(
      problems(built.stdout + built.stderr),
      lines.map((l) => `  - ${l}`),
    );
    assert.doesNotMatch(built.stdout + built.stderr, /^\s+at /m);
  },
);

test(
  "a component stops the build where a published page imports it, at the import's line; a draft's and an unused partial's do not",
  { timeout: 600_000 },
  () => {
    const site = path.join(project.root, 'site');
    fs.cpSync(path.resolve('test/fixtures/docusaurus-uncompiled'), site, { recursive: true });
    for (const page of ['status.js', 'empty.js']) fs.rmSync(path.join(site, 'src/pages', page));
    fs.writeFileSync(path.join(site, 'src/client/track.js'), 'export function onRouteDidUpdate() {}\n');
    const content = path.join(project.root, '.site2');
    const imported = importInto(site, content);
    assert.equal(imported.status, 0, imported.stdout + imported.stderr);
    const built = build(content);
    assert.notEqual(built.status, 0);
    assert.deepEqual(problems(built.stdout + built.stderr), [
      // (The import names the module's file with its extension, as webpack resolved it.)
      `  - .site2/docs/intro.mdx:5: "@site/src/components/Meter.js" does not compile: src/components/Meter.js:1: Could not resolve "a-package-nobody-installed" — fix the module or the import`,
    ]);
  },
);
