/**
 * An imported i18n site (test/fixtures/docusaurus-i18n, with the theme layer its config names): each
 * locale has the blog and the pages at its URLs.
 */
import { activeLinkHrefs } from '../../lib/content/navbar-active';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from '../../lib/content/store';
import { siteIndex } from '../../lib/content/site-index';
import { publishedUrls } from '../../lib/output/sitemap';
import { localeNav } from '../../lib/content/locale-nav';
import { localeLink } from '../../lib/shared/locale-link';
import { localeConfig } from '../../lib/content/locale-site';
import { tempDir } from '../../test/temp-dir';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { plugins } from '../../plugins/index';

const root = process.cwd();

/** The i18n fixture as the importer lays it out (fr has a translated post and page, ar has none). */
async function importedSite() {
  const to = tempDir('locale-content');
  await importDocusaurus(path.join(root, 'test/fixtures/docusaurus-i18n'), to);
  return buildSite(
    { rootDir: to, contentDir: to, configFile: path.join(to, 'site.config.json'), versionsFile: path.join(to, 'versions.json') },
    { gitDates: false, plugins },
  );
}

test("each locale has the blog and the pages at its URLs, translated where a translation exists, else the default locale's", async () => {
  const { index, config } = await importedSite();
  const site = siteIndex(index);
  const post = (url: string) => {
    const entry = site.byUrl(url);
    assert.equal(entry?.kind, 'blog', url);
    return index.localeBlogs!.flatMap((b) => b.posts).find((p) => p.url === url) ?? index.blog!.posts.find((p) => p.url === url)!;
  };
  assert.equal(post('/blog/2024/01/01/hello/').title, 'Hello from Lingo');
  const fr = post('/fr/blog/2024/01/01/hello/');
  assert.equal(fr.title, 'Bonjour de Lingo');
  assert.equal(fr.doc.source, 'i18n/fr/blog/2024-01-01-hello.md');
  assert.equal(fr.doc.locale, 'fr');
  const ar = post('/ar/blog/2024/01/01/hello/');
  assert.equal(ar.title, 'Hello from Lingo', 'no translation: the default text');
  assert.equal(ar.doc.source, 'blog/2024-01-01-hello.md');
  assert.equal(ar.doc.locale, 'ar');
  for (const url of ['/fr/blog/', '/ar/blog/', '/fr/blog/archive/']) assert.equal(site.byUrl(url)?.kind, 'blog', url);
  const page = (url: string) => {
    const entry = site.byUrl(url);
    assert.ok(entry?.kind === 'page' && entry.page.type === 'mdx', url);
    return entry.page;
  };
  assert.equal(page('/fr/about/').title, 'À propos de Lingo');
  assert.equal(page('/ar/about/').title, 'About Lingo');
  assert.equal(page('/about/').title, 'About Lingo');
  // Each locale's blog has its own feed language.
  assert.deepEqual(
    index.localeBlogs!.map((b) => [b.url, b.config.feed.language]),
    [
      ['/fr/blog/', 'fr'],
      ['/ar/blog/', 'ar'],
    ],
  );
  const urls = publishedUrls(index);
  for (const url of ['/fr/blog/2024/01/01/hello/', '/ar/about/', '/fr/blog/']) assert.ok(urls.includes(url), url);
  // The dropdown keeps the post or page; the locale's navbar links to its blog.
  const nav = localeNav(index, config)!;
  const fr1 = nav.list.find((l) => l.name === 'fr')!;
  assert.equal(localeLink(nav, '/about/', '/fr/about/', fr1), '/fr/about/');
  assert.equal(localeLink(nav, '/blog/2024/01/01/hello/', '/fr/blog/2024/01/01/hello/', fr1), '/fr/blog/2024/01/01/hello/');
  const frConfig = localeConfig(index, config, '/fr/blog/');
  assert.ok(frConfig.navbar.items.some((i) => i.type === 'link' && i.href === '/fr/blog' && i.label === 'Blogue'));
  // It is current under the locale's blog, as its href leads there (Docusaurus' NavLink, at the locale's baseUrl).
  assert.deepEqual(activeLinkHrefs(frConfig.navbar.items, '/fr/blog/2024/01/01/hello/'), ['/fr/blog']);
  assert.deepEqual(activeLinkHrefs(frConfig.navbar.items, '/blog/2024/01/01/hello/'), []);
  // The locale's navbar and footer messages, for a theme layer's own navbar and footer (Docusaurus' keys).
  assert.equal(frConfig.currentLocale?.chrome?.navbar['item.label.Blog'], 'Blogue');
});

test("a locale that translates nothing (localeConfigs.<locale>.translate: false, Docusaurus 3.8 on) has the default locale's pages, labels, navbar and blog, and its code messages", async () => {
  const from = tempDir('untranslated-locale-site');
  fs.cpSync(path.join(root, 'test/fixtures/docusaurus-i18n'), from, { recursive: true });
  const configFile = path.join(from, 'docusaurus.config.js');
  fs.writeFileSync(configFile, fs.readFileSync(configFile, 'utf8').replace("fr: { label: 'Français' }", "fr: { label: 'Français', translate: false }"));
  const to = tempDir('untranslated-locale');
  const report = await importDocusaurus(from, to);
  assert.ok(!report.unmappedConfig?.some((u) => /translate/.test(u)), 'applied, not reported');
  const { index } = buildSite(
    { rootDir: to, contentDir: to, configFile: path.join(to, 'site.config.json'), versionsFile: path.join(to, 'versions.json') },
    { gitDates: false, plugins },
  );
  const site = siteIndex(index);
  const doc = (url: string) => {
    const entry = site.byUrl(url);
    assert.equal(entry?.kind, 'doc', url);
    return entry.doc;
  };
  assert.equal(doc('/fr/docs/intro/').title, 'Introduction', "fr's own file is not read");
  const post = index.localeBlogs!.flatMap((b) => b.posts).find((p) => p.url === '/fr/blog/2024/01/01/hello/')!;
  assert.equal(post.title, 'Hello from Lingo');
  const page = site.byUrl('/fr/about/');
  assert.ok(page?.kind === 'page' && page.page.type === 'mdx' && page.page.title === 'About Lingo');
  // Its navbar and footer are the default locale's; its code messages (code.json) are its own, as Docusaurus loads them whatever it translates.
  assert.deepEqual(index.i18n!.fr.navbar, {});
  assert.equal(index.i18n!.fr.code['welcome.title'], 'Bienvenue sur Lingo');
  // The other locale is as it was.
  assert.equal(index.i18n!.ar !== undefined, true);
});
