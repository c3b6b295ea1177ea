/**
 * `npm run check` and `npm run build` run the engine's compiled code (scripts/lib/engine-code.mjs):
 * reused while its sources are unchanged, rebuilt as soon as one of them changes, never run stale.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempProject } from '../lib/temp-project';

const MANIFEST = '.docs-cache/engine-code/manifest.json';

/** Checks the fixture site with `npm run check`'s command; returns the bundle folder it ran. */
function check(): string {
  const res = spawnSync(process.execPath, ['scripts/check.mjs', '--no-cache'], {
    env: { ...process.env, DOCS_CONTENT_DIR: 'test/fixtures/site', DOCS_EXTRA_CONTENT: '' },
    encoding: 'utf8',
  });
  assert.match(res.stdout, /pages, no problems/, res.stdout + res.stderr);
  return (JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as { dir: string }).dir;
}

test('check bundle: reused while the sources are unchanged, rebuilt when one changes', () => {
  const first = check();
  assert.equal(check(), first, 'the second run reuses the bundle');
  // A source file of the check, changed (its mtime moves; size and text could stay the same).
  const source = 'lib/mdx/each-node.ts';
  const { atime, mtime } = fs.statSync(source);
  try {
    fs.utimesSync(source, atime, new Date(mtime.getTime() + 2000));
    const rebuilt = check();
    assert.notEqual(rebuilt, first, 'a changed source rebuilds the bundle');
    assert.ok(fs.existsSync(path.join('.docs-cache/engine-code', rebuilt, 'check-content.mjs')));
  } finally {
    fs.utimesSync(source, atime, mtime);
  }
});

test('check bundle: kept when Next writes tsconfig.json again with the same compiler options', () => {
  const first = check();
  const written = fs.readFileSync('tsconfig.json', 'utf8');
  const { atime, mtime } = fs.statSync('tsconfig.json');
  try {
    // As `next build` leaves it: its own layout, and an include for the export folder's types.
    const config = JSON.parse(written) as { include: string[] };
    config.include.push('out/docs/types/**/*.ts');
    fs.writeFileSync('tsconfig.json', JSON.stringify(config, null, 2) + '\n');
    assert.equal(check(), first, 'the bundle is reused');
  } finally {
    fs.writeFileSync('tsconfig.json', written);
    fs.utimesSync('tsconfig.json', atime, mtime);
  }
});

test('the bundle the package ships (npm pack) is used while the engine’s files are the ones it was compiled from', () => {
  const project = tempProject('shipped-code');
  try {
    const run = (script: string) => spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: project.root, encoding: 'utf8' });
    const current = (): string => run("const { engineCode } = await import('./scripts/lib/engine-code.mjs'); console.log(await engineCode())").stdout.trim();
    const shipped = run("await import('./scripts/ship-engine-code.mjs')");
    assert.equal(shipped.status, 0, shipped.stderr);
    // (Where pagewright's engine copy puts it: scripts/tool/project.ts.)
    assert.equal(current().startsWith(path.join(project.root, '.docs-cache/engine-code/build-')), true, 'a checkout does not read its dist/');
    fs.rmSync(path.join(project.root, '.docs-cache'), { recursive: true, force: true });
    fs.cpSync(path.join(project.root, 'dist/engine-code'), path.join(project.root, '.docs-cache/engine-code/shipped'), { recursive: true });
    const dist = path.join(project.root, '.docs-cache/engine-code/shipped');
    assert.equal(current(), dist, 'the shipped bundle');
    assert.ok(!fs.existsSync(path.join(project.root, '.docs-cache/engine-code/manifest.json')), 'nothing compiled');
    // A date changes nothing (an installed package's files all carry one); a changed file does.
    const source = path.join(project.root, 'lib/mdx/each-node.ts');
    fs.utimesSync(source, new Date(), new Date());
    assert.equal(current(), dist);
    fs.appendFileSync(source, '\n');
    const compiled = current();
    assert.notEqual(compiled, dist, 'compiled from the changed sources');
    assert.ok(compiled.startsWith(path.join(project.root, '.docs-cache/engine-code/build-')));
  } finally {
    project.remove();
  }
});
