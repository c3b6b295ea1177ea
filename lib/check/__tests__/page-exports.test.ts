/**
 * A page's module level runs once in the check (lib/check/page-exports.ts): an export that throws or
 * never ends is reported at its file:line, partials' code at the partial's own lines, and the code
 * runs where nothing of the build machine is.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPages } from '../page-pool';
import type { PageJob, SharedContext } from '../page-jobs';
import { parseForCheck } from '../../mdx/parser';
import { evaluatePageExports } from '../page-exports';
import { programsOf } from '../../mdx/expressions';
import { CONTENT_LIMITS } from '../../config/site-config';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-exports-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

/** Checks pages (name → text) of a version folder `v` holding `files`; each page's problems as "file:line:column: message". */
async function check(
  pages: Record<string, string>,
  files: Record<string, string> = {},
  options: Partial<SharedContext> = {},
): Promise<Record<string, string[]>> {
  const dir = fs.mkdtempSync(path.join(root, 'site-'));
  const rel = path.relative(root, dir);
  for (const [name, text] of Object.entries({ ...files, ...pages })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const shared: SharedContext = {
    rootDir: root,
    contentRoots: [dir],
    diagramsUrl: '/docs/img/diagrams/',
    siteBase: '/docs/',
    knownComponents: [],
    openIdComponents: [],
    siteComponents: { root: dir },
    mermaid: false,
    versions: [{ name: 'current', dir: rel, fileToUrl: new Map() }],
    limits: { ...CONTENT_LIMITS, pageSeconds: 1 },
    buildEnv: {},
    ...options,
  };
  const names = Object.keys(pages);
  const jobs: PageJob[] = names.map((name) => ({ source: `${rel}/${name}`, url: `/${name}`, raw: pages[name], version: 0, tocMin: 2, tocMax: 4 }));
  const results = await checkPages(jobs, shared, { threads: 1 });
  const strip = (s: string | undefined) => s?.replace(`${rel}/`, '');
  return Object.fromEntries(
    names.map((name, i) => [
      name,
      results[i].problems.map((p) => `${strip(p.file)}:${p.line ?? ''}:${p.column ?? ''}: ${p.message.replaceAll(`${rel}/`, '')}`),
    ]),
  );
}

const page = (body: string) => `---\ntitle: T\n---\n\n${body}\n`;

test('page exports: an export that throws is named at its line, and one that loops at the time limit', async () => {
  const started = Date.now();
  const found = await check({
    'throws.mdx': page('export const a = { b: 1 };\nexport const c = a.missing.value;\n\nText {c}.'),
    'loops.mdx': page('Text.\n\nexport const x = 1;\nexport const spin = (() => { for (;;); })();'),
    'getter.mdx': page('export const x = (() => { throw { get message() { for (;;); } }; })();'),
    'fine.mdx': page(
      'export const steps = [1, 2, 3].map((n) => n * 2);\nexport const Box = ({ children }) => <div className="box">{children}</div>;\nexport const el = <Box>{steps.join(", ")}</Box>;\n\n<Box>{steps[0]}</Box>',
    ),
  });
  assert.deepEqual(found['fine.mdx'], []);
  assert.match(
    found['throws.mdx'][0],
    /^throws\.mdx:6:1: evaluating this export failed with TypeError: Cannot read properties of undefined \(reading 'value'\) — fix the export/,
  );
  assert.match(
    found['loops.mdx'][0],
    /^loops\.mdx:8:1: evaluating this export took longer than 1 s \(content\.limits\.pageSeconds in site\.config\.json\) — end the loop/,
  );
  // A thrown object is page code too: describing it is within the limit.
  assert.match(found['getter.mdx'][0], /^getter\.mdx:5:1: evaluating this export took longer than 1 s/);
  assert.ok(Date.now() - started < 10000, `${Date.now() - started} ms`);
});

test("page exports: a partial's code is named at the partial's own line, with the page that includes it", async () => {
  const found = await check(
    {
      'uses.mdx': page("import Env from './_partials/env.mdx';\n\n<Env />"),
      'imports.mdx': page("import { Spin } from './_partials/spin.mdx';\n\nText."),
    },
    {
      '_partials/env.mdx': '---\ntitle: ignored\n---\n\nThe home is {process.env.HOME}.\n',
      '_partials/spin.mdx': 'export const Spin = (() => { for (;;); })();\n',
    },
  );
  assert.equal(found['uses.mdx'].length, 1, found['uses.mdx'].join('\n'));
  assert.match(found['uses.mdx'][0], /^_partials\/env\.mdx:5:14: page code cannot use "process" .*\(in the partial included at .*uses\.mdx:7\) — /);
  assert.match(found['imports.mdx'][0], /^imports\.mdx::: evaluating this export took longer than 1 s .*\(in an export a partial gives this page\) — /);
});

test('page exports: buildEnv holds the values the check is given; data imports are constants of the page', async () => {
  const pages = {
    'env.mdx': page('export const release = buildEnv.RELEASE.toUpperCase();\n\nRelease {release}.'),
    'data.mdx': page(
      "import versions from './versions.json';\n\nexport const latest = versions.list[versions.list.length - 1];\n\nLatest {latest}, {versions[props.which]?.name}.",
    ),
  };
  const files = { 'versions.json': '{"list": ["1.0", "1.1"]}' };
  const set = await check(pages, files, { buildEnv: { RELEASE: 'v1' } });
  assert.deepEqual(set, { 'env.mdx': [], 'data.mdx': [] });
  const unset = await check(pages, files, { buildEnv: { RELEASE: undefined } });
  assert.match(
    unset['env.mdx'][0],
    /^env\.mdx:5:1: evaluating this export failed with TypeError: Cannot read properties of undefined \(reading 'toUpperCase'\)/,
  );
});

test('page exports: the code runs without the build machine (no process, no eval or Function from text), whatever the rule let through', () => {
  const run = (text: string) => evaluatePageExports(programsOf(parseForCheck(text)).esm, { seconds: 1, buildEnv: {} }, () => text)?.message ?? 'ran';
  assert.match(run('export const x = globalThis.process.exit(1);\n'), /failed with TypeError: Cannot read properties of undefined \(reading 'exit'\)/);
  assert.match(run('export const x = typeof require === "undefined" ? null.y : 1;\n'), /failed with TypeError/);
  assert.match(run('export const x = (() => 1).constructor("return 1")();\n'), /failed with EvalError: Code generation from strings disallowed/);
  // Nothing can run after the evaluation, outside its limit.
  assert.match(run('export const p = Promise.resolve().then(() => { for (;;); });\n'), /failed with ReferenceError: Promise is not defined/);
  assert.equal(run('export const x = [1, 2].map(String);\n'), 'ran');
});
