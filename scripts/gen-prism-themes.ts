/**
 * Writes lib/config/prism-themes.json: the themes of prism-react-renderer (the package Docusaurus 3's
 * `themeConfig.prism.theme` names, e.g. `themes.github`) as plain data, so that a site's named theme
 * becomes its code colours (plugins/docusaurus/site-styles/prism-css.ts) without the package at build time.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { themes } = require('prism-react-renderer') as { themes: Record<string, unknown> };
const version = (require('prism-react-renderer/package.json') as { version: string }).version;

const data = { source: `prism-react-renderer ${version} (MIT)`, themes };
fs.writeFileSync('lib/config/prism-themes.json', `${JSON.stringify(data, null, 1)}\n`);
console.log(`wrote lib/config/prism-themes.json (${Object.keys(themes).length} themes)`);
