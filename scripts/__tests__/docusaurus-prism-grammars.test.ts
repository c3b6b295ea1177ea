/**
 * The languages a site teaches Prism (its `prism-include-languages`, a grammar of its own) highlight
 * its code blocks of those languages, as under Docusaurus, where the engine's highlighter lacks
 * them: the site's code runs on Prism in a module the page pass asks (plugins/docusaurus/site-components/prism-grammars.ts,
 * lib/mdx/highlight-code.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../test/temp-dir';
import { siteWithDocusaurus, writeSiteFiles } from '../../test/docusaurus-packages';
import { addSiteGrammars, teachesPrism } from '../../plugins/docusaurus/site-components/prism-grammars';
import { DOCUSAURUS_FILES } from '../../plugins/docusaurus/files';
import { highlightToHtml } from '../../lib/mdx/highlight-code';
import { codeStyleOf } from '../../lib/code-theme/code-style';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';
import type { SiteComponentsManifest } from '../../lib/api/build';

const work = tempDir('prism-grammars');
const CONFIG = {
  title: 'T',
  url: 'https://example.dev',
  baseUrl: '/',
  themeConfig: { prism: { additionalLanguages: ['zz'], magicComments: [] } },
} as unknown as DocusaurusSiteConfig;

test("a site's own grammar highlights its blocks of that language; a language the engine knows stays the engine's", { timeout: 120_000 }, async () => {
  const site = siteWithDocusaurus(work, path.join(work, 'site'), '3.10.2');
  writeSiteFiles(site, {
    'src/theme/prism-include-languages.js': [
      "import siteConfig from '@generated/docusaurus.config';",
      'export default function prismIncludeLanguages(Prism) {',
      "  // (The config reaches it as under Docusaurus, and its languages load from the site's prismjs.)",
      '  globalThis.Prism = Prism;',
      '  siteConfig.themeConfig.prism.additionalLanguages.forEach((lang) => require(`prismjs/components/prism-${lang}`));',
      '  delete globalThis.Prism;',
      '  Prism.languages.zlang = { keyword: /\\b(?:model|enum)\\b/, punctuation: /[{}]/ };',
      '}',
    ].join('\n'),
    'node_modules/prismjs/package.json': '{ "name": "prismjs", "version": "1.29.0" }',
    'node_modules/prismjs/components/prism-zz.js': 'Prism.languages.zz = { keyword: /\\bzz\\b/ };\n',
  });
  assert.equal(teachesPrism(site, CONFIG), true);
  const out = path.join(work, 'generated');
  fs.mkdirSync(out, { recursive: true });
  // (The generated folder is the engine's, whose React prism-react-renderer imports.)
  if (!fs.existsSync(path.join(work, 'node_modules'))) fs.symlinkSync(path.resolve('node_modules'), path.join(work, 'node_modules'));
  const manifest: SiteComponentsManifest = { modules: {} };
  await addSiteGrammars(manifest, site, CONFIG, DOCUSAURUS_FILES, {}, out);
  assert.equal(manifest.grammars, path.join(out, 'grammars.mjs'));
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')).grammars, manifest.grammars);

  const style = { ...codeStyleOf({}), tokens: 'prism' as const, grammars: manifest.grammars };
  const meta = { highlight: new Set<number>(), showLineNumbers: false, startLine: 1 };
  const html = await highlightToHtml('model User {\n}', 'zlang', meta, style);
  // (Prism's lines as prism-react-renderer gives them, empty plain tokens at the breaks included.)
  assert.equal(
    html,
    '<pre class="shiki prism-code" tabindex="0"><code><span class="line token-line"><span class="token keyword">model</span><span class="token plain"> User </span><span class="token punctuation">{</span><span class="token plain"></span></span>\n' +
      '<span class="line token-line"><span class="token plain"></span><span class="token punctuation">}</span></span></code></pre>',
  );
  // A language of the config's additionalLanguages, from the site's prismjs.
  assert.match(await highlightToHtml('zz top', 'zz', meta, style), /<span class="token keyword">zz<\/span>/);
  // A language neither knows stays plain; one the engine knows is the engine's.
  assert.match(await highlightToHtml('x', 'nolang', meta, style), /<span class="line token-line">x<\/span>/);
  assert.doesNotMatch(await highlightToHtml('const a = 1', 'js', meta, style), /token plain/);
});

test('a site that teaches Prism nothing gets no grammars module', async () => {
  const site = path.join(work, 'plain');
  writeSiteFiles(site, { 'package.json': '{}' });
  assert.equal(teachesPrism(site, CONFIG), false);
  const manifest: SiteComponentsManifest = { modules: {} };
  const out = path.join(work, 'generated-plain');
  fs.mkdirSync(out, { recursive: true });
  await addSiteGrammars(manifest, site, CONFIG, DOCUSAURUS_FILES, {}, out);
  assert.equal(manifest.grammars, undefined);
  assert.equal(fs.existsSync(path.join(out, 'grammars.mjs')), false);
});
