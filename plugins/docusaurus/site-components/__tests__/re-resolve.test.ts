/**
 * A request a plugin resolves again in place of the import (reResolveInstead: the site's own file
 * where a copy would stand, ../site-folders.ts ownFilesPlugin; an alias's target) is still an import
 * from a file for the plugins after it: an SVG it names is SVGR's component, as Docusaurus gives it,
 * not the bundle's data URL (the moon site's product pages, whose heroes import their logos from
 * static/, failed to render: "Invalid tag: data:image/svg+xml,…").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { tempFiles } from '../../../../test/temp-dir';
import { reResolveInstead, reResolvedBy } from '../re-resolve';
import { svgComponentPlugin } from '../bundle';
import { aliasPlugin } from '../alias';

/** A component's module bundled as the site's components are, SVGs falling to the data-URL loader unless a plugin takes them. */
async function bundled(entry: string, plugins: Plugin[]): Promise<string> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react/*'],
    loader: { '.svg': 'dataurl' },
    plugins,
  });
  return out.outputFiles[0].text;
}

/** Moves `./logo.svg` of the page's folder to the same name in `assets/`, as a plugin that reads the site's own folder does. */
const mover = (assets: string): Plugin => ({
  name: 'mover',
  setup(b) {
    b.onResolve({ filter: /^\.\/logo\.svg$/ }, async (args) => {
      if (reResolvedBy(args, 'mover')) return undefined;
      const found = await reResolveInstead(b, 'mover', './logo.svg', args, { resolveDir: assets });
      return found.errors.length ? { errors: found.errors } : found;
    });
  },
});

test("an SVG a component imports, resolved again by another plugin, is still SVGR's component", async () => {
  const dir = tempFiles('re-resolve-svg', {
    'page/Hero.jsx': 'import Logo from \'./logo.svg\';\nexport default function Hero() { return <Logo title="moon" />; }\n',
    'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>\n',
  });
  const code = await bundled(path.join(dir, 'page/Hero.jsx'), [mover(path.join(dir, 'assets')), svgComponentPlugin()]);
  assert.doesNotMatch(code, /data:image\/svg\+xml/, 'not the data URL');
  assert.match(code, /circle/, "the SVG's content, drawn by the component");
});

test("an SVG imported through a webpack alias of the site's (`@brand/logo.svg`) is SVGR's component too", async () => {
  const dir = tempFiles('re-resolve-alias-svg', {
    'package.json': '{}',
    'src/Hero.jsx': "import Logo from '@brand/logo.svg';\nexport default function Hero() { return <Logo />; }\n",
    'static/brand/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>\n',
  });
  const code = await bundled(path.join(dir, 'src/Hero.jsx'), [aliasPlugin(dir, { '@brand': './static/brand' }), svgComponentPlugin()]);
  assert.doesNotMatch(code, /data:image\/svg\+xml/, 'not the data URL');
  assert.match(code, /rect/);
});
