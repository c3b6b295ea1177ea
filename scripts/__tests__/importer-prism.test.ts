/** The importer's mapping of themeConfig.prism (plugins/docusaurus/importer/prism.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { PRISM_THEMES } from '../../lib/config/prism';

const fixture = 'test/fixtures/docusaurus-look';

async function importedConfig(site: string): Promise<{ prism?: Record<string, unknown> }> {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-imp-'));
  try {
    await importDocusaurus(site, to);
    return JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8'));
  } finally {
    fs.rmSync(to, { recursive: true, force: true });
  }
}

test('named prism-react-renderer themes come across by name, with the magic comments', async () => {
  const config = await importedConfig(fixture);
  assert.deepEqual(config.prism, {
    theme: 'github',
    darkTheme: 'dracula',
    magicComments: [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      { className: 'code-block-error-line', line: 'this-will-error' },
    ],
  });
});

test("a site's own theme module (built on a named theme) comes across as its data; no prism config means Docusaurus' palenight; defaultLanguage comes across", async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-site-'));
  try {
    fs.cpSync(fixture, site, { recursive: true });
    fs.mkdirSync(path.join(site, 'src/prism'), { recursive: true });
    fs.writeFileSync(
      path.join(site, 'src/prism/light.js'),
      "const { themes } = require('prism-react-renderer');\nmodule.exports = { ...themes.github, styles: [...themes.github.styles, { types: ['string'], style: { color: '#c21325' } }] };\n",
    );
    const source = fs.readFileSync(path.join(site, 'docusaurus.config.js'), 'utf8');
    fs.writeFileSync(path.join(site, 'docusaurus.config.js'), source.replace('theme: prismThemes.github,', "theme: require('./src/prism/light'),"));
    const own = (await importedConfig(site)).prism!;
    assert.deepEqual((own.theme as { plain: unknown }).plain, PRISM_THEMES.github.plain);
    assert.deepEqual((own.theme as { styles: unknown[] }).styles.at(-1), { types: ['string'], style: { color: '#c21325' } });
    assert.equal(own.darkTheme, 'dracula');

    fs.writeFileSync(path.join(site, 'docusaurus.config.js'), source.replace(/prism: \{[\s\S]*?\n {4}\},\n/, ''));
    assert.deepEqual((await importedConfig(site)).prism, { theme: 'palenight' });

    // prism.defaultLanguage: the language of a code block that names none.
    fs.writeFileSync(path.join(site, 'docusaurus.config.js'), source.replace(/prism: \{[\s\S]*?\n {4}\},\n/, "prism: { defaultLanguage: 'bash' },\n"));
    assert.deepEqual((await importedConfig(site)).prism, { theme: 'palenight', defaultLanguage: 'bash' });
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});
