/**
 * A Docusaurus site inside a monorepo (test/fixtures/docusaurus-monorepo, pnpm workspaces): the
 * packages its components and its own remark plugin import are installed with the ranges its package
 * manager gave them: the site's and the root's package.json (Node resolves both from the site),
 * `catalog:` from the workspace's catalogs, `workspace:` as the monorepo's package at its version (as
 * pnpm publishes it); what no registry serves (a private workspace package, `link:`) is reported, not
 * written into the install that it would stop.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurus, sitePeerPackages } from '../../plugins/docusaurus/importer/import';
import { packageRanges, workspaceRootOf } from '../../plugins/docusaurus/importer/workspace-packages';
import { pinOwnLocation } from '../../plugins/docusaurus/importer/site-files';
import { loadContext, runLocalPlugins, type LocalPlugin } from '../../plugins/docusaurus/importer/local-plugins';
import { customFieldsWithPackages, readDocusaurusSite } from '../../plugins/docusaurus/importer/config';
import { tempDir } from '../../test/temp-dir';

const root = path.resolve('test/fixtures/docusaurus-monorepo');
const site = path.join(root, 'packages/site');

test("a monorepo's catalog: and workspace: ranges resolve as its package manager publishes them", () => {
  assert.equal(workspaceRootOf(site), root);
  const { ranges, unresolved, workspace } = packageRanges(site);
  assert.equal(ranges['@demo/kit'], '2.3.4');
  assert.equal(ranges['@demo/tokens'], '^1.0.0');
  assert.equal(ranges['tiny-colors'], '^1.6.0');
  assert.equal(ranges['old-dates'], '~2.29.0');
  // Declared by the root only, from its catalog.
  assert.equal(ranges['shared-format'], '^1.5.0');
  assert.equal(ranges['slugify-lite'], '^3.1.0');
  assert.deepEqual(workspace, { '@demo/kit': 'packages/kit', '@demo/tokens': 'packages/tokens' });
  assert.deepEqual(Object.keys(unresolved).sort(), ['@demo/ignored', '@demo/internal', 'local-widget', 'missing-entry']);
  assert.match(unresolved['@demo/internal'], /packages\/internal is a package of the monorepo that is not published \(private\)/);
  assert.match(unresolved['@demo/ignored'], /no package of the monorepo is named @demo\/ignored/);
  // A site outside any workspace keeps its own package.json only.
  assert.equal(workspaceRootOf(path.resolve('test/fixtures/docusaurus-markdown-plugins')), undefined);
});

test('the import installs what the site and its plugin import, and names what cannot be installed', async () => {
  const to = tempDir('monorepo-imported');
  const report = await importDocusaurus(site, to);
  const pkg = JSON.parse(fs.readFileSync(path.join(to, 'package.json'), 'utf8'));
  assert.deepEqual(pkg.dependencies, {
    '@demo/kit': '2.3.4',
    '@demo/tokens': '^1.0.0',
    'tiny-colors': '^1.6.0',
    'shared-format': '^1.5.0',
    'old-dates': '~2.29.0',
    // The remark plugin's package, and its helper's, which only the root declares.
    'word-count': '^2.0.0',
    'slugify-lite': '^3.1.0',
  });
  // The helper reads a sibling package from its own place: in the copy, that place is still the checkout's.
  const helper = fs.readFileSync(path.join(to, 'plugins/lib/label.js'), 'utf8');
  assert.ok(helper.includes(`path.join(${JSON.stringify(path.join(site, 'plugins/lib'))}, '../../../kit/package.json')`), helper);
  // …and a module of the monorepo outside the site folder is copied under .outside-site/, the import pointed there.
  assert.match(helper, /require\('\.\.\/\.\.\/\.outside-site\/__\/__\/shared\/plural\.js'\)/);
  assert.ok(fs.existsSync(path.join(to, '.outside-site/__/__/shared/plural.js')));
  assert.deepEqual(report.workspacePackages, { '@demo/kit': 'packages/kit', '@demo/tokens': 'packages/tokens' });
  // The workspace root's registry line applies to the site's install too; its credentials stay behind.
  assert.equal(fs.readFileSync(path.join(to, '.npmrc'), 'utf8'), '@demo:registry=https://npm.demo.example/\n');
  const notes = report.warnings.filter((w) => w.file === 'package.json').map((w) => w.message);
  assert.equal(notes.length, 4, notes.join('\n'));
  assert.ok(notes.some((m) => /^local-widget is not installed \(link:\.\.\/local-widget: a local path/.test(m)));
  assert.ok(notes.some((m) => /^missing-entry is not installed \(catalog:: the monorepo's catalog has no entry for it\)/.test(m)));
});

test("a site module's paths from its own location keep naming the checkout; its own declarations and other names stay", () => {
  const file = '/repo/site/plugins/x/index.ts';
  const pin = (text: string) => pinOwnLocation(text, file);
  assert.equal(pin("read(path.join(__dirname, '../a'), __filename);"), `read(path.join("/repo/site/plugins/x", '../a'), "/repo/site/plugins/x/index.ts");`);
  assert.equal(pin("obj.__dirname; '__dirname'; f({ __dirname, a });"), `obj.__dirname; '__dirname'; f({ __dirname: "/repo/site/plugins/x", a });`);
  assert.equal(pin('g(`${__dirname}/x`);'), 'g(`${"/repo/site/plugins/x"}/x`);');
  assert.equal(
    pin("const __dirname = path.dirname(fileURLToPath(import.meta.url));\nnew URL('./c.json', import.meta.url);"),
    `const __dirname = path.dirname("/repo/site/plugins/x/index.ts");\nnew URL('./c.json', "file:///repo/site/plugins/x/index.ts");`,
  );
  // import.meta.url alone (createRequire(import.meta.url)) resolves packages: it stays the copy's.
  assert.equal(pin('createRequire(import.meta.url)'), 'createRequire(import.meta.url)');
});

test("peers of the installed packages that the site declares are installed too; the engine's own and undeclared ones are not", () => {
  const content = tempDir('monorepo-peers');
  const write = (name: string, pkg: object) => {
    fs.mkdirSync(path.join(content, 'node_modules', name), { recursive: true });
    fs.writeFileSync(path.join(content, 'node_modules', name, 'package.json'), JSON.stringify({ name, ...pkg }));
  };
  write('@demo/kit', { peerDependencies: { 'word-count': '*', 'tiny-colors': '*', react: '*', 'not-declared': '*' } });
  write('tiny-colors', {});
  assert.deepEqual(sitePeerPackages(site, content), { 'word-count': '^2.0.0' });
});

test("the site's own plugin runs as Docusaurus loads it, and a partial a package's plugin writes gets an empty stand-in", async () => {
  // A copy: the plugin writes in the site's folder, as under Docusaurus.
  const repo = tempDir('monorepo-copy');
  fs.cpSync(root, repo, { recursive: true });
  const copy = path.join(repo, 'packages/site');
  const to = tempDir('monorepo-plugins-imported');
  const report = await importDocusaurus(copy, to);
  assert.deepEqual([...(report.localPlugins ?? [])], [{ module: './plugins/page-list/index.js', position: 0 }]);
  const site = await readDocusaurusSite(copy);
  assert.deepEqual(await runLocalPlugins(copy, to, report.localPlugins!, loadContext(site.raw!, copy, path.join(copy, 'docusaurus.config.js'))), []);
  assert.deepEqual(report.localPlugins![0].wrote, ['generated-data/pages.json']);
  // What it wrote and the home page imports is in the imported folder.
  assert.equal(fs.readFileSync(path.join(to, 'generated-data/pages.json'), 'utf8'), '["intro.md","reference.mdx"]');

  // docusaurus-plugin-api-pages (a package, not run) writes docs/api/generated/: the page imports an empty partial.
  const page = fs.readFileSync(path.join(to, 'docs/reference.mdx'), 'utf8');
  assert.match(page, /^import Api from '\.\/_site\/docs\/api\/generated\/index\.md';$/m);
  assert.equal(fs.readFileSync(path.join(to, 'docs/_site/docs/api/generated/index.md'), 'utf8'), '');
  assert.ok(
    report.warnings.some(
      (w) =>
        w.file === 'docs/reference.mdx' &&
        /which docusaurus-plugin-api-pages \(its option out\) writes at build time; the engine does not run that plugin/.test(w.message),
    ),
    JSON.stringify(report.warnings),
  );
});

test('customFields the config computes from a package are evaluated again once it is installed', async () => {
  const to = tempDir('monorepo-custom-fields');
  await importDocusaurus(site, to);
  // Stubbed at import time: the package's value is not known.
  const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8'));
  assert.deepEqual(config.customFields ?? {}, { widgets: [] });
  // (The docs plugin's breadcrumbs: false comes across with its set, sidebarCollapsible: false, which opens its categories too, and its tagsBasePath.)
  assert.equal(config.sets[0].breadcrumbs, false);
  assert.deepEqual(
    [config.sets[0].sidebarCollapsible, config.sets[0].sidebarCollapsed, config.sets[0].tagsBasePath, config.sets[0].onInlineTags],
    [false, false, 'topics', 'throw'],
  );
  // The package as the install gives it: a transpiled ES module.
  fs.mkdirSync(path.join(to, 'node_modules/@demo/kit'), { recursive: true });
  fs.writeFileSync(path.join(to, 'node_modules/@demo/kit/package.json'), JSON.stringify({ name: '@demo/kit', version: '2.3.4', main: 'index.js' }));
  fs.writeFileSync(
    path.join(to, 'node_modules/@demo/kit/index.js'),
    "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = { widgets: { Card: {}, Button: {} } };\n",
  );
  assert.deepEqual(await customFieldsWithPackages(site, to), { widgets: ['Button', 'Card'] });
});

test('pages a plugin writes as it loads or in its loadContent are named; written again unchanged, they are not', async () => {
  const site = tempDir('plugin-writes-pages');
  const to = tempDir('plugin-writes-pages-imported');
  const plugin =
    "const fs = require('node:fs');\n" +
    "module.exports = () => { fs.writeFileSync('docs/made.md', '# Made'); return { name: 'x', loadContent: () => fs.writeFileSync('docs/loaded.md', '# Loaded') }; };\n";
  for (const dir of [site, to]) fs.mkdirSync(path.join(dir, 'plugins'), { recursive: true });
  fs.mkdirSync(path.join(site, 'docs'));
  fs.writeFileSync(path.join(site, 'plugins/pages.js'), plugin);
  fs.writeFileSync(path.join(to, 'plugins/pages.js'), plugin);
  const plugins: LocalPlugin[] = [{ module: './plugins/pages.js' }];
  assert.deepEqual(await runLocalPlugins(site, to, plugins, { siteDir: site }), [
    {
      file: './plugins/pages.js',
      message: 'wrote 2 Markdown file(s) (docs/loaded.md, docs/made.md) as Docusaurus loads it: the import reads them with the other pages',
    },
  ]);
  // The next import's run finds them as they were: nothing new to read.
  const again: LocalPlugin[] = [{ module: './plugins/pages.js' }];
  assert.deepEqual(await runLocalPlugins(site, to, again, { siteDir: site }), []);
  assert.deepEqual(again[0].wrote, []);
});
