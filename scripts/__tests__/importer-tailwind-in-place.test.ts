/**
 * Read in place (pagewright build, start), a site whose own plugin adds Tailwind (configurePostCss)
 * has Tailwind run in the site's folder (plugins/docusaurus/site-styles/postcss.ts), as one that
 * adds it by a PostCSS config does: the import copies none of the files the Tailwind config's
 * `content` names, so the components compile from the site's src/, not from a copy of it. A plain
 * import still copies them (importer-tailwind-content.test.ts).
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempProject } from '../lib/temp-project';
import { tempDir } from '../../test/temp-dir';
import { classicSiteWith } from '../../test/docusaurus-install';

const project = tempProject('importer-tailwind-in-place');
after(() => project.remove());

const SITE = {
  'docusaurus.config.js': [
    'module.exports = {',
    "  title: 'T', url: 'https://t.example.com', baseUrl: '/',",
    "  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],",
    "  plugins: [function tailwind() { return { name: 'tailwind', configurePostCss(o) { o.plugins.push({ postcssPlugin: 'classes-of-src' }); return o; } }; }],",
    '};',
  ].join('\n'),
  'tailwind.config.js': "module.exports = { content: ['./src/**/*.{js,tsx}', 'docusaurus.config.js'] };\n",
  'docs/intro.md': '# Intro\n\nWelcome.\n',
  'src/components/Box.js': 'export default function Box() { return <div className="p-4">box</div>; }\n',
};

test("read in place, the files a plugin's Tailwind config names are not copied into the content folder", { timeout: 300_000 }, () => {
  // (With the site's own install, as pagewright runs the import: its plugins then run.)
  const site = classicSiteWith('tailwind-in-place-site', SITE);
  const content = path.join(tempDir('tailwind-in-place'), 'content');
  const r = spawnSync(process.execPath, ['scripts/import-docusaurus.mjs', '--from', site, '--to', content, '--site-packages', '--in-place'], {
    cwd: project.root,
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stdout + r.stderr);
  const report = JSON.parse(fs.readFileSync(path.join(content, 'import-report.json'), 'utf8')) as { postcssPlugins?: string[] };
  assert.deepEqual(report.postcssPlugins, ['classes-of-src'], 'the plugin ran and added its PostCSS plugin');
  for (const rel of ['src/components/Box.js', 'docusaurus.config.js']) assert.ok(!fs.existsSync(path.join(content, rel)), `${rel}: no copy`);
});
