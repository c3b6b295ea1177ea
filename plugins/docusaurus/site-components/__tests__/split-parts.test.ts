import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ModuleEntry } from '../../../../lib/api/build';
import { groupEntry, lazyPartsCode, pageNames, partGroup, registryCode, splitModules, splitParts, bundleEntry } from '../registry-code';
import { routeModules } from '../bundle';

const modules: Record<string, ModuleEntry> = {
  '/site/src/pages/index.js': { id: '0', file: 'src/pages/index.js', exports: ['default'] },
  '/site/src/components/Highlight.js': { id: '1', file: 'src/components/Highlight.js', exports: ['default', 'colors'] },
  '@theme-original/Footer': { id: '2', file: '@theme-original/Footer', exports: ['default'] },
  'docs-engine:blog-post-item': { id: '3', file: 'docs-engine:blog-post-item', exports: ['default'] },
  '/site/src/pages/broken.js': { id: '4', file: 'src/pages/broken.js', exports: [], error: 'does not compile' },
  'docs-engine:blog-post-page': { id: '5', file: 'docs-engine:blog-post-page', exports: ['default'] },
  '@theme-original/NotFound/Content': { id: '6', file: '@theme-original/NotFound/Content', exports: ['default'] },
};
const parts = {
  Footer: '@theme-original/Footer',
  BlogPostItem: 'docs-engine:blog-post-item',
  BlogPostPage: 'docs-engine:blog-post-page',
  'NotFound/Content': '@theme-original/NotFound/Content',
};

test("the theme's parts and the React pages' own components load apart, a page's parts in one chunk; the frame's stay in the bundle", () => {
  const apart = splitParts(modules, parts, ['/site/src/pages/index.js', '/site/src/pages/broken.js']);
  // The blog's two places in one chunk, the not-found content in its own, the React page in its own; the footer, on every page, not apart.
  assert.deepEqual([...apart].sort(), [
    ['Site0_default', 'Site0_default'],
    ['Site3_default', 'blog'],
    ['Site5_default', 'blog'],
    ['Site6_default', 'not-found'],
  ]);
  // The bundle's entry leaves them out; the registry takes them from the lazy module and the rest from the bundle.
  const entry = bundleEntry(modules, [], '/engine/slot-children.tsx', apart);
  assert.match(entry, /export const Site1_default = /);
  assert.match(entry, /export const Site1_colors = /);
  assert.match(entry, /export const Site2_default = /);
  assert.doesNotMatch(entry, /Site0_default|Site3_default|Site5_default|Site6_default/);
  const registry = registryCode(modules, parts, {}, { docusaurusVersion: null, algoliaSearch: false }, apart);
  assert.match(registry, /^import \{ Site1_default, Site1_colors, Site2_default \} from '\.\/bundle\.mjs';$/m);
  assert.match(registry, /^import \{ Site0_default, Site3_default, Site5_default, Site6_default \} from '\.\/lazy-parts';$/m);
  assert.match(registry, /"Footer": Site2_default/);
  // The same parts by the engine's places (../../shared/places.ts), which the engine reads.
  assert.match(
    registry,
    /^export const places = \{ "footer": Site2_default, "blog-post-item": Site3_default, "blog-post-page": Site5_default, "not-found-content": Site6_default \};$/m,
  );
  // Each loaded by next/dynamic from its chunk's entry: a page's first load preloads the chunk of the parts it renders.
  const lazy = lazyPartsCode(apart);
  assert.match(lazy, /^"use client";/);
  // (Marked with the same export as React.lazy loads it: a parent given it as a child gets the site's own component.)
  assert.match(
    lazy,
    /export const Site3_default = siteLazy\(dynamic\(\(\) => import\("\.\/parts\/blog\.mjs"\)\.then\(\(m\) => m\.Site3_default\)\), lazy\(\(\) => import\("\.\/parts\/blog\.mjs"\)\.then\(\(m\) => \(\{ default: m\.Site3_default \}\)\)\)\);/,
  );
  assert.match(lazy, /export const Site5_default = siteLazy\(dynamic\(\(\) => import\("\.\/parts\/blog\.mjs"\)\.then\(\(m\) => m\.Site5_default\)\)/);
  assert.match(lazy, /export const Site0_default = siteLazy\(dynamic\(\(\) => import\("\.\/parts\/Site0_default\.mjs"\)/);
  // A chunk's entry exports each of its parts as the registry hands it out.
  const blog = groupEntry(
    [
      { name: 'Site3_default', file: 'docs-engine:blog-post-item' },
      { name: 'Site5_default', file: 'docs-engine:blog-post-page' },
    ],
    '/s.tsx',
  );
  assert.match(blog, /import \{ default as Part0 \} from "docs-engine:blog-post-item";\nexport const Site3_default = withSlotChildren\(Part0\);/);
  assert.match(blog, /export const Site5_default = withSlotChildren\(Part1\);/);
});

test('parts drawn on the same pages share a chunk; the frame has none', () => {
  assert.equal(partGroup('BlogLayout'), 'blog');
  assert.equal(partGroup('BlogPostItems'), 'blog');
  assert.equal(partGroup('DocItem'), 'docs');
  assert.equal(partGroup('DocSidebarItem/Category'), 'docs');
  assert.equal(partGroup('DocRoot/Layout/Main'), 'docs');
  assert.equal(partGroup('NotFound'), 'not-found');
  assert.equal(partGroup('SearchPage'), 'search-page');
  for (const frame of ['Footer', 'Root', 'Layout', 'Navbar', 'Navbar/ColorModeToggle', 'AnnouncementBar', 'SearchBar', 'MDXContent', 'TOCCollapsible'])
    assert.equal(partGroup(frame), undefined, frame);
});

test('without parts to split, the registry is the one bundle', () => {
  const registry = registryCode(modules, parts, {}, { docusaurusVersion: null, algoliaSearch: false });
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

test('each module pages import loads apart in a chunk of its own, values too; the theme’s parts and the React pages are not its', () => {
  const routes = ['/site/src/pages/index.js', '/site/src/pages/broken.js'];
  const mods = splitModules(modules, parts, routes);
  assert.deepEqual(
    [...mods],
    [
      ['Site1_default', 'm1'],
      ['Site1_colors', 'm1'],
    ],
  );
  const apart = new Map([...splitParts(modules, parts, routes), ...mods]);
  // The bundle's entry is the frame's part alone; the registry takes the module's exports from the lazy module.
  const entry = bundleEntry(modules, [], '/engine/slot-children.tsx', apart);
  assert.match(entry, /export const Site2_default = /);
  assert.doesNotMatch(entry, /Site1_/);
  assert.match(
    registryCode(modules, parts, {}, { docusaurusVersion: null, algoliaSearch: false }, apart),
    /^import \{ Site0_default, Site1_default, Site1_colors, Site3_default, Site5_default, Site6_default \} from '\.\/lazy-parts';$/m,
  );
  // Its chunk's entry hands out each export, a value as it is (withSlotChildren keeps what is not a component).
  const own = groupEntry(
    [
      { name: 'Site1_default', file: '/site/src/components/Highlight.js', exportName: 'default' },
      { name: 'Site1_colors', file: '/site/src/components/Highlight.js', exportName: 'colors' },
    ],
    '/s.tsx',
  );
  assert.match(own, /import \{ colors as Part1 \} from "\/site\/src\/components\/Highlight\.js";\nexport const Site1_colors = withSlotChildren\(Part1\);/);
  assert.match(lazyPartsCode(mods), /export const Site1_colors = siteLazy\(dynamic\(\(\) => import\("\.\/parts\/m1\.mjs"\)/);
  // A React page's chunk hands it out inside its title record; a component of the site is not wrapped.
  const pages = { names: pageNames(modules, routes), module: '/engine/page-record.tsx' };
  const page = [...pages.names][0];
  const pageEntry = groupEntry(
    [{ name: page, file: '/site/src/pages/index.js' }, ...[{ name: 'Site1_colors', file: '/site/x.js', exportName: 'colors' }]],
    '/s.tsx',
    pages,
  );
  assert.match(pageEntry, /^import \{ withPageRecord \} from "\/engine\/page-record\.tsx";$/m);
  assert.match(pageEntry, new RegExp(`export const ${page} = withPageRecord\\(withSlotChildren\\(Part0\\)\\);`));
  assert.match(pageEntry, /export const Site1_colors = withSlotChildren\(Part1\);/);
  assert.doesNotMatch(groupEntry([{ name: 'Site1_colors', file: '/site/x.js', exportName: 'colors' }], '/s.tsx', pages), /withPageRecord/);
});
