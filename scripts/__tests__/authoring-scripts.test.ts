import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempDir } from '../../test/temp-dir';

function run(script: string, args: string[], contentDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DOCS_CONTENT_DIR: contentDir },
  });
}

function fixtureCopy(): string {
  const dir = tempDir('docs-fixture');
  fs.cpSync('test/fixtures/site', dir, { recursive: true });
  return dir;
}

test('version:cut snapshots current and makes it the stable version', () => {
  const dir = fixtureCopy();
  const res = run('scripts/version-cut.ts', ['vcluster', '1.2.0'], dir);
  assert.equal(res.status, 0, res.stderr);
  assert.ok(fs.existsSync(path.join(dir, 'vcluster/1.2.0/new-feature.mdx')));
  const versions = JSON.parse(fs.readFileSync(path.join(dir, 'versions.json'), 'utf8'));
  assert.equal(versions.vcluster.lastVersion, '1.2.0');
  assert.deepEqual(
    versions.vcluster.versions.slice(0, 3).map((v: { name: string; label: string }) => [v.name, v.label]),
    [
      ['current', 'main'],
      ['1.2.0', 'v1.2 Stable'],
      ['1.1.0', 'v1.1'],
    ],
  );
  const again = run('scripts/version-cut.ts', ['vcluster', '1.2.0'], dir);
  assert.equal(again.status, 1);
  assert.match(again.stderr, /already exists/);
  assert.equal(run('scripts/version-cut.ts', ['vcluster', 'v2'], dir).status, 2);
});

test('new-doc creates a page with frontmatter and refuses to overwrite', () => {
  const dir = fixtureCopy();
  const res = run('scripts/new-doc.ts', ['vcluster', 'guides/fresh', 'Fresh page', 'Explains the fresh thing.'], dir);
  assert.equal(res.status, 0, res.stderr);
  const text = fs.readFileSync(path.join(dir, 'vcluster/current/guides/fresh.mdx'), 'utf8');
  assert.match(text, /^---\ntitle: "Fresh page"\ndescription: "Explains the fresh thing\."\n---\n/);
  assert.equal(run('scripts/new-doc.ts', ['vcluster', 'guides/fresh', 'Again'], dir).status, 1);
  assert.match(run('scripts/new-doc.ts', ['nope', 'x', 'X'], dir).stderr, /Unknown doc set "nope"/);
});
