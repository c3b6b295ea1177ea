/**
 * `@theme/IdealImage`, the theme component of @docusaurus/plugin-ideal-image, exists only where the
 * site's config names the plugin (its theme folder gives it: importer-plugin-ideal-image.test.ts);
 * without the plugin, Docusaurus has no such module, and the import is refused with what to do.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempFiles } from '../../test/temp-dir';

test('without the plugin in the config, the import is refused: Docusaurus has no such module', async () => {
  const site = tempFiles('ideal-image', {
    'src/components/Card.jsx': 'import Image from \'@theme/IdealImage\';\nexport default () => <Image img="/x.png" />;\n',
  });
  await assert.rejects(
    bundleSiteModule(site, 'src/components/Card.jsx', { plugins: ['@docusaurus/plugin-sitemap'] }),
    /"@theme\/IdealImage" is the theme component of @docusaurus\/plugin-ideal-image, which the site's config does not name — add the plugin to its plugins/,
  );
});
