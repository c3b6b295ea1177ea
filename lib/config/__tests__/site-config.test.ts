import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { parseSiteConfig, checkConfigAgainstContent, contentLimits, CONTENT_LIMITS, type SiteConfig } from '../site-config';

const base = JSON.parse(fs.readFileSync('site.config.json', 'utf8')) as SiteConfig;
const facts = {
  versionsOf: (set: string) => (set === 'vcluster' ? ['current', '0.27.0'] : set === 'platform' ? ['4.3.0'] : undefined),
  sidebarSize: (set: string) => (set === 'vcluster' ? 12 : set === 'platform' ? 0 : undefined),
};

test('the real site config is valid', () => {
  assert.doesNotThrow(() => parseSiteConfig(base));
});

test('unknown navbar item type fails with the item and the allowed types', () => {
  const cfg = structuredClone(base);
  (cfg.navbar.items as unknown[]).push({ type: 'megaMenu', label: 'x' });
  assert.throws(
    () => parseSiteConfig(cfg),
    /navbar\.items\[\d+\]: unknown navbar item type "megaMenu"\. Use one of: link, docSidebar, doc, dropdown, docsVersionDropdown, docsVersion, search/,
  );
});

test('tabs.storagePrefix is a string', () => {
  assert.doesNotThrow(() => parseSiteConfig({ ...base, tabs: { storagePrefix: 'app.tab.' } }));
  assert.doesNotThrow(() => parseSiteConfig({ ...base, tabs: {} }));
  for (const tabs of [{ storagePrefix: 3 }, 'docusaurus.tab.'])
    assert.throws(() => parseSiteConfig({ ...base, tabs } as unknown as SiteConfig), /"tabs" must be an object whose "storagePrefix" is a string/);
});

test('markdownExport is false or absent', () => {
  assert.doesNotThrow(() => parseSiteConfig({ ...structuredClone(base), markdownExport: false }));
  for (const markdownExport of [true, 'no'])
    assert.throws(() => parseSiteConfig({ ...structuredClone(base), markdownExport } as unknown as SiteConfig), /"markdownExport" must be false/);
});

test('search.layerOnly is true or false', () => {
  assert.doesNotThrow(() => parseSiteConfig({ ...structuredClone(base), search: { ...base.search, layerOnly: true } }));
  assert.throws(
    () => parseSiteConfig({ ...structuredClone(base), search: { ...base.search, layerOnly: 'yes' } } as unknown as SiteConfig),
    /"search.layerOnly" must be true or false \(got "yes"\)/,
  );
});

test('navbar.style is "dark" or "primary"', () => {
  assert.doesNotThrow(() => parseSiteConfig({ ...structuredClone(base), navbar: { ...structuredClone(base).navbar, style: 'primary' } }));
  assert.throws(
    () => parseSiteConfig({ ...structuredClone(base), navbar: { ...structuredClone(base).navbar, style: 'blue' } }),
    /"navbar.style" must be "dark" or "primary" \(got "blue"\)/,
  );
});

test('a version dropdown naming a version that does not exist', () => {
  const cfg = structuredClone(base);
  cfg.navbar.items = [{ type: 'docsVersionDropdown', set: 'vcluster', versions: ['0.27.0', '0.99.0'] }];
  const problems = checkConfigAgainstContent(cfg, facts);
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /version "0\.99\.0" does not exist in doc set "vcluster"\. Known versions: current, 0\.27\.0/);
});

test('a sidebar navbar item with nothing to link to', () => {
  const cfg = structuredClone(base);
  cfg.navbar.items = [
    { type: 'docSidebar', set: 'platform', label: 'Platform' },
    { type: 'docSidebar', set: 'vnode', label: 'vNode' },
  ];
  const messages = checkConfigAgainstContent(cfg, facts).map((p) => p.message);
  assert.equal(messages.length, 2);
  assert.match(messages[0], /sidebar of doc set "platform" is empty, so the item has nothing to link to/);
  assert.match(messages[1], /no sidebar "default" in doc set "vnode"/);
});

test('the content policy: known keys, lists of strings, positive limits; defaults where left out', () => {
  const ok = { ...structuredClone(base), content: { buildEnv: ['RELEASE'], allowHtml: ['iframe'], outsideFolders: ['../shared'], limits: { nesting: 50 } } };
  assert.doesNotThrow(() => parseSiteConfig(ok));
  assert.deepEqual(contentLimits(ok), { ...CONTENT_LIMITS, nesting: 50 });
  assert.deepEqual(contentLimits(base), CONTENT_LIMITS);
  const bad = { ...structuredClone(base), content: { buildEnv: 'HOME', allowScripts: true, limits: { nesting: 0, depth: 3 } } };
  assert.throws(
    () => parseSiteConfig(bad as never),
    (err: Error) => {
      for (const m of [
        /"content\.buildEnv" must be a list of strings/,
        /"content\.allowScripts" is not a setting/,
        /"content\.limits\.nesting" must be a positive number/,
        /"content\.limits\.depth" is not a limit/,
      ])
        assert.match(err.message, m);
      return true;
    },
  );
});

test('styles: "infima" and .css/.scss paths inside the content folder; anything else is named', () => {
  assert.doesNotThrow(() => parseSiteConfig({ ...structuredClone(base), styles: ['infima', 'src/css/custom.scss', 'src/css/a.css'] }));
  assert.throws(() => parseSiteConfig({ ...structuredClone(base), styles: 'src/css/custom.css' }), /"styles" must be a list of stylesheet paths/);
  assert.throws(() => parseSiteConfig({ ...structuredClone(base), styles: ['../outside.css'] }), /"styles\[0\]" must be "infima" or a \.css\/\.scss path/);
  assert.throws(() => parseSiteConfig({ ...structuredClone(base), styles: ['src/theme.js'] }), /"styles\[0\]"/);
});

test('no doc set: valid with a blog (Docusaurus’ blog-only mode, docs: false), named without one', () => {
  const cfg = { ...structuredClone(base), sets: [], navbar: { ...structuredClone(base).navbar, items: [] } } as SiteConfig;
  assert.throws(() => parseSiteConfig(cfg), /"sets" must list at least one doc set \(or "blog" be set, for a blog-only site\)/);
  assert.doesNotThrow(() => parseSiteConfig({ ...cfg, blog: { routeBasePath: '' } } as SiteConfig));
});

test('docsSidebar holds the booleans hideable and autoCollapseCategories', () => {
  assert.doesNotThrow(() => parseSiteConfig({ ...base, docsSidebar: { hideable: true, autoCollapseCategories: false } }));
  for (const docsSidebar of [{ hideable: 'yes' }, { collapsed: true }, true])
    assert.throws(
      () => parseSiteConfig({ ...base, docsSidebar } as unknown as SiteConfig),
      /"docsSidebar" must be an object of booleans "hideable" and "autoCollapseCategories"/,
    );
});

test('navbar.hideOnScroll is true or false', () => {
  assert.doesNotThrow(() => parseSiteConfig({ ...structuredClone(base), navbar: { ...structuredClone(base).navbar, hideOnScroll: true } }));
  assert.throws(
    () => parseSiteConfig({ ...structuredClone(base), navbar: { ...structuredClone(base).navbar, hideOnScroll: 'yes' } } as unknown as SiteConfig),
    /"navbar.hideOnScroll" must be true or false/,
  );
});
