/**
 * What compiled page code runs with (components/mdx/render.tsx): buildEnv holds the variables
 * content.buildEnv lists and nothing else of the environment, the names of the build machine are
 * shadowed, a module level that loops stops at content.limits.pageSeconds, and the live preview's
 * run of the page pass (lib/check/one-page.ts, `npm run dev`) refuses page code as the build does.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile } from '@mdx-js/mdx';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { buildEnvObject, buildEnvValues } from '../../../lib/config/build-env';

let dir = '';
const saved = { ...process.env };

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scope-'));
  fs.cpSync('test/fixtures/site', dir, { recursive: true });
  const configFile = path.join(dir, 'site.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  config.content = { buildEnv: ['DOCS_TEST_RELEASE', 'DOCS_TEST_UNSET'], limits: { pageSeconds: 1 } };
  fs.writeFileSync(configFile, JSON.stringify(config));
  process.env.DOCS_CONTENT_DIR = dir;
  process.env.DOCS_TEST_RELEASE = '7.1';
  delete process.env.DOCS_TEST_UNSET;
});

after(() => {
  process.env = saved;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The copied site, as the live preview loads it (its settings and buildEnv from this environment). */
async function site() {
  const { buildSite } = await import('../../../lib/content/store');
  const { projectPaths, runSettings } = await import('../../../scripts/lib/run-env');
  const { plugins } = await import('../../../plugins/index');
  const loaded = buildSite(projectPaths(), { gitDates: false, plugins, run: { ...runSettings(), preview: true }, env: process.env });
  const version = loaded.index.sets.find((s) => s.id === 'vcluster')!.versions.find((v) => v.isLast)!;
  return { loaded, version, doc: version.docs[0] };
}

const compiled = async (mdx: string) => String(await compile(mdx, { outputFormat: 'function-body', development: false }));

test('buildEnv: the listed variables, undefined when unset, frozen and without a prototype', () => {
  const values = buildEnvValues({ content: { buildEnv: ['DOCS_TEST_RELEASE', 'DOCS_TEST_UNSET'] } }, process.env);
  assert.deepEqual(values, { DOCS_TEST_RELEASE: '7.1', DOCS_TEST_UNSET: undefined });
  assert.deepEqual(buildEnvValues({}, process.env), {});
  const env = buildEnvObject(values);
  assert.ok(Object.isFrozen(env));
  assert.equal(Object.getPrototypeOf(env), null);
  assert.equal(env['constructor' as keyof typeof env], undefined);
  assert.equal(env.HOME, undefined);
});

test('compiled page code (page pass and Next): buildEnv.NAME reads the listed variables only; process and globalThis are not there', async () => {
  const { runCompiled } = await import('../render');
  const Content = runCompiled(
    await compiled(
      '{buildEnv.DOCS_TEST_RELEASE} / {String(buildEnv.DOCS_TEST_UNSET)} / {String(buildEnv.HOME)} / {Object.keys(buildEnv).join(",")} / {typeof process} / {typeof globalThis}',
    ),
    { buildEnv: buildEnvValues({ content: { buildEnv: ['DOCS_TEST_RELEASE', 'DOCS_TEST_UNSET'] } }, process.env) },
  );
  const html = renderToString(createElement(Content, { components: {} })).replace(/<!-- -->|<\/?p>/g, '');
  assert.equal(html, '7.1 / undefined / undefined / DOCS_TEST_RELEASE,DOCS_TEST_UNSET / undefined / undefined');
});

test('compiled page code: a module level that never ends stops at content.limits.pageSeconds, naming the page', async () => {
  const { renderCompiled } = await import('../render');
  const { loaded, doc, version } = await site();
  const code = await compiled('export const spin = (() => { for (;;); })();\n\nText.');
  const started = Date.now();
  assert.throws(
    () => renderCompiled(loaded, doc, version, { code, toc: [], hasTitle: false }),
    new RegExp(`^Error: ${doc.source}: evaluating the page took longer than 1 s`),
  );
  assert.ok(Date.now() - started < 4000, `${Date.now() - started} ms`);
});

test('the live preview (checkOnePage, `npm run dev`): page code is refused at file:line:column as the build refuses it, buildEnv is bound', async () => {
  const { checkOnePage } = await import('../../../lib/check/one-page');
  const { KNOWN_COMPONENTS } = await import('../../../lib/mdx/known-components');
  const { plugins } = await import('../../../plugins/index');
  const { formatProblem } = await import('../../../lib/errors');
  const { loaded, doc, version } = await site();
  const preview = (text: string) => {
    fs.writeFileSync(path.join(process.cwd(), doc.source), text);
    return checkOnePage(loaded, doc, version, {
      rootDir: process.cwd(),
      contentDir: dir,
      knownComponents: KNOWN_COMPONENTS,
      plugins,
      renderModule: pathToFileURL(path.resolve('components/mdx/render-tree.tsx')).href,
    });
  };
  const hostile = await preview('---\ntitle: H\n---\n\nHome is {process.env.HOME}.\n');
  assert.equal(hostile.article, undefined);
  const [problem] = hostile.problems.map(formatProblem);
  assert.ok(problem?.startsWith(`${doc.source}:5:10: page code cannot use "process"`), problem);
  const fine = await preview('---\ntitle: F\n---\n\nRelease {buildEnv.DOCS_TEST_RELEASE}.\n');
  assert.deepEqual(fine.problems, []);
  assert.match(fine.article?.html?.replace(/<!-- -->/g, '') ?? '', /Release 7\.1\./);
});
