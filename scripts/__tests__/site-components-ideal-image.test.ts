/**
 * `@theme/IdealImage`, the theme component of @docusaurus/plugin-ideal-image: a site's component
 * that imports it renders the image it is given (a URL, a required module, the plugin's sized
 * object) as an `<img>`, when the site's config names the plugin; without the plugin, Docusaurus
 * has no such module, and the import is refused with what to do.
 */
import { test } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempFiles } from '../../test/temp-dir';

const card = `import Image from '@theme/IdealImage';
import shot from './shot.png';
export const Url = () => <Image img={shot} alt="shot" />;
export const Required = () => <Image img={require('./shot.png')} alt="required" />;
export const Sized = () => <Image img={{ src: { src: '/assets/ideal-img/shot.640.png', width: 640, height: 480 }, preSrc: 'data:' }} alt="sized" />;
`;

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64').toString('latin1');

test('IdealImage renders the image it is given as an <img>, with the plugin in the config', async () => {
  const site = tempFiles('ideal-image', { 'src/components/Card.jsx': card });
  fs.writeFileSync(path.join(site, 'src/components/shot.png'), Buffer.from(PNG, 'latin1'));
  const mod = await (
    await bundleSiteModule(site, 'src/components/Card.jsx', { plugins: [['@docusaurus/plugin-ideal-image', { quality: 70 }]] })
  ).load<Record<'Url' | 'Required' | 'Sized', ComponentType>>();
  const html = (c: ComponentType) => renderToStaticMarkup(createElement(c));
  assert.match(html(mod.Url), /<img src="data:image\/png;base64,[^"]+" alt="shot"\/>$/);
  assert.match(html(mod.Required), /<img src="data:image\/png;base64,[^"]+" alt="required"\/>$/);
  // (React's renderer adds a preload link for an image URL.)
  assert.match(html(mod.Sized), /<img src="\/assets\/ideal-img\/shot\.640\.png" width="640" height="480" alt="sized"\/>$/);
});

test('without the plugin in the config, the import is refused: Docusaurus has no such module', async () => {
  const site = tempFiles('ideal-image', {
    'src/components/Card.jsx': 'import Image from \'@theme/IdealImage\';\nexport default () => <Image img="/x.png" />;\n',
  });
  await assert.rejects(
    bundleSiteModule(site, 'src/components/Card.jsx', { plugins: ['@docusaurus/plugin-sitemap'] }),
    /"@theme\/IdealImage" is the theme component of @docusaurus\/plugin-ideal-image, which the site's config does not name — add the plugin to its plugins/,
  );
});
