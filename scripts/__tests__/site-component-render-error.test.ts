/**
 * A Docusaurus site's own component that throws as a page renders it (test/fixtures/docusaurus-render-error:
 * <Badge /> without its label at docs/guide.mdx:13): the build fails, as `docusaurus build` does, with one
 * line naming the page's file:line, the component and its error, no stack: Next's prerender error is
 * replaced by the page's run again with the site's bundle (lib/check/render-diagnosis.ts). The other
 * page's components render in that trial as in Next: a parent that accepts only its own <Option> children (type
 * identity) and a component that reads the page's doc (useDoc) do not fail it.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempProject } from '../lib/temp-project';

const project = tempProject('render-error');
after(() => project.remove());

test("a site component that throws fails the build at the page's element: file:line, the component, its message, no stack", { timeout: 600_000 }, () => {
  const content = path.join(project.root, '.site');
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, args, { cwd: project.root, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 << 20 });
  const imported = run(['scripts/import-docusaurus.mjs', '--from', path.resolve('test/fixtures/docusaurus-render-error'), '--to', content, '--no-install']);
  assert.equal(imported.status, 0, imported.stderr);
  const built = run(['scripts/build.mjs', '--full'], { DOCS_CONTENT_DIR: content, DOCS_EXTRA_CONTENT: '' });
  const said = built.stdout + built.stderr;
  assert.notEqual(built.status, 0);
  const problems = said.split('\n').filter((l) => l.startsWith('  - '));
  assert.deepEqual(problems, [
    "  - .site/docs/guide.mdx:13: <Badge> threw while rendering: Cannot read properties of undefined (reading 'toUpperCase') — fix the component or the props the page passes",
  ]);
  // Next's prerender error and its stack into the bundle are replaced by that line.
  assert.doesNotMatch(said, /^\s+at /m);
  assert.doesNotMatch(said, /bundle\.mjs|prerendering page/);
});

test("a React page of the site that throws fails the build at the page's file: the component, its message, no stack", { timeout: 600_000 }, () => {
  const site = path.join(project.root, 'react-page-site');
  fs.cpSync(path.resolve('test/fixtures/docusaurus-render-error'), site, { recursive: true });
  // (The docs' own error out of the way: this page is the one that throws.)
  fs.writeFileSync(path.join(site, 'docs/guide.mdx'), '---\ntitle: Guide\n---\n\nNothing that throws.\n');
  fs.mkdirSync(path.join(site, 'src/pages'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'src/pages/status.js'),
    "import Badge from '@site/src/components/Badge';\n\nexport default function Status() {\n  return <Badge />;\n}\n",
  );
  const content = path.join(project.root, '.site-react');
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, args, { cwd: project.root, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 << 20 });
  const imported = run(['scripts/import-docusaurus.mjs', '--from', site, '--to', content, '--no-install']);
  assert.equal(imported.status, 0, imported.stderr);
  const built = run(['scripts/build.mjs', '--full'], { DOCS_CONTENT_DIR: content, DOCS_EXTRA_CONTENT: '' });
  const said = built.stdout + built.stderr;
  assert.notEqual(built.status, 0);
  assert.deepEqual(
    said.split('\n').filter((l) => l.startsWith('  - ')),
    [
      "  - .site-react/src/pages/status.js: the page threw while rendering <Badge>: TypeError: Cannot read properties of undefined (reading 'toUpperCase') — fix the page or the component it renders",
    ],
  );
  assert.doesNotMatch(said, /^\s+at /m);
});
