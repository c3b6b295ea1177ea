/**
 * @docusaurus/plugin-ideal-image runs from the site's install as `docusaurus build` runs it: its
 * configureWebpack's rule (lqip-loader, then responsive-loader with the sharp adapter its options
 * hold as a module) runs on the PNGs and JPEGs the site's modules import, chained with Docusaurus'
 * own url-loader as webpack chains the rules; what the loaders emit is published under the baseUrl;
 * its theme's IdealImage draws the sized image. A stylesheet's image is not the rule's (its issuer
 * condition), and stays a URL of the stylesheet.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { packagePluginsOf } from '../../plugins/docusaurus/importer/package-plugins';
import { localeContexts, runLocalPlugins, type LocalPlugin } from '../../plugins/docusaurus/importer/local-plugins';
import { configFileOf } from '../../plugins/docusaurus/importer/config-file';
import { unmappedConfig } from '../../plugins/docusaurus/importer/unmapped-config';
import { CLASSIC_SITE, docusaurusInstall } from '../../test/docusaurus-install';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';

const VERSION = '3.10.2';

const SHOTS = `import Image from '@theme/IdealImage';
import shot from './shot.png';
import styles from './shots.module.css';
export default function Shots() {
  return <div className={styles.hero}><Image img={shot} alt="A shot" /><Image img={require('./photo.jpg')} alt="A photo" /></div>;
}
`;

type Sharp = (input: { create: { width: number; height: number; channels: 3; background: string } }) => {
  png(): { toFile(file: string): Promise<unknown> };
  jpeg(): { toFile(file: string): Promise<unknown> };
};

/** A site with the plugin in its config and a component drawing two images, with the classic install as its node_modules. */
async function siteWithImages(install: string): Promise<{ site: string; raw: Record<string, unknown> }> {
  const site = tempDir('ideal-site');
  fs.symlinkSync(path.join(install, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  const raw = {
    title: 'Ideal',
    url: 'https://example.com',
    baseUrl: '/docs/',
    plugins: [['@docusaurus/plugin-ideal-image', { quality: 70, min: 640, max: 1030, steps: 2, disableInDev: false }]],
  };
  fs.writeFileSync(path.join(site, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(raw)};\n`);
  const dependencies = { '@docusaurus/core': VERSION, '@docusaurus/preset-classic': VERSION, '@docusaurus/plugin-ideal-image': VERSION };
  fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ name: 'site', private: true, dependencies }));
  const components = path.join(site, 'src/components');
  fs.mkdirSync(components, { recursive: true });
  fs.writeFileSync(path.join(components, 'Shots.jsx'), SHOTS);
  fs.writeFileSync(path.join(components, 'shots.module.css'), '.hero { background: url(./shot.png); }\n');
  const sharp = createRequire(path.join(install, 'package.json'))('sharp') as Sharp;
  const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a6' } });
  await image(1200, 600).png().toFile(path.join(components, 'shot.png'));
  await image(800, 400).jpeg().toFile(path.join(components, 'photo.jpg'));
  return { site, raw };
}

test('plugin-ideal-image runs whole: its loaders size the images, the files are published, its IdealImage draws them', { timeout: 900_000 }, async () => {
  const install = docusaurusInstall(VERSION, CLASSIC_SITE);
  const { site, raw } = await siteWithImages(install);
  assert.deepEqual(
    unmappedConfig(raw).filter((line) => /ideal/i.test(line)),
    [],
  );
  // (The load context the import gives a plugin, as Docusaurus' loadContext makes it.)
  const context = localeContexts(raw, site, configFileOf(site));
  const plugins: LocalPlugin[] = packagePluginsOf(raw, site).plugins;
  const to = tempDir('ideal-imported');
  fs.symlinkSync(path.join(install, 'node_modules'), path.join(to, 'node_modules'), 'dir');
  fs.cpSync(path.join(site, 'src'), path.join(to, 'src'), { recursive: true });
  fs.writeFileSync(path.join(to, 'site.config.json'), JSON.stringify({}));
  await runLocalPlugins(site, to, plugins, context);
  const ideal = plugins.find((p) => /plugin-ideal-image/.test(p.module));
  assert.equal(ideal?.error, undefined, ideal?.error);
  assert.deepEqual(ideal?.lifecycle, ['configureWebpack', 'getThemePath', 'getDefaultCodeTranslationMessages']);

  const outDir = tempDir('ideal-bundle');
  const bundle = await bundleSiteModule(to, 'src/components/Shots.jsx', raw, { outDir });
  // The sizes its options ask for, named as its loader names them, published under the baseUrl.
  const published = path.join(outDir, 'published/docs/assets/ideal-img');
  const files = fs.readdirSync(published).sort();
  assert.deepEqual(files.map((f) => f.replace(/\.[0-9a-f]{7}\./, '.HASH.')).sort(), [
    'photo.HASH.640.jpg',
    'photo.HASH.800.jpg',
    'shot.HASH.1030.png',
    'shot.HASH.640.png',
  ]);
  // (Docusaurus' url-loader ran first in the chain, as webpack runs it: images this small it inlines, publishing no copy.)
  assert.ok(!fs.existsSync(path.join(outDir, 'published/docs/assets/images')));
  fs.rmSync(path.join(to, 'node_modules'));
  const { default: Shots } = await bundle.load<{ default: ComponentType }>();
  const html = renderToStaticMarkup(createElement(Shots));
  const shot640 = files.find((f) => /^shot\..*\.640\.png$/.test(f));
  // The low-quality placeholder (lqip-loader) under the image, and the sized image by its published URL.
  assert.match(html, /background-image:url\(&quot;data:image\/(png|jpeg);base64,/);
  assert.match(html, new RegExp(`/docs/assets/ideal-img/${shot640!.replace(/\./g, '\\.')}`));
  // The stylesheet's image is not the rule's: its issuer is CSS, so it stays an image URL.
  assert.match(bundle.css, /\.hero_\w{4} \{\s*background: url\(data:image\/png;base64,/);
});
