/**
 * An image or font a site's component or stylesheet imports goes through Docusaurus' own asset rule,
 * from the site's install (plugins/docusaurus/site-components/docusaurus-assets.ts): url-loader
 * inlines a small file, and file-loader publishes a larger one under the baseUrl as
 * `assets/<folder>/<name>-<hash>.<ext>`, which the module and the stylesheet name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { classicSiteWith } from '../../test/docusaurus-install';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';

const CARD = `import big from './big.png';
import small from './small.png';
import styles from './card.module.css';
export default function Card() {
  return <div className={styles.card}><img src={big} alt="big" /><img src={small} alt="small" /></div>;
}
`;
const CSS = `@font-face { font-family: Card; src: url(./card.woff2) format('woff2'); }
.card { background: url(./big.png); font-family: Card; }
`;

test(
  "a component's and a stylesheet's files go through Docusaurus' url-loader: small ones inlined, larger ones published by their hashed name",
  { timeout: 900_000 },
  async () => {
    const site = classicSiteWith('docusaurus-assets', { 'src/components/Card.jsx': CARD, 'src/components/card.module.css': CSS });
    const components = path.join(site, 'src/components');
    fs.writeFileSync(path.join(components, 'big.png'), crypto.randomBytes(20_000));
    fs.writeFileSync(path.join(components, 'small.png'), crypto.randomBytes(200));
    fs.writeFileSync(path.join(components, 'card.woff2'), crypto.randomBytes(12_000));
    const outDir = tempDir('docusaurus-assets-bundle');
    const bundle = await bundleSiteModule(site, 'src/components/Card.jsx', { baseUrl: '/docs/' }, { outDir });
    const published = path.join(outDir, 'published/docs/assets');
    const images = fs.readdirSync(path.join(published, 'images'));
    const fonts = fs.readdirSync(path.join(published, 'fonts'));
    assert.equal(images.length, 1, images.join());
    assert.match(images[0], /^big-[0-9a-f]{8,}\.png$/);
    assert.match(fonts[0], /^card-[0-9a-f]{8,}\.woff2$/);
    assert.deepEqual(fs.readFileSync(path.join(published, 'images', images[0])), fs.readFileSync(path.join(components, 'big.png')));
    // The stylesheet names the published files by their URL.
    assert.match(bundle.css, new RegExp(`url\\("?/docs/assets/images/${images[0].replace('.', '\\.')}"?\\)`));
    assert.match(bundle.css, new RegExp(`url\\("?/docs/assets/fonts/${fonts[0].replace('.', '\\.')}"?\\)`));
    fs.rmSync(path.join(site, 'node_modules'));
    const { default: Card } = await bundle.load<{ default: ComponentType }>();
    const html = renderToStaticMarkup(createElement(Card));
    assert.match(html, new RegExp(`<img src="/docs/assets/images/${images[0].replace('.', '\\.')}" alt="big"/>`));
    assert.match(html, /<img src="data:image\/png;base64,[^"]+" alt="small"\/>/);
  },
);
