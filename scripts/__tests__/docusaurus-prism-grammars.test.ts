/**
 * A Docusaurus site's code blocks are tokenized as under Docusaurus: by the Prism its installed theme
 * imports, taught by its `prism-include-languages` (the theme's or a swizzle with grammars of its own),
 * a language it lacks plain text. The site's code runs on Prism in a module the page pass asks
 * (plugins/docusaurus/site-components/prism-grammars.ts, lib/mdx/highlight-code.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../test/temp-dir';
import { siteWithDocusaurus, withThemeDependencies, writeSiteFiles } from '../../test/docusaurus-packages';
import { addSiteGrammars, sitePrism } from '../../plugins/docusaurus/site-components/prism-grammars';
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

test("a site's own grammar highlights its blocks of that language, and Prism every other block", { timeout: 120_000 }, async () => {
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
  assert.ok(sitePrism(site));
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
  // A language Prism was not taught stays plain; one it knows is Prism's, as Docusaurus draws it.
  assert.match(await highlightToHtml('x', 'nolang', meta, style), /<span class="line token-line"><span class="token plain">x<\/span><\/span>/);
  assert.equal(
    await highlightToHtml('const a = 1', 'js', meta, style),
    '<pre class="shiki prism-code" tabindex="0"><code><span class="line token-line"><span class="token keyword">const</span><span class="token plain"> a </span>' +
      '<span class="token operator">=</span><span class="token plain"> </span><span class="token number">1</span></span></code></pre>',
  );
});

/** A block of `lang` through the grammars module of `site` (its installed theme's Prism). */
async function tokensOf(site: string, out: string, config: DocusaurusSiteConfig, code: string, lang: string): Promise<string> {
  fs.mkdirSync(out, { recursive: true });
  const manifest: SiteComponentsManifest = { modules: {} };
  await addSiteGrammars(manifest, site, config, DOCUSAURUS_FILES, {}, out);
  assert.ok(manifest.grammars);
  const style = { ...codeStyleOf({}), tokens: 'prism' as const, grammars: manifest.grammars };
  return highlightToHtml(code, lang, { highlight: new Set<number>(), showLineNumbers: false, startLine: 1 }, style);
}

test("the installed theme's own Prism: 3.x has no bash unless the config adds it, 2.x's has it", { timeout: 180_000 }, async () => {
  if (!fs.existsSync(path.join(work, 'node_modules'))) fs.symlinkSync(path.resolve('node_modules'), path.join(work, 'node_modules'));
  const v3 = siteWithDocusaurus(work, path.join(work, 'site-3'), '3.10.2');
  withThemeDependencies(work, v3, ['prism-react-renderer', 'prismjs']);
  const prism = sitePrism(v3);
  assert.equal(prism?.renderer, path.join(v3, 'node_modules/prism-react-renderer/dist/index.js'));
  // (additionalLanguages [] as theme-classic's validation gives it: ../../plugins/docusaurus/site-components/site-config-view.ts.)
  const bare = { ...CONFIG, themeConfig: { prism: { additionalLanguages: [] } } } as unknown as DocusaurusSiteConfig;
  assert.match(
    await tokensOf(v3, path.join(work, 'gen-3'), bare, 'echo hi', 'bash'),
    /<span class="line token-line"><span class="token plain">echo hi<\/span><\/span>/,
  );
  const taught = { ...CONFIG, themeConfig: { prism: { additionalLanguages: ['bash'] } } } as unknown as DocusaurusSiteConfig;
  assert.match(await tokensOf(v3, path.join(work, 'gen-3b'), taught, 'echo hi', 'bash'), /<span class="token builtin class-name">echo<\/span>/);

  const v2 = siteWithDocusaurus(work, path.join(work, 'site-2'), '2.4.3');
  withThemeDependencies(work, v2, ['prism-react-renderer']);
  assert.match(await tokensOf(v2, path.join(work, 'gen-2'), bare, 'echo hi', 'bash'), /<span class="token builtin class-name">echo<\/span>/);
});

test('a site without a classic theme or a prism-include-languages of its own gets no grammars module', async () => {
  const site = path.join(work, 'plain');
  writeSiteFiles(site, { 'package.json': '{}' });
  assert.equal(sitePrism(site), undefined);
  const manifest: SiteComponentsManifest = { modules: {} };
  const out = path.join(work, 'generated-plain');
  fs.mkdirSync(out, { recursive: true });
  await addSiteGrammars(manifest, site, CONFIG, DOCUSAURUS_FILES, {}, out);
  assert.equal(manifest.grammars, undefined);
  assert.equal(fs.existsSync(path.join(out, 'grammars.mjs')), false);
});

test('a highlighter module built again is the one asked (the live preview, after an edit of the languages)', async () => {
  const file = path.join(work, 'rebuilt', 'grammars.mjs');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const write = (type: string, at: number) => {
    fs.writeFileSync(file, `export function tokenize(code) { return [[{ types: [${JSON.stringify(type)}], content: code }]]; }\n`);
    fs.utimesSync(file, at, at);
  };
  const style = { ...codeStyleOf({}), tokens: 'prism' as const, grammars: file };
  const meta = { highlight: new Set<number>(), showLineNumbers: false, startLine: 1 };
  write('first', 1_000_000);
  assert.match(await highlightToHtml('x', 'zz', meta, style), /token first/);
  write('second', 2_000_000);
  assert.match(await highlightToHtml('x', 'zz', meta, style), /token second/);
});
