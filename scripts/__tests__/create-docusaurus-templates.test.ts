/**
 * The sites `npx create-docusaurus` writes: the classic template in JavaScript and in TypeScript, at
 * the newest 3.x and the newest 2.4.x. Each is generated at test time from the package (`npm pack`;
 * no template is kept in the checkout), imported and built with the engine in one copy of the
 * project, and its routes compared with those `docusaurus build` wrote for it.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempProject } from '../lib/temp-project';
import { tempDir } from '../../test/temp-dir';
import { generateTemplate, routesOf, unpackPackage } from '../lib/create-docusaurus';

const project = tempProject('create-docusaurus');
after(() => project.remove());
const work = tempDir('create-docusaurus');

const DOCS = [
  '/docs/category/tutorial---basics/',
  '/docs/category/tutorial---extras/',
  '/docs/intro/',
  '/docs/tutorial-basics/congratulations/',
  '/docs/tutorial-basics/create-a-blog-post/',
  '/docs/tutorial-basics/create-a-document/',
  '/docs/tutorial-basics/create-a-page/',
  '/docs/tutorial-basics/deploy-your-site/',
  '/docs/tutorial-basics/markdown-features/',
  '/docs/tutorial-extras/manage-docs-versions/',
  '/docs/tutorial-extras/translate-your-site/',
];
const STATIC = ['/.nojekyll', '/img/docusaurus-social-card.jpg', '/img/docusaurus.png', '/img/favicon.ico', '/img/logo.svg'].concat(
  ['mountain', 'react', 'tree'].map((n) => `/img/undraw_docusaurus_${n}.svg`),
);
const BLOG = ['/blog/', '/blog/archive/', '/blog/atom.xml', '/blog/rss.xml', '/blog/tags/', '/blog/welcome/', '/blog/mdx-blog-post/'].concat(
  ['first-blog-post', 'long-blog-post'].map((p) => `/blog/${p}/`),
  ['docusaurus', 'facebook', 'hello', 'hola'].map((t) => `/blog/tags/${t}/`),
);

/**
 * What `docusaurus build` wrote for the classic template, JavaScript and TypeScript alike (measured:
 * every file of build/ as a route, but its hashed bundles, styles and images under /assets/).
 */
const DOCUSAURUS_ROUTES: Record<string, string[]> = {
  // @docusaurus/core 3.10.2 (its @docusaurus/faster): author pages (3.5 on) and the feeds' XSLT stylesheets (3.8 on).
  '3.10.2': [
    '/',
    '/404.html',
    '/markdown-page/',
    '/sitemap.xml',
    ...DOCS,
    ...STATIC,
    ...BLOG,
    '/blog/authors/',
    '/blog/authors/all-sebastien-lorber-articles/',
    '/blog/authors/yangshun/',
    '/blog/atom.css',
    '/blog/atom.xsl',
    '/blog/rss.css',
    '/blog/rss.xsl',
  ],
  // @docusaurus/core 2.4.3 (with webpack 5.88: the newest webpack fails its build).
  '2.4.3': ['/', '/404.html', '/markdown-page/', '/sitemap.xml', ...DOCS, ...STATIC, ...BLOG],
};

function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 << 20 });
  assert.equal(result.status, 0, `${cmd} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const isPage = (route: string) => route.endsWith('/') || route.endsWith('.html');

for (const version of Object.keys(DOCUSAURUS_ROUTES)) {
  for (const template of ['classic', 'classic-typescript']) {
    test(`create-docusaurus ${version} ${template}: imported and built, the routes docusaurus build gives`, { timeout: 600_000 }, () => {
      const pkg = unpackPackage(work, version);
      const site = path.join(work, `${version}-${template}`);
      generateTemplate(pkg, template, site);
      const content = path.join(project.root, `.site-${version}-${template}`);
      run(process.execPath, ['scripts/import-docusaurus.mjs', '--from', site, '--to', content, '--no-install'], project.root);
      // The blog plugin as the site's install has it (the import ran without installing): feedOptions.xslt's stylesheets are its files.
      fs.cpSync(unpackPackage(work, version, '@docusaurus/plugin-content-blog'), path.join(content, 'node_modules/@docusaurus/plugin-content-blog'), {
        recursive: true,
      });
      run(process.execPath, ['scripts/build.mjs', '--full'], project.root, { DOCS_CONTENT_DIR: content, DOCS_EXTRA_CONTENT: '' });

      const built = routesOf(path.join(project.root, 'out'));
      const expected = DOCUSAURUS_ROUTES[version];
      // Every route Docusaurus wrote is written, and no other page (Next's copies of its not-found page are not published; the template has no search theme, so no search page either).
      assert.deepEqual(
        expected.filter((r) => !built.includes(r)),
        [],
      );
      // The feeds name their stylesheets where Docusaurus writes them (3.8 on: the template's feedOptions.xslt).
      if (expected.includes('/blog/rss.xsl'))
        for (const type of ['rss', 'atom'])
          assert.ok(
            fs.readFileSync(path.join(project.root, 'out/blog', `${type}.xml`), 'utf8').includes(`<?xml-stylesheet type="text/xsl" href="${type}.xsl"?>`),
          );
      assert.deepEqual(built.filter((r) => isPage(r) && !r.startsWith('/_next/')).sort(), expected.filter(isPage).sort());
      // Each page's head as theme-classic's SiteMetadata writes it (measured on docusaurus build's): the route without a trailing slash.
      const head = (route: string) => fs.readFileSync(path.join(project.root, 'out', route, 'index.html'), 'utf8');
      for (const [route, tag] of [
        ['docs/intro', 'docs-default-current'],
        ['blog', 'blog_posts_list'],
      ]) {
        const html = head(route);
        // (The template's own url: your-docusaurus-site.example.com at 3.x, your-docusaurus-test-site.com at 2.4.)
        const url = `${(JSON.parse(fs.readFileSync(path.join(content, 'site.config.json'), 'utf8')) as { url: string }).url}/${route}`;
        assert.ok(html.includes(`<link rel="canonical" href="${url}"/>`), `${route}: canonical`);
        assert.ok(html.includes(`<link rel="alternate" href="${url}" hrefLang="x-default"/>`), `${route}: x-default`);
        for (const meta of ['property="og:locale" content="en"', 'name="twitter:card" content="summary_large_image"', `name="docusaurus_tag" content="${tag}"`])
          assert.ok(html.includes(`<meta ${meta}/>`), `${route}: ${meta}`);
      }
      fs.rmSync(content, { recursive: true, force: true });
    });
  }
}
