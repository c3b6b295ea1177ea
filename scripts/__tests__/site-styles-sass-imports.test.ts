/**
 * A site's SCSS imports what docusaurus-plugin-sass (sass-loader through webpack's resolver) finds:
 * `@site/…` the site's partial, a module alias of the site's config, and a `~package` (wix/Detox's
 * custom.scss imports `@site/src/css/fonts`, which is `src/css/_fonts.scss`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { compileSiteStyles, readSiteStyles } from '../../plugins/docusaurus/site-styles/compile';
import type { SiteConfig } from '../../lib/config/site-config';
import { tempDir } from '../../test/temp-dir';

function write(root: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

test("a site's SCSS finds `@site/` partials, its config's aliases and `~` packages, as sass-loader does", async () => {
  const content = tempDir('sass-imports');
  write(content, {
    'src/css/_fonts.scss': '@mixin t2b { font-weight: 700; }\n',
    'src/css/_navbar.scss': "@import '@site/src/css/fonts';\n.navbar__title { @include t2b; }\n",
    'src/theme-vars/index.scss': '$brand: #2a6df4;\n',
    'node_modules/brand-kit/scss/_tokens.scss': '$space: 4px;\n',
    'src/css/custom.scss': "@import 'navbar';\n@import '@vars';\n@import '~brand-kit/scss/tokens';\n.hero { color: $brand; margin: $space; }\n",
  });
  const config = {
    styles: ['src/css/custom.scss'],
    colorMode: { default: 'light', switch: false },
    baseUrl: '/',
    resolveAlias: { '@vars': './src/theme-vars' },
  } as unknown as SiteConfig;
  const out = await compileSiteStyles(config, content, tempDir('sass-imports-out'));
  const css = readSiteStyles(out!);
  assert.match(css, /\.navbar__title\{font-weight:700\}/);
  assert.match(css, /\.hero\{color:#2a6df4;margin:4px\}/);
});
