/**
 * The i18n fixture read where it lies (pagewright build) publishes what its copy publishes: the
 * docs' and the blog's translations are read from the site's `i18n/<locale>/docusaurus-plugin-content-…`
 * folders (versions.json's and the blog's `translations`), the theme's messages from its `navbar.json`,
 * `footer.json` and `code.json` (i18n `messages`), none copied, and every page of every locale reads the same.
 * (A page's CSS module names a static image by `url('@site/static/…')`: the site's static folder has
 * it, the content folder no copy. A module beside a doc names a source file of the site by
 * `!!raw-loader!@site/…` and a video beside it; a component lists the docs' release notes by
 * `require.context('../../docs/…')`: read in place, each is the site's own file.)
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempProject } from '../lib/temp-project';
import { tempDir } from '../../test/temp-dir';

const FIXTURE = path.resolve('test/fixtures/docusaurus-i18n');
const project = tempProject('importer-i18n-in-place');
after(() => project.remove());

const run = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, args, { cwd: project.root, encoding: 'utf8', env: { ...process.env, ...env } });
  assert.equal(r.status, 0, r.stdout + r.stderr);
};

/** The site imported (copied, or read in place) and built: each HTML page's article, by its path in out/. */
function built(inPlace: boolean, site = FIXTURE): { content: string; articles: Map<string, string> } {
  const content = tempDir(inPlace ? 'i18n-in-place' : 'i18n-copied');
  run(['scripts/import-docusaurus.mjs', '--from', site, '--to', content, '--no-install', ...(inPlace ? ['--in-place'] : [])]);
  run(['scripts/build.mjs'], { DOCS_CONTENT_DIR: content });
  const out = path.join(project.root, 'out');
  const articles = new Map<string, string>();
  for (const file of fs.readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(out, file), 'utf8');
    // (The article, and the navbar and footer, which the theme's messages translate.)
    const part = (tag: string) => {
      const at = html.indexOf(`<${tag}`);
      return at < 0 ? '' : html.slice(at, html.indexOf(`</${tag}>`, at));
    };
    articles.set(file, ['article', 'nav', 'footer'].map(part).join('\n'));
  }
  return { content, articles };
}

let readInPlace: ReturnType<typeof built> | undefined;
const inPlaceBuild = () => (readInPlace ??= built(true));

test('read where they lie, the docs’ translations build the pages their copy builds', () => {
  const copied = built(false);
  const inPlace = inPlaceBuild();
  // Nothing of the docs' and the blog's translations is written: versions.json and the blog's section name their folders in the site.
  assert.equal(fs.existsSync(path.join(inPlace.content, 'i18n/fr/docs')), false);
  assert.equal(fs.existsSync(path.join(inPlace.content, 'i18n/fr/blog')), false);
  assert.ok(fs.existsSync(path.join(copied.content, 'i18n/fr/blog')), 'the copy writes them');
  for (const file of ['i18n/fr/navbar.json', 'i18n/fr/footer.json', 'i18n/fr/code.json']) {
    assert.equal(fs.existsSync(path.join(inPlace.content, file)), false, file);
    assert.ok(fs.existsSync(path.join(copied.content, file)), file);
  }
  const config = JSON.parse(fs.readFileSync(path.join(inPlace.content, 'site.config.json'), 'utf8'));
  assert.equal(config.i18n.messages.code, path.relative(inPlace.content, path.join(FIXTURE, 'i18n/{locale}/code.json')));
  assert.equal(config.blog.translations, path.relative(inPlace.content, path.join(FIXTURE, 'i18n/{locale}/docusaurus-plugin-content-blog')));
  const versions = JSON.parse(fs.readFileSync(path.join(inPlace.content, 'versions.json'), 'utf8'));
  const current = versions.docs.versions.find((v: { name: string }) => v.name === 'current');
  assert.deepEqual(current.translations, {
    dir: path.relative(inPlace.content, path.join(FIXTURE, 'i18n/{locale}/docusaurus-plugin-content-docs/current')),
    labels: path.relative(inPlace.content, path.join(FIXTURE, 'i18n/{locale}/docusaurus-plugin-content-docs/current.json')),
  });
  assert.deepEqual([...inPlace.articles.keys()].sort(), [...copied.articles.keys()].sort(), 'the same pages');
  const differing = [...copied.articles].filter(([file, article]) => inPlace.articles.get(file) !== article).map(([file]) => file);
  assert.deepEqual(differing, [], 'each page reads the same');
  // A translated page's image, from its translations folder, is published; its link to a page by URL goes there.
  const usage = inPlace.articles.get('fr/docs/next/guide/usage/index.html') ?? '';
  const image = /<img[^>]*src="\/([^"]+)"[^>]*alt="Le flux de traduction"/.exec(usage)?.[1];
  assert.ok(image && fs.existsSync(path.join(project.root, 'out', decodeURI(image))), `${image}: ${usage}`);
  assert.match(usage, /href="\/fr\/docs\/next\/guide\/setup\/?"/);
  // So is a translated blog post's.
  const post = [...inPlace.articles].find(([file]) => file.startsWith('fr/blog/') && file.includes('hello'))?.[1] ?? '';
  const logo = /<img[^>]*src="\/([^"]+)"[^>]*alt="Le logo de Lingo"/.exec(post)?.[1];
  assert.ok(logo && fs.existsSync(path.join(project.root, 'out', decodeURI(logo))), `${logo}: ${post}`);
  // The modules' files, which the import copied none of, are the site's own.
  const examples = inPlace.articles.get('docs/next/guide/examples/index.html') ?? '';
  assert.match(examples, /<pre data-example="hello">package main\n\nimport &quot;fmt&quot;/, examples);
  const clip = /<video data-example="clip" src="\/([^"]+)"/.exec(examples)?.[1];
  assert.ok(clip && fs.existsSync(path.join(project.root, 'out', decodeURI(clip))), `${clip}: ${examples}`);
  assert.match(examples, /<ul data-changes="">.*Lingo 1\.0.*Lingo 1\.1.*<\/ul>/s);
});

test("a locale's `path` names its folder of translations (i18n/<path>), not its URL: its pages are the same, at /<locale>/", () => {
  const site = tempDir('i18n-folder');
  fs.cpSync(FIXTURE, site, { recursive: true });
  fs.renameSync(path.join(site, 'i18n/fr'), path.join(site, 'i18n/francais'));
  const configFile = path.join(site, 'docusaurus.config.js');
  const config = fs.readFileSync(configFile, 'utf8');
  assert.match(config, /fr: \{ label: 'Français' \}/);
  fs.writeFileSync(configFile, config.replace("fr: { label: 'Français' }", "fr: { label: 'Français', path: 'francais' }"));
  const renamed = built(true, site);
  const original = inPlaceBuild();
  assert.deepEqual([...renamed.articles.keys()].sort(), [...original.articles.keys()].sort(), 'the same pages, at the same URLs');
  // (A file of the translations may name its folder: the folders differ by name alone.)
  const differing = [...original.articles].filter(([file, article]) => renamed.articles.get(file)?.replaceAll('i18n/francais/', 'i18n/fr/') !== article);
  assert.deepEqual(
    differing.map(([file]) => file),
    [],
    'each page reads the same',
  );
  assert.match(renamed.articles.get('fr/docs/next/intro/index.html') ?? '', /Introduction en français/);
});
