/**
 * Tailwind (v3) makes rules for the class names in the files its config's `content` names, relative
 * to the site's folder; the engine runs it in the content folder, so the import copies there the files
 * the globs name that it did not write (the config, whose navbar, footer or announcement HTML has
 * classes of its own), but not Markdown, which it writes itself where the engine reads pages.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { contentGlobs, copyTailwindContent } from '../../plugins/docusaurus/importer/tailwind-content';
import { tempDir, tempFiles } from '../../test/temp-dir';

test('the globs of `content`: a list, or `files` of an object; raw entries name no file', () => {
  assert.deepEqual(contentGlobs({ content: ['./src/**/*.tsx', 'docusaurus.config.js'] }), ['./src/**/*.tsx', 'docusaurus.config.js']);
  assert.deepEqual(contentGlobs({ content: { relative: true, files: ['./src/**/*.js', { raw: '<b class="p-1">' }] } }), ['./src/**/*.js']);
  assert.deepEqual(contentGlobs({}), []);
});

test('the files the globs name that the import did not write are copied to their path; Markdown and what is there are not', async () => {
  const from = tempFiles('tw-site', {
    'tailwind.config.js':
      "module.exports = { content: ['./src/**/*.{js,tsx}', 'docusaurus.config.js', './docs/**/*.mdx', '!./src/skip/**'], plugins: [require('@tailwindcss/typography')] };\n",
    'docusaurus.config.js': "module.exports = { themeConfig: { navbar: { items: [{ type: 'html', value: '<a class=\"bg-gray-900\">x</a>' }] } } };\n",
    'src/pages/index.tsx': 'export default () => <p className="p-4">x</p>;\n',
    'src/skip/a.js': '"p-8"\n',
    'src/extra/b.js': '"m-2"\n',
    'docs/a.mdx': '<div className="m-1" />\n',
    'sidebars.js': 'module.exports = {};\n',
  });
  const to = tempDir('tw-content');
  fs.mkdirSync(path.join(to, 'src/pages'), { recursive: true });
  fs.writeFileSync(path.join(to, 'src/pages/index.tsx'), 'the import’s copy\n');
  const { copied, warnings } = await copyTailwindContent(from, to);
  assert.deepEqual(copied.sort(), ['docusaurus.config.js', 'src/extra/b.js']);
  assert.deepEqual(warnings, []);
  assert.match(fs.readFileSync(path.join(to, 'docusaurus.config.js'), 'utf8'), /bg-gray-900/);
  assert.equal(fs.readFileSync(path.join(to, 'src/pages/index.tsx'), 'utf8'), 'the import’s copy\n');
  for (const left of ['docs/a.mdx', 'src/skip/a.js', 'sidebars.js']) assert.ok(!fs.existsSync(path.join(to, left)), left);
});

test('a site without a Tailwind config copies nothing', async () => {
  const from = tempFiles('tw-none', { 'docusaurus.config.js': 'module.exports = {};\n' });
  assert.deepEqual(await copyTailwindContent(from, tempDir('tw-none-to')), { copied: [], warnings: [] });
});
