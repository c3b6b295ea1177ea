/** Which docs instances draw their pages with their own item, and when a site's doc pages are drawn by its parts (../doc-item.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { docItemComponents, drawsDocItems, ownHeads, swizzledDocItemModules } from '../doc-item';
import { registryCode } from '../registry-code';
import { tempDir } from '../../../../test/temp-dir';

test("each docs instance's docItemComponent, by plugin id, from the classic preset and the docs plugin's entries", () => {
  const config = {
    presets: [['@docusaurus/preset-classic', { docs: { docItemComponent: '@theme/ApiItem' } }]],
    plugins: [
      ['@docusaurus/plugin-content-docs', { id: 'guides', docItemComponent: '@site/src/GuideItem' }],
      // The default component, and an instance without the option, draw as the classic theme does.
      ['@docusaurus/plugin-content-docs', { id: 'plain', docItemComponent: '@theme/DocItem' }],
      ['@docusaurus/plugin-content-docs', { id: 'other' }],
      ['docusaurus-plugin-openapi-docs', { id: 'openapi', docItemComponent: '@theme/Nope' }],
    ],
  };
  assert.deepEqual(docItemComponents(config), { default: '@theme/ApiItem', guides: '@site/src/GuideItem' });
  assert.deepEqual(docItemComponents(undefined), {});
});

test('a site draws its doc pages when an instance names an item or it swizzled a part of the doc item', () => {
  const site = tempDir('doc-item');
  assert.equal(drawsDocItems(site, {}), false);
  assert.equal(drawsDocItems(site, { plugins: [['@docusaurus/plugin-content-docs', { docItemComponent: '@theme/ApiItem' }]] }), true);
  fs.mkdirSync(path.join(site, 'src/theme/DocItem/Footer'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src/theme/DocItem/Footer/index.js'), 'export default () => null;\n');
  fs.mkdirSync(path.join(site, 'src/theme/DocSidebar'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src/theme/DocSidebar/index.js'), 'export default () => null;\n');
  fs.writeFileSync(path.join(site, 'src/theme/DocBreadcrumbs.tsx'), 'export default () => null;\n');
  assert.deepEqual(swizzledDocItemModules(site), ['DocItem/Footer', 'DocBreadcrumbs']);
  assert.equal(drawsDocItems(site, {}), true);
});

test("a swizzled DocItem/Metadata that does not render the original writes the doc pages' head, and the registry says so", () => {
  const site = tempDir('doc-item-heads');
  assert.deepEqual(ownHeads(site), {});
  const file = path.join(site, 'src/theme/DocItem/Metadata/index.js');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // A wrapper of the original (the engine's, which writes nothing) leaves the head to the engine.
  fs.writeFileSync(
    file,
    'import Original from \'@theme-original/DocItem/Metadata\';\nexport default (p) => <><Original {...p} /><meta name="x" content="y" /></>;\n',
  );
  assert.deepEqual(ownHeads(site), {});
  fs.writeFileSync(file, 'import {PageMetadata} from \'@docusaurus/theme-common\';\nexport default () => <PageMetadata title="t" />;\n');
  assert.deepEqual(ownHeads(site), { doc: true });
  assert.match(registryCode({}, {}, ownHeads(site), { docusaurusVersion: null, algoliaSearch: false }), /^export const ownHeads = \{"doc":true\};$/m);
  assert.match(registryCode({}, {}, {}, { docusaurusVersion: null, algoliaSearch: false }), /^export const ownHeads = \{\};$/m);
});

test('the registry tells the theme layer, which Next compiles without the bundle’s constants, the site’s release and search as it loads', async () => {
  const { siteFactsOf } = await import('../site-facts');
  const { siteFacts } = await import('../../shared/site-facts');
  const site = tempDir('site-facts');
  fs.mkdirSync(path.join(site, 'node_modules/@docusaurus/core'), { recursive: true });
  fs.writeFileSync(path.join(site, 'node_modules/@docusaurus/core/package.json'), JSON.stringify({ name: '@docusaurus/core', version: '2.4.3' }));
  const facts = siteFactsOf(site, { themeConfig: { algolia: { appId: 'A' } } } as never);
  assert.deepEqual(facts, { docusaurusVersion: '2.4.3', algoliaSearch: true });
  const statement = /^\(globalThis.*$/m.exec(registryCode({}, {}, {}, facts))?.[0];
  assert.ok(statement, 'the registry keeps them');
  // (Run as the registry runs it, less its type assertion.)
  new Function(statement.replace(' as Record<symbol, unknown>', ''))();
  assert.deepEqual(siteFacts(), facts);
});
