/**
 * Server-relative requests in a page, as webpack's resolve.roots take them in Docusaurus (core
 * webpack/base.ts: the static folder, then the site folder): `require('/static/img/x.png').default`,
 * `import x from '/img/x.png'`, and `require('@site/static/img/x.png').default`, in a doc and in a
 * translation; and with the config's staticDirectories, each listed folder in its order, as
 * Docusaurus' roots and mdx-loader's transformImage and transformLinks look in them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { transformMdx } from '../../plugins/docusaurus/importer/transform-mdx';
import { rootsFile } from '../../plugins/docusaurus/site-components/resolve';
import { tempFiles } from '../../test/temp-dir';

const site = tempFiles('site-roots', {
  'static/img/logo.png': 'png',
  'static/files/guide.pdf': 'pdf',
  'docs/img/local.png': 'png',
  'src/lib/data.js': 'export const x = 1;\n',
  'src/static/img/brand.svg': '<svg/>',
  'src/static/img/logo.png': 'another png',
});
const to = path.join(site, '.out');

const page = [
  "import logo from '/img/logo.png';",
  "import alsoLogo from '/static/img/logo.png';",
  "import guide from '/static/files/guide.pdf';",
  '',
  "<img src={require('/static/img/logo.png').default} />",
  "<img src={require('@site/static/img/logo.png').default} />",
  "<img src={require('/img/logo.png').default} />",
  "<img src={require('@site/docs/img/local.png').default} />",
  "<img src={require('/docs/img/local.png').default} />",
  '',
].join('\n');

test('rootsFile tries the roots in order, as a file or a module by its extensions', () => {
  const roots = [path.join(site, 'static'), site];
  assert.equal(rootsFile('/img/logo.png', roots), path.join(site, 'static/img/logo.png'));
  assert.equal(rootsFile('/static/img/logo.png', roots), path.join(site, 'static/img/logo.png'));
  assert.equal(rootsFile('/src/lib/data', roots), path.join(site, 'src/lib/data.js'));
  assert.equal(rootsFile('/nowhere.png', roots), undefined);
  assert.equal(rootsFile('//cdn.example.com/x.png', roots), undefined);
  assert.equal(rootsFile('./img/logo.png', roots), undefined);
});

test('a doc: server-relative and @site/static requests and imports are the static URL; a docs file is imported beside the page', () => {
  const t = transformMdx(page, {
    siteRoot: site,
    baseUrl: '/base/',
    file: path.join(site, 'docs/intro.mdx'),
    outFile: path.join(to, 'docs/current/intro.mdx'),
    outVersionDir: path.join(to, 'docs/current'),
    srcVersionDir: path.join(site, 'docs'),
  });
  assert.match(t.text, /^export const logo = '\/base\/img\/logo\.png';$/m);
  assert.match(t.text, /^export const alsoLogo = '\/base\/img\/logo\.png';$/m);
  assert.match(t.text, /^export const guide = '\/base\/files\/guide\.pdf';$/m);
  assert.equal(t.text.match(/<img src=\{'\/base\/img\/logo\.png'\} \/>/g)?.length, 3);
  assert.equal(t.text.match(/<img src=\{__asset1\} \/>/g)?.length, 2);
  assert.match(t.text, /^import __asset1 from '\.\/img\/local\.png';$/m);
  assert.doesNotMatch(t.text, /require\(/);
});

test('a translation: the same requests resolve against the site folder, not the translated file', () => {
  const t = transformMdx(page.split('\n').slice(0, 7).join('\n'), {
    siteRoot: site,
    baseUrl: '/',
    file: path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.mdx'),
    outFile: path.join(to, 'docs/current/intro.fr.mdx'),
    outVersionDir: path.join(to, 'docs/current'),
  });
  assert.match(t.text, /^export const logo = '\/img\/logo\.png';$/m);
  assert.match(t.text, /^export const alsoLogo = '\/img\/logo\.png';$/m);
  assert.equal(t.text.match(/<img src=\{'\/img\/logo\.png'\} \/>/g)?.length, 3);
  assert.doesNotMatch(t.text, /require\(/);
});

test("the config's staticDirectories: each listed folder is looked in, in order, for URLs, imports and requires", () => {
  const ctx = {
    siteRoot: site,
    baseUrl: '/base/',
    staticDirs: [path.join(site, 'src/static'), path.join(site, 'static')],
    file: path.join(site, 'docs/intro.mdx'),
    outFile: path.join(to, 'docs/current/intro.mdx'),
    outVersionDir: path.join(to, 'docs/current'),
    srcVersionDir: path.join(site, 'docs'),
  };
  const text = [
    '<img src="/img/brand.svg" />',
    '<img src="/files/guide.pdf" />',
    '![a](../src/static/img/brand.svg)',
    '[b](../static/files/guide.pdf)',
    "<img src={require('/img/logo.png').default} />",
    '',
  ].join('\n');
  const t = transformMdx(text, ctx);
  assert.match(t.text, /<img src="\/base\/img\/brand\.svg" \/>/, 'a file of src/static is served under the baseUrl');
  assert.match(t.text, /<img src="\/base\/files\/guide\.pdf" \/>/, 'so is one of the later folder');
  assert.match(t.text, /!\[a\]\(\/base\/img\/brand\.svg\)/);
  assert.match(t.text, /\[b\]\(\/base\/files\/guide\.pdf\)/);
  // `/img/logo.png` is in both folders: the first listed wins, as resolve.roots' order gives.
  assert.match(t.text, /^import __asset1 from '[^']*src\/static\/img\/logo\.png';$/m);
  // Without the option, src/static is not a static folder: its files are not URLs of the site.
  const plain = transformMdx(text, { ...ctx, staticDirs: undefined });
  assert.match(plain.text, /<img src="\/img\/brand\.svg" \/>/);
  assert.match(plain.text, /<img src=\{'\/base\/img\/logo\.png'\} \/>/);
});
