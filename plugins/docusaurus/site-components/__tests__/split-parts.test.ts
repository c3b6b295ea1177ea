import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ModuleEntry } from '../../../../lib/api/build';
import { lazyPartsCode, registryCode, splitPartNames, bundleEntry } from '../registry-code';
import { routeModules } from '../bundle';

const modules: Record<string, ModuleEntry> = {
  '/site/src/pages/index.js': { id: '0', file: 'src/pages/index.js', exports: ['default'] },
  '/site/src/components/Highlight.js': { id: '1', file: 'src/components/Highlight.js', exports: ['default', 'colors'] },
  '@theme-original/Footer': { id: '2', file: '@theme-original/Footer', exports: ['default'] },
  'docs-engine:blog-post-item': { id: '3', file: 'docs-engine:blog-post-item', exports: ['default'] },
  '/site/src/pages/broken.js': { id: '4', file: 'src/pages/broken.js', exports: [], error: 'does not compile' },
};
const parts = { Footer: '@theme-original/Footer', BlogPostItem: 'docs-engine:blog-post-item' };

test("the theme's parts and the React pages' own components load apart; what MDX imports stays in the bundle", () => {
  const apart = splitPartNames(modules, parts, ['/site/src/pages/index.js', '/site/src/pages/broken.js']);
  assert.deepEqual([...apart].sort(), ['Site0_default', 'Site2_default', 'Site3_default']);
  // The bundle's entry leaves them out; the registry takes them from the lazy module and the rest from the bundle.
  const entry = bundleEntry(modules, [], '/engine/slot-children.tsx', apart);
  assert.match(entry, /export const Site1_default = /);
  assert.match(entry, /export const Site1_colors = /);
  assert.doesNotMatch(entry, /Site0_default|Site2_default|Site3_default/);
  const registry = registryCode(modules, parts, false, apart);
  assert.match(registry, /^import \{ Site1_default, Site1_colors \} from '\.\/bundle\.mjs';$/m);
  assert.match(registry, /^import \{ Site0_default, Site2_default, Site3_default \} from '\.\/lazy-parts';$/m);
  assert.match(registry, /"Footer": Site2_default/);
  // Each loaded by next/dynamic from its own entry: a page's first load preloads the parts it renders.
  const lazy = lazyPartsCode(apart);
  assert.match(lazy, /^"use client";/);
  assert.match(lazy, /export const Site2_default = dynamic\(\(\) => import\("\.\/parts\/Site2_default\.mjs"\)\);/);
});

test('without parts to split, the registry is the one bundle', () => {
  const registry = registryCode(modules, parts, false);
  assert.doesNotMatch(registry, /lazy-parts/);
  assert.match(registry, /from '\.\/bundle\.mjs';/);
});

test('a React page is a module its own page imports: a component or MDX file imported by a page is not', () => {
  const imports = [
    { module: '/site/src/pages/index.js', from: 'src/pages/index.js' },
    { module: '/site/src/components/Highlight.js', from: 'docs/intro.mdx' },
    { module: '/site/docs/features.mdx', from: 'docs/features.mdx' },
  ];
  assert.deepEqual(routeModules(imports, '/site'), ['/site/src/pages/index.js']);
});
