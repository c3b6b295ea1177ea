import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { exportsTarget, isPackageSpecifier, packageName, resolveComponentModule, sitePackageSpecifier, swizzledThemeModule } from '../resolve';
import { tempDir } from '../../../../test/temp-dir';
import { docusaurusModuleSpec } from '../docusaurus-modules';

test('component modules: @site, relative, swizzled @theme, and npm packages of the site itself', () => {
  const site = tempDir('site');
  fs.mkdirSync(path.join(site, 'src', 'components', 'Badge'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src', 'components', 'Badge', 'index.jsx'), 'export default () => null;\n');
  fs.mkdirSync(path.join(site, 'node_modules', 'video-embed', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(site, 'node_modules', 'video-embed', 'package.json'), JSON.stringify({ name: 'video-embed', main: 'dist/index.js' }));
  fs.writeFileSync(path.join(site, 'node_modules', 'video-embed', 'dist', 'index.js'), 'module.exports = () => null;\n');
  const page = path.join(site, 'docs', 'page.mdx');
  assert.equal(resolveComponentModule('@site/src/components/Badge', page, site), path.join(site, 'src/components/Badge/index.jsx'));
  assert.equal(resolveComponentModule('../src/components/Badge', page, site), path.join(site, 'src/components/Badge/index.jsx'));
  assert.equal(resolveComponentModule('video-embed', page, site), path.join(site, 'node_modules/video-embed/dist/index.js'));
  // Never the engine's own packages, and never what the engine provides.
  assert.equal(resolveComponentModule('esbuild', page, site), undefined);
  assert.equal(resolveComponentModule('react', page, site), undefined);
  assert.equal(resolveComponentModule('./partial.mdx', page, site), undefined);
  assert.ok(isPackageSpecifier('@scope/pkg/sub') && !isPackageSpecifier('@site/x') && !isPackageSpecifier('@theme/Tabs') && !isPackageSpecifier('./x'));
  assert.equal(packageName('@scope/pkg/sub'), '@scope/pkg');
  assert.equal(packageName('pkg/sub'), 'pkg');
});

test("a page's import of a package subpath that only an import resolves (ES-module-only `exports`) is the file webpack imports", () => {
  const site = tempDir('site');
  const pkg = path.join(site, 'node_modules', 'clip-player');
  fs.mkdirSync(path.join(pkg, 'dist', 'players'), { recursive: true });
  fs.writeFileSync(
    path.join(pkg, 'package.json'),
    JSON.stringify({
      name: 'clip-player',
      type: 'module',
      exports: {
        '.': { types: './dist/index.d.ts', import: './dist/index.js' },
        './lazy': { import: './dist/lazy.js' },
        './players/*': { import: './dist/players/*.js' },
      },
    }),
  );
  for (const f of ['index.js', 'lazy.js', 'players/video.js']) fs.writeFileSync(path.join(pkg, 'dist', f), 'export default () => null;\n');
  const page = path.join(site, 'src', 'pages', 'talks.md');
  assert.equal(resolveComponentModule('clip-player', page, site), path.join(pkg, 'dist/index.js'));
  assert.equal(resolveComponentModule('clip-player/lazy', page, site), path.join(pkg, 'dist/lazy.js'));
  assert.equal(resolveComponentModule('clip-player/players/video', page, site), path.join(pkg, 'dist/players/video.js'));
  // What the package does not export is not a module of it.
  assert.equal(resolveComponentModule('clip-player/dist/lazy.js', page, site), undefined);
  assert.equal(resolveComponentModule('clip-player/players/audio', page, site), undefined);
});

test('package.json exports: exact subpaths, then the longest pattern; conditions in the order the package writes them; arrays as fallbacks', () => {
  const conditions = ['import', 'module', 'default'];
  assert.equal(exportsTarget('./main.js', '.', conditions), './main.js');
  assert.equal(exportsTarget('./main.js', './sub', conditions), undefined);
  assert.equal(exportsTarget({ require: './a.cjs', import: './a.mjs' }, '.', conditions), './a.mjs');
  assert.equal(exportsTarget({ '.': { browser: './b.js', default: './d.js' } }, '.', conditions), './d.js');
  assert.equal(exportsTarget({ './x': [{ worker: './w.js' }, './x.js'] }, './x', conditions), './x.js');
  assert.equal(exportsTarget({ './*': './src/*.js', './icons/*': './icons/*.svg.js' }, './icons/play', conditions), './icons/play.svg.js');
  assert.equal(exportsTarget({ './private/*': null, './*': './*.js' }, './private/x', conditions), undefined);
});

test('@site/node_modules/<pkg> is the site package <pkg>, as Docusaurus resolves it', () => {
  const site = tempDir('site');
  fs.mkdirSync(path.join(site, 'node_modules', 'video-embed', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(site, 'node_modules', 'video-embed', 'package.json'), JSON.stringify({ name: 'video-embed', main: 'dist/index.js' }));
  fs.writeFileSync(path.join(site, 'node_modules', 'video-embed', 'dist', 'index.js'), 'module.exports = () => null;\n');
  const page = path.join(site, 'docs', 'page.mdx');
  // The package's "main", which a path join into the folder would miss.
  assert.equal(resolveComponentModule('@site/node_modules/video-embed', page, site), path.join(site, 'node_modules/video-embed/dist/index.js'));
  assert.ok(isPackageSpecifier('@site/node_modules/video-embed') && !isPackageSpecifier('@site/node_modules/react'));
  assert.equal(packageName('@site/node_modules/@scope/pkg/sub'), '@scope/pkg');
  assert.equal(packageName('@site/node_modules/pkg/dist/x.css'), 'pkg');
  assert.equal(sitePackageSpecifier('@site/node_modules/pkg/dist/x.css'), 'pkg/dist/x.css');
  assert.equal(sitePackageSpecifier('@site/src/x'), '@site/src/x');
});

test("a swizzled Layout that replaces Docusaurus' frame is not used (the engine draws its own); a wrapper of it and other swizzles are", () => {
  const site = tempDir('site');
  const layout = path.join(site, 'src', 'theme', 'Layout');
  fs.mkdirSync(layout, { recursive: true });
  fs.mkdirSync(path.join(site, 'src', 'theme', 'Footer'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src', 'theme', 'Footer', 'index.js'), 'export default () => null;\n');
  fs.writeFileSync(path.join(layout, 'index.js'), "import Navbar from '@theme/Navbar';\nexport default ({ children }) => <><Navbar />{children}</>;\n");
  const page = path.join(site, 'src', 'pages', 'index.js');
  assert.equal(swizzledThemeModule(site, 'Layout'), undefined);
  // The engine's own Layout, named by its specifier (the bundle resolves it to the engine's file).
  assert.equal(resolveComponentModule('@theme/Layout', page, site), '@theme/Layout');
  assert.equal(swizzledThemeModule(site, 'Footer'), path.join(site, 'src/theme/Footer/index.js'));
  fs.writeFileSync(path.join(layout, 'index.js'), "import Layout from '@theme-original/Layout';\nexport default (props) => <Layout {...props} />;\n");
  assert.equal(resolveComponentModule('@theme/Layout', page, site), path.join(layout, 'index.js'));
});

test("@docusaurus/core/lib/client/exports/X is @docusaurus/X, as Docusaurus' webpack aliases make it", () => {
  assert.equal(docusaurusModuleSpec('@docusaurus/core/lib/client/exports/useDocusaurusContext'), '@docusaurus/useDocusaurusContext');
  assert.equal(docusaurusModuleSpec('@docusaurus/core/lib/client/exports/Link.js'), '@docusaurus/Link');
  assert.equal(docusaurusModuleSpec('@docusaurus/Link'), '@docusaurus/Link');
  assert.equal(docusaurusModuleSpec('@docusaurus/core/lib/server/x'), '@docusaurus/core/lib/server/x');
  const page = path.join(tempDir('site'), 'docs', 'page.mdx');
  assert.equal(
    resolveComponentModule('@docusaurus/core/lib/client/exports/useDocusaurusContext', page, path.dirname(path.dirname(page))),
    resolveComponentModule('@docusaurus/useDocusaurusContext', page, path.dirname(path.dirname(page))),
  );
});

test("a page's import goes through the site's module aliases first, as webpack's resolve.alias does", () => {
  const site = tempDir('site');
  fs.mkdirSync(path.join(site, 'src', 'components', 'global', 'Card'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src', 'components', 'global', 'Card', 'index.tsx'), 'export default () => null;\n');
  fs.mkdirSync(path.join(site, 'node_modules', 'card-kit'), { recursive: true });
  fs.writeFileSync(path.join(site, 'node_modules', 'card-kit', 'package.json'), JSON.stringify({ name: 'card-kit', main: 'index.js' }));
  fs.writeFileSync(path.join(site, 'node_modules', 'card-kit', 'index.js'), 'module.exports = () => null;\n');
  const page = path.join(site, 'docs', 'page.md');
  const aliases = { '@components': './src/components', cards$: 'card-kit', react: 'react' };
  // A scoped-looking name is the alias, not a package "@components/global".
  assert.equal(resolveComponentModule('@components/global/Card', page, site, aliases), path.join(site, 'src/components/global/Card/index.tsx'));
  assert.equal(resolveComponentModule('@components/global/Card', page, site), undefined);
  assert.equal(resolveComponentModule('cards', page, site, aliases), path.join(site, 'node_modules/card-kit/index.js'));
  assert.equal(resolveComponentModule('cards/sub', page, site, aliases), undefined);
  // An alias of a package to itself leaves it what it was: React stays the engine's.
  assert.equal(resolveComponentModule('react', page, site, aliases), undefined);
});
