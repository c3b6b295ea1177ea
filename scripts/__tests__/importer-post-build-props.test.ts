/**
 * The routes a plugin's postBuild is handed are those `docusaurus build` hands it: the same tree
 * (the docs plugin's root, a route per version with its props.version, its DocRoot and tag pages),
 * the same components, each top route with its plugin's name and id, in the same order, and the
 * same paths. Docusaurus' side is its own core (3.10.2 from the registry) loading the same site
 * (server/site.ts loadSite: every plugin's loadContent and contentLoaded, routes sorted); the
 * engine's is the site it built from the import, over a build folder holding its pages.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { runPluginsPostBuild } from '../../plugins/docusaurus/importer/post-build';
import { localeContexts, runLocalPlugins } from '../../plugins/docusaurus/importer/local-plugins';
import { configFileOf, readDocusaurusSite } from '../../plugins/docusaurus/importer/config';
import { buildSite } from '../../lib/content/store';
import { siteIndex } from '../../lib/content/site-index';
import { plugins } from '../../plugins/index';
import { CLASSIC_SITE, docusaurusInstall, docusaurusLoadedProps } from '../../test/docusaurus-install';
import { tempDir } from '../../test/temp-dir';

type Route = {
  path: string;
  exact?: boolean;
  component?: string;
  plugin?: unknown;
  props?: { version?: { isLast: boolean; version: string }; categoryGeneratedIndex?: Record<string, unknown> };
  priority?: number;
  routes?: Route[];
};

/** What a plugin reads of a route: its path, component, plugin, version, priority and nesting (not its modules and data files). */
const shape = (r: Route): unknown => ({
  path: r.path,
  exact: r.exact,
  component: r.component,
  ...(r.plugin ? { plugin: r.plugin } : {}),
  ...(r.props?.version ? { version: { version: r.props.version.version, isLast: r.props.version.isLast } } : {}),
  // (A generated index's metadata, which a postBuild tells such a page by: what the engine models of it.)
  ...(r.props?.categoryGeneratedIndex ? { categoryGeneratedIndex: pick(r.props.categoryGeneratedIndex, ['title', 'description', 'permalink']) } : {}),
  ...(r.priority !== undefined ? { priority: r.priority } : {}),
  ...(r.routes ? { routes: r.routes.map(shape) } : {}),
});

type Obj = Record<string, unknown>;
type Plugin = { name: string; options: { id: string }; content: unknown };
type Handed = { routes: Route[]; routesPaths: string[]; plugins: Plugin[]; postDates?: string[]; legacyHead?: Obj };

const pick = (o: unknown, keys: string[]): Obj => Object.fromEntries(keys.filter((k) => (o as Obj)[k] !== undefined).map((k) => [k, (o as Obj)[k]]));
const tags = (list: unknown) => (list as Obj[]).map((t) => pick(t, ['label', 'permalink']));
const byId = (a: Obj, b: Obj) => String(a.id).localeCompare(String(b.id));

/** What a postBuild reads of the content plugins: the docs' versions and docs, the blog's posts, the pages. */
function contentShape(plugins: Plugin[]): unknown {
  const of = (name: string) => plugins.filter((p) => p.name === `docusaurus-plugin-content-${name}`);
  return {
    docs: of('docs').map((p) => ({
      id: p.options.id,
      versions: (p.content as { loadedVersions: Obj[] }).loadedVersions.map((v) => ({
        ...pick(v, ['versionName', 'label', 'banner', 'badge', 'noIndex', 'className', 'path', 'tagsPath', 'isLast', 'routePriority']),
        docs: (v.docs as Obj[])
          .map((d) => ({
            ...pick(d, ['id', 'title', 'description', 'source', 'sourceDirName', 'permalink', 'draft', 'unlisted', 'version', 'frontMatter']),
            tags: tags(d.tags),
          }))
          .sort(byId),
      })),
    })),
    blog: of('blog').map((p) => ({
      id: p.options.id,
      ...pick(p.content, ['blogTitle', 'blogDescription', 'blogSidebarTitle', 'blogTagsListPath']),
      posts: (p.content as { blogPosts: { id: string; metadata: Obj }[] }).blogPosts.map((post) => ({
        id: post.id,
        ...pick(post.metadata, ['permalink', 'source', 'title', 'description', 'date', 'hasTruncateMarker', 'frontMatter', 'unlisted']),
        tags: tags(post.metadata.tags),
      })),
    })),
    pages: of('pages').map((p) =>
      (p.content as Obj[]).map((page) => pick(page, ['type', 'permalink', 'source', 'title', 'description', 'frontMatter', 'unlisted'])),
    ),
  };
}

test(
  "postBuild is handed docusaurus build's routes (the docs plugin's tree with each version's isLast, the blog's, the pages', a plugin's own) and content plugins",
  { timeout: 600_000 },
  async () => {
    const install = docusaurusInstall('3.10.2', CLASSIC_SITE);
    const site = tempDir('post-build-props-site');
    fs.cpSync('test/fixtures/docusaurus-routes', site, { recursive: true });
    fs.symlinkSync(path.join(install, 'node_modules'), path.join(site, 'node_modules'), 'dir');
    const docusaurus = await docusaurusLoadedProps<Handed>(site);

    const to = tempDir('post-build-props-imported');
    const report = await importDocusaurus(site, to);
    // The site's plugins run as the import runs them (scripts/import-docusaurus.ts), their report kept.
    const raw = (await readDocusaurusSite(site)).raw!;
    await runLocalPlugins(site, to, report.localPlugins ?? [], localeContexts(raw, site, configFileOf(site)));
    fs.writeFileSync(path.join(to, 'import-report.json'), JSON.stringify({ localPlugins: report.localPlugins, sources: report.sources }));
    const built = buildSite(
      { rootDir: process.cwd(), contentDir: to, configFile: path.join(to, 'site.config.json'), versionsFile: path.join(to, 'versions.json') },
      { gitDates: false, plugins },
    );
    // The build folder: each page the engine published, the plugin's page and the 404 page.
    const out = tempDir('post-build-props-out');
    for (const url of [...siteIndex(built.index).urls(), '/extra/', '/404/']) {
      fs.mkdirSync(path.join(out, url), { recursive: true });
      fs.writeFileSync(
        path.join(out, url, 'index.html'),
        `<html lang="en"><head><title>${url}</title><meta name="description" content="About ${url}"/><meta name="robots" content="all"/></head><body></body></html>`,
      );
    }
    fs.renameSync(path.join(out, '404/index.html'), path.join(out, '404.html'));
    assert.deepEqual(await runPluginsPostBuild(site, to, out, built), ['./plugins/dump-routes.js']);
    const ours = JSON.parse(fs.readFileSync(path.join(out, 'handed.json'), 'utf8')) as Handed;

    assert.deepEqual(ours.routes.map(shape), docusaurus.routes.map(shape));
    assert.match(JSON.stringify(ours.routes.map(shape)), /"categoryGeneratedIndex":\{"title":"Guides","description":"Every guide\."/);
    assert.deepEqual(ours.routesPaths, docusaurus.routesPaths);
    assert.deepEqual(contentShape(ours.plugins), JSON.parse(JSON.stringify(contentShape(docusaurus.plugins))));
    assert.deepEqual(ours.postDates, ['Date', 'Date'], "a post's date is a Date, as Docusaurus gives it");
    // The config keeps the legacy head (no future.v4): each page's Helmet state, read from its head.
    assert.deepEqual(ours.legacyHead, {
      routes: ours.routesPaths.length - 1,
      meta: '<meta name="description" content="About /docs/intro/"/><meta name="robots" content="all"/>',
      title: '<title>/docs/intro/</title>',
      elements: ['description', 'robots'],
    });
    // So that the comparison cannot pass on nothing: the newest version is the one at the docs' root, a plugin's page is its plugin's.
    const docs = ours.routes.find((r) => r.component === '@theme/DocsRoot');
    assert.deepEqual(
      docs?.routes?.map((v) => [v.path, v.props?.version?.isLast]),
      [
        ['/docs/next', false],
        ['/docs', true],
      ],
    );
    assert.deepEqual(
      ours.routes.find((r) => r.path === '/extra'),
      { path: '/extra', exact: true, component: '@site/src/components/Extra.js', plugin: { name: 'extra-route', id: 'default' } },
    );
  },
);
