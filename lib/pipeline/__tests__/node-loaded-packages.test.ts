import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { COMPILED_PACKAGES, NODE_LOADED_PACKAGES } from '../node-loaded-packages';

test('every dependency of the engine is either left to Node or compiled by Next, and not both', () => {
  const { dependencies } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
  const both = NODE_LOADED_PACKAGES.filter((name) => COMPILED_PACKAGES.includes(name));
  assert.deepEqual(both, []);
  const listed = new Set([...NODE_LOADED_PACKAGES, ...COMPILED_PACKAGES]);
  assert.deepEqual(
    Object.keys(dependencies).filter((name) => !listed.has(name)),
    [],
    'a new dependency: put it in one of the lists',
  );
  assert.deepEqual(
    [...listed].filter((name) => !(name in dependencies)),
    [],
    'a dependency removed: take it out of its list',
  );
});

test('no package left to Node renders with React: it would load a second copy', () => {
  for (const name of NODE_LOADED_PACKAGES) {
    const manifest = JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')) as Record<string, Record<string, string> | undefined>;
    const needs = { ...manifest.dependencies, ...manifest.peerDependencies };
    assert.ok(!('react' in needs) && !('react-dom' in needs), `${name} depends on React`);
  }
});
