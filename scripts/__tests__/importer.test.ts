/**
 * The Docusaurus importer on a fixture site (two instances, three versions, partials with props,
 * Tabs with a values expression, admonitions, a raw-loader import, a custom component, numbered
 * file names, a generated-index category): import it, build it, check pages, URLs and report.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { tempProject } from '../lib/temp-project';
import type { ImportReport } from '../../plugins/docusaurus/importer/import';
import { componentPackages, sitemapParity } from '../../plugins/docusaurus/importer/import';
import { routeBase } from '../../plugins/docusaurus/importer/docs-versions';
import { copyRegistrySettings, npmErrorLine, registrySettings } from '../../plugins/docusaurus/importer/npm-registry';
import { swizzledComponents, unappliedSwizzles, withInstalledThemeSwizzles } from '../../plugins/docusaurus/importer/swizzled-theme';
import { copyFilesSiteModulesImport, packagesOfModulesReadInPlace } from '../../plugins/docusaurus/importer/site-files';
import { evaluateModule } from '../../plugins/docusaurus/importer/config';
import { identityFromConfig } from '../../plugins/docusaurus/importer/identity';
import { sidebarEntryPropsOf } from '../../plugins/docusaurus/importer/site-config-file';
import { defaultVersionBanner } from '../../plugins/docusaurus/importer/version-banner';
import { transformMdx } from '../../plugins/docusaurus/importer/transform-mdx';
import { outsideFences } from '../../plugins/docusaurus/importer/transform-context';
import { docusaurusRoutes } from '../../plugins/docusaurus/importer/docusaurus-routes';
import { docExcluder, docSlug } from '../../plugins/docusaurus/importer/doc-slug';
import { tempDir } from '../../test/temp-dir';
import { collectClientRedirects, relativeRoutes } from '../../plugins/docusaurus/importer/client-redirects';
import { siteThemes, unmappedConfig } from '../../plugins/docusaurus/importer/unmapped-config';
import { headFromConfig } from '../../plugins/docusaurus/importer/head-tags';
import { configLineMap, withoutScriptLinks } from '../../plugins/docusaurus/importer/config-links';
import { REDIRECT_MARK } from '../../lib/output/redirect-pages';
import { browserErrors, inBrowserTab } from './helpers/browser-errors';
import { enginePaths } from '../../lib/shared/site-paths';

/** Writes a file of a test's site, making its folders. */
function writeIn(root: string, rel: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
}

const fixture = 'test/fixtures/docusaurus-site';
const to = tempDir('imported');

/** The engine builds the imported trees in a copy of the project (scripts/lib/temp-project.ts). */
const project = tempProject('importer');
after(() => project.remove());
const OUT = path.join(project.root, 'out');
// Next's files and the engine's of the fixture site, mounted at its baseUrl (/docs/: lib/shared/site-paths.ts siteMount).
const NEXT_FILES = path.join(OUT, 'docs/_next');
const ENGINE = enginePaths('/docs');

function buildIn(contentDir: string) {
  return spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: project.root,
    encoding: 'utf8',
    env: { ...process.env, DOCS_CONTENT_DIR: path.resolve(contentDir) },
  });
}

test('route bases join baseUrl and routeBasePath like Docusaurus', () => {
  assert.equal(routeBase('/docs/', '/'), '/docs');
  assert.equal(routeBase('/docs/', 'product'), '/docs/product');
  assert.equal(routeBase('/', 'docs'), '/docs');
  assert.equal(routeBase('/', '/'), '', 'a set at the site root');
});

test('transform: @site partials, raw-loader, useBaseUrl, static images and site component imports', () => {
  const out = path.join(to, 'transform-check', 'guides', 'page.mdx');
  const t = transformMdx(
    "import Note from '@site/product/_partials/_note.mdx';\nimport Example from '!!raw-loader!./example.yaml';\nimport Badge from '@site/src/components/Badge';\nimport Admonition from '@site/src/components/Admonition';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\n<Note product=\"X\" />\n\n<CodeBlock language=\"yaml\">{Example}</CodeBlock>\n\n<Badge>beta</Badge>\n\nText <Badge>inline</Badge> and {useBaseUrl('/img/a.png')}.\n\n<Admonition type=\"tip\">Hi</Admonition>\n",
    {
      siteRoot: path.resolve(fixture),
      baseUrl: '/docs/',
      file: path.resolve(fixture, 'product/guides/raw.mdx'),
      outFile: out,
      outVersionDir: path.join(to, 'transform-check'),
    },
  );
  assert.match(t.text, /^import Note from '\.\.\/_site\/product\/_partials\/_note\.mdx';$/m);
  assert.match(t.text, /```yaml\nreplicas: 2\nimage: nginx\n```/);
  // Site components keep their import, addressed from the site root, and their elements.
  assert.match(t.text, /^import Badge from '@site\/src\/components\/Badge\.js';$/m);
  assert.match(t.text, /^<Badge>beta<\/Badge>$/m);
  assert.match(t.text, /\{'\/docs\/img\/a\.png'\}/);
  // (Its calls all written as paths, the import goes; one with an expression keeps it, for the engine's useBaseUrl: open-webui/docs' Banner.)
  assert.doesNotMatch(t.text, /@docusaurus\/useBaseUrl/);
  const computed = transformMdx(
    "import useBaseUrl from '@docusaurus/useBaseUrl';\n\nexport const Banner = ({ slug }) => <img src={useBaseUrl(`/img/${slug}.svg`)} />;\n\n<Banner slug=\"a\" /> {useBaseUrl('/img/a.png')}\n",
    {
      siteRoot: path.resolve(fixture),
      baseUrl: '/docs/',
      file: path.resolve(fixture, 'product/guides/raw.mdx'),
      outFile: out,
      outVersionDir: path.join(to, 'transform-check'),
    },
  );
  assert.match(computed.text, /^import useBaseUrl from '@docusaurus\/useBaseUrl';$/m);
  assert.match(computed.text, /\{'\/docs\/img\/a\.png'\}/);
  assert.deepEqual(t.components, ['@site/src/components/Badge.js']);
  assert.deepEqual(t.warnings, ['imports "@site/src/components/Admonition", which is not a file of the site (the engine will report it if a page renders it)']);
  // A raw import used in an expression becomes a string constant.
  const expr = transformMdx('import A from \'!!raw-loader!./example.yaml\';\n\n<CodeBlock language="yaml">{props.short ? A : A}</CodeBlock>\n', {
    siteRoot: path.resolve(fixture),
    baseUrl: '/docs/',
    file: path.resolve(fixture, 'product/guides/raw.mdx'),
    outFile: out,
    outVersionDir: path.join(to, 'transform-check'),
  });
  assert.match(expr.text, /^export const A = "replicas: 2\\nimage: nginx";$/m);
  // Data imports stay (the engine turns them into constants); static URLs gain the baseUrl.
  const d = transformMdx(
    "import data from './data.json';\nimport { Pill, Chip as C } from '@site/src/components/Pill';\nimport Logo from '@site/static/img/logo.svg';\n\n<Logo width={20} />\n\n![Logo](/img/logo.svg) [x](/not-static) <img src=\"/img/logo.svg\" /> [f](pathname:///files/sample.txt)\n",
    {
      siteRoot: path.resolve(fixture),
      baseUrl: '/docs/',
      file: path.resolve(fixture, 'product/x.mdx'),
      outFile: out,
      outVersionDir: to,
      srcVersionDir: path.resolve(fixture, 'product'),
    },
  );
  assert.match(d.text, /^import data from '\.\/data\.json';$/m);
  assert.deepEqual(d.dataFiles, ['./data.json']);
  assert.match(d.text, /^import \{ Pill, Chip as C \} from '@site\/src\/components\/Pill\.js';$/m);
  // An SVG import is a component in Docusaurus (SVGR): the file goes along, and the engine draws it inline.
  assert.match(d.text, /^import Logo from '\.\.\/\.\.\/_site\/static\/img\/logo\.svg';$/m);
  assert.match(d.text, /^<Logo width=\{20\} \/>$/m);
  // A site path gets the baseUrl as Docusaurus' Link gives it, static file or not; a pathname:// link
  // is left to the engine (lib/mdx/remark-links.ts: baseUrl, new tab, not checked).
  assert.match(
    d.text,
    /!\[Logo\]\(\/docs\/img\/logo\.svg\) \[x\]\(\/docs\/not-static\) <img src="\/docs\/img\/logo\.svg" \/> \[f\]\(pathname:\/\/\/files\/sample\.txt\)/,
  );
  const pathnames = transformMdx(
    "[a][ref] <a href=\"pathname:///x.html\">b</a> <Link to='pathname:///y'>c</Link> <Card to={'pathname:///z'} />\n\n[ref]: pathname:///w.html\n",
    { siteRoot: path.resolve(fixture), baseUrl: '/docs/', file: path.resolve(fixture, 'product/x.mdx'), outFile: out, outVersionDir: to },
  );
  assert.equal(
    pathnames.text,
    "[a][ref] <a href=\"pathname:///x.html\">b</a> <Link to='pathname:///y'>c</Link> <Card to={'/docs/z'} />\n\n[ref]: pathname:///w.html\n",
  );
  // A package reached through the site folder (`@site/node_modules/…`) is that package: installed, the import kept.
  const pkg = transformMdx(
    "import Video from '@site/node_modules/video-embed';\nimport '@site/node_modules/video-embed/dist/video.css';\n\n<Video id=\"x\" />\n",
    {
      siteRoot: path.resolve(fixture),
      baseUrl: '/docs/',
      file: path.resolve(fixture, 'product/x.mdx'),
      outFile: out,
      outVersionDir: to,
    },
  );
  assert.match(pkg.text, /^import Video from '@site\/node_modules\/video-embed';$/m);
  assert.deepEqual(pkg.packages, ['video-embed', 'video-embed']);
  assert.deepEqual(pkg.warnings, []);
});

test('component packages: declared ranges first, else the version the lock file installed', () => {
  const site = tempDir('pkgs');
  fs.mkdirSync(path.join(site, 'src', 'components'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'src', 'components', 'Badge.js'),
    "import PropTypes from 'prop-types';\nimport clsx from 'clsx';\nimport Link from '@docusaurus/Link';\nimport { x } from './local';\nconst icons = () => import('@icons/set').then((m) => m.icons);\n",
  );
  fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ dependencies: { clsx: '^2.1.1', '@docusaurus/core': '3.8.0', '@icons/set': '1.2.0' } }));
  fs.writeFileSync(
    path.join(site, 'package-lock.json'),
    JSON.stringify({
      packages: {
        '': {},
        'node_modules/prop-types': { version: '15.8.1' },
        'node_modules/clsx': { version: '2.1.1' },
        'node_modules/a/node_modules/prop-types': { version: '15.0.0' },
      },
    }),
  );
  assert.deepEqual(componentPackages(site), { 'prop-types': '15.8.1', clsx: '^2.1.1', '@icons/set': '1.2.0' });
});

test("the site's registry settings come along for the components' install, never its credentials", () => {
  const site = tempDir('npmrc-site');
  const out = tempDir('npmrc-out');
  fs.writeFileSync(
    path.join(site, '.npmrc'),
    'registry=https://registry.example.com/\n@acme:registry = https://npm.acme.dev/\n//npm.acme.dev/:_authToken=${NPM_TOKEN}\nalways-auth=true\n',
  );
  assert.deepEqual(copyRegistrySettings(site, out), ['registry=https://registry.example.com/', '@acme:registry = https://npm.acme.dev/']);
  assert.equal(fs.readFileSync(path.join(out, '.npmrc'), 'utf8'), 'registry=https://registry.example.com/\n@acme:registry = https://npm.acme.dev/\n');
  assert.deepEqual(copyRegistrySettings(out, tempDir('npmrc-none')), ['registry=https://registry.example.com/', '@acme:registry = https://npm.acme.dev/']);
  assert.deepEqual(registrySettings(tempDir('npmrc-empty')), []);
  // A failed install is reported by what failed, not by npm's log file.
  assert.equal(
    npmErrorLine(
      'npm warn x\nnpm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/@acme%2fui\nnpm error A complete log of this run can be found in: /x.log\n',
    ),
    '404 Not Found - GET https://registry.npmjs.org/@acme%2fui',
  );
});

test('swizzled theme components the engine does not apply are reported; MDXComponents and those pages import are not', () => {
  const site = tempDir('swizzled');
  const write = (rel: string, text: string) => writeIn(site, rel, text);
  write('src/theme/MDXContent/index.js', "import MDXContent from '@theme-original/MDXContent';\nexport default MDXContent;\n");
  write('src/theme/Footer/index.js', "import Links from './Links';\nexport default Links;\n");
  write('src/theme/Footer/Links.js', 'export default () => null;\n');
  write('src/theme/MDXComponents.js', "import MDXComponents from '@theme-original/MDXComponents';\nexport default MDXComponents;\n");
  write('src/theme/Admonition.js', 'export default () => null;\n');
  // A wrapper of a layout part the engine has is applied (plugins/docusaurus/site-components/theme-parts.ts).
  write('src/theme/DocSidebar/Desktop/Content/index.js', "import Content from '@theme-original/DocSidebar/Desktop/Content';\nexport default Content;\n");
  write('docs/current/page.mdx', "import Admonition from '@theme/Admonition';\n\n<Admonition>Hi</Admonition>\n");
  assert.deepEqual(swizzledComponents(site), ['Admonition', 'DocSidebar/Desktop/Content', 'Footer', 'MDXComponents', 'MDXContent']);
  // (The footer, swizzled whole or in part, is drawn on every page: plugins/docusaurus/components/footer/;
  // MDXContent around each page's content.)
  assert.deepEqual(
    unappliedSwizzles(site).map((l) => l.split(':')[0]),
    [],
  );
  // The live code blocks' scope is what their playgrounds run with, where the config loads the theme.
  write('src/theme/ReactLiveScope/index.js', 'export default {};\n');
  assert.ok(unappliedSwizzles(site).some((l) => l.startsWith('src/theme/ReactLiveScope:')));
  assert.ok(!unappliedSwizzles(site, true).some((l) => l.startsWith('src/theme/ReactLiveScope:')));
});

/** An installed @docusaurus/theme-classic whose theme modules `names` are empty files; its folder, from the site. */
function installThemeClassic(write: (rel: string, text: string) => void, names: string[]): string {
  const theme = 'node_modules/@docusaurus/theme-classic';
  write(`${theme}/package.json`, '{ "name": "@docusaurus/theme-classic", "main": "lib/index.js" }');
  write(`${theme}/lib/index.js`, '');
  for (const name of names) write(`${theme}/lib/theme/${name}/index.js`, '');
  return theme;
}

test("a swizzle the installed module a drawn wrapper wraps renders is applied: a wrapped Navbar/Content's toggle, its Icon/Menu (open-webui/docs)", () => {
  const site = tempDir('swizzles-through-wrappers');
  const write = (rel: string, text: string) => writeIn(site, rel, text);
  const theme = installThemeClassic(write, ['Icon/Menu', 'Icon/Close']);
  write(`${theme}/lib/theme/Navbar/index.js`, "import Content from '@theme/Navbar/Content';\n");
  write(`${theme}/lib/theme/Navbar/Content/index.js`, "import Toggle from '@theme/Navbar/MobileSidebar/Toggle';\n");
  write(`${theme}/lib/theme/Navbar/MobileSidebar/Toggle/index.js`, "import IconMenu from '@theme/Icon/Menu';\n");
  write('src/theme/Navbar/Content/index.js', "import Content from '@theme-original/Navbar/Content';\nexport default (p) => <Content {...p} />;\n");
  write('src/theme/Icon/Menu/index.js', 'export default () => null;\n');
  write('src/theme/Icon/Close/index.js', 'export default () => null;\n');
  assert.deepEqual(
    unappliedSwizzles(site).map((l) => l.split(':')[0]),
    ['src/theme/Icon/Close'],
  );
});

test('a swizzle a drawn swizzle renders is applied, through the installed modules between them; one a type import names, or a module the engine answers, is not', () => {
  const site = tempDir('swizzles-through-swizzles');
  const write = (rel: string, text: string) => writeIn(site, rel, text);
  const theme = installThemeClassic(write, [
    'Navbar',
    'Navbar/Content',
    'NavbarItem',
    'ColorModeToggle',
    'Icon/LightMode',
    'Tabs',
    'CodeInline',
    'SkipToContent',
    'Layout/Provider',
  ]);
  // The installed navbar content renders the navbar items and the switch; the switch, its icon.
  write(`${theme}/lib/theme/Navbar/Content/index.js`, "import NavbarItem from '@theme/NavbarItem';\nimport ColorModeToggle from '@theme/ColorModeToggle';\n");
  write(`${theme}/lib/theme/ColorModeToggle/index.js`, "import IconLightMode from '@theme/Icon/LightMode';\n");
  // The site's navbar, drawn in the navbar's place, renders the installed content; its MDX map renders its tabs.
  write('src/theme/Navbar/index.js', "import Content from '@theme/Navbar/Content';\nexport default Content;\n");
  write('src/theme/MDXComponents.js', "import Tabs from '@theme/Tabs';\nexport default { Tabs };\n");
  write('src/theme/NavbarItem/index.js', 'export default () => null;\n');
  write('src/theme/Icon/LightMode/index.js', 'export default () => null;\n');
  write('src/theme/Tabs/index.js', "import type { Props } from '@theme/CodeInline';\nexport default () => null;\n");
  write('src/theme/CodeInline/index.js', 'export default () => null;\n');
  // (The footer's logo, drawn by the engine's port of it, renders `@theme/ThemedImage`: the site's.)
  write('src/theme/ThemedImage/index.js', 'export default () => null;\n');
  // (The engine holds the layout's state itself: a module it answers renders its code, not the site's.)
  write('src/theme/Layout/Provider/index.js', "import Icon from '@theme/Icon/LightMode';\nexport default ({ children }) => children;\n");
  // (The site's skip link is drawn in the skip link's place.)
  write('src/theme/SkipToContent/index.js', 'export default () => null;\n');
  assert.deepEqual(
    unappliedSwizzles(site).map((l) => l.split(':')[0]),
    ['src/theme/CodeInline', 'src/theme/Layout/Provider'],
  );
  // An ejected page frame (the site's Layout, the frame of every page) renders the site's provider.
  write('src/theme/Layout/index.js', "import Provider from '@theme/Layout/Provider';\nexport default ({ children }) => children;\n");
  assert.deepEqual(
    unappliedSwizzles(site).map((l) => l.split(':')[0]),
    ['src/theme/CodeInline'],
  );
  // A page read where it lies (the import's content folder apart from the site) renders the site's CodeInline it imports.
  const content = tempDir('swizzles-through-swizzles-content');
  writeIn(content, 'in-place.json', JSON.stringify({ siteRoot: site }));
  fs.symlinkSync(path.join(site, 'node_modules'), path.join(content, 'node_modules'));
  assert.equal(unappliedSwizzles(content).length, 1);
  write('docs/intro.mdx', "import CodeInline from '@theme/CodeInline';\n\n<CodeInline>x</CodeInline>\n");
  assert.deepEqual(unappliedSwizzles(content), []);
});

test('a theme module the config names as a value is no import: a swizzle nothing draws is reported, though the config names it (ory/docs)', () => {
  const site = tempDir('swizzle-named-by-config');
  const write = (rel: string, text: string) => writeIn(site, rel, text);
  write('node_modules/@docusaurus/theme-classic/package.json', '{ "name": "@docusaurus/theme-classic", "main": "lib/index.js" }');
  write('node_modules/@docusaurus/theme-classic/lib/index.js', '');
  write('node_modules/@docusaurus/theme-classic/lib/theme/DocRoot/index.js', '');
  write('node_modules/@docusaurus/theme-classic/lib/theme/DocBreadcrumbs/Items/Home/index.js', '');
  write('src/theme/DocRoot/index.js', 'export default ({ children }) => children;\n');
  write('src/theme/DocBreadcrumbs/Items/Home/index.js', 'export default () => null;\n');
  write(
    'docusaurus.config.js',
    "module.exports = { customFields: { home: '@theme/DocBreadcrumbs/Items/Home' }, presets: [['classic', { docs: { docRootComponent: '@theme/DocRoot' } }]] };\n",
  );
  // (The swizzled DocRoot draws the docs' frame: plugins/docusaurus/site-components/doc-root.ts.)
  assert.deepEqual(
    unappliedSwizzles(site).map((l) => l.split(':')[0]),
    ['src/theme/DocBreadcrumbs/Items/Home'],
  );
});

test("a swizzle a doc item's part or the navbar renders is applied; a module no theme has, and a declaration file, are no swizzles", () => {
  const site = tempDir('swizzles-reached');
  const write = (rel: string, text: string) => writeIn(site, rel, text);
  // The classic theme as installed: the desktop TOC renders TOC, which renders TOCItems.
  write('node_modules/@docusaurus/theme-classic/package.json', '{ "name": "@docusaurus/theme-classic", "main": "lib/index.js" }');
  write('node_modules/@docusaurus/theme-classic/lib/index.js', '');
  write('node_modules/@docusaurus/theme-classic/lib/theme/DocItem/TOC/Desktop/index.js', "import TOC from '@theme/TOC';\n");
  write('node_modules/@docusaurus/theme-classic/lib/theme/TOC/index.js', "import TOCItems from '@theme/TOCItems';\n");
  write('node_modules/@docusaurus/theme-classic/lib/theme/TOCItems/index.js', '');
  write('node_modules/@docusaurus/theme-classic/lib/theme/BlogPostPage/index.js', '');
  write('node_modules/@docusaurus/theme-classic/lib/theme/DocCard/index.js', '');
  write('node_modules/@docusaurus/theme-classic/lib/theme/Admonition/Types.js', '');
  write('node_modules/@docusaurus/theme-classic/lib/theme/Admonition/Icon/Tip.js', '');
  // The navbar renders its logo: a site's Navbar/Logo has the theme's navbar in the navbar's place.
  write('node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js', "import NavbarLogo from '@theme/Navbar/Logo';\n");
  write('node_modules/@docusaurus/theme-classic/lib/theme/Navbar/Logo/index.js', '');
  write('src/theme/Navbar/Logo.js', 'export default () => null;\n');
  write('src/theme/TOCItems/index.js', 'export default () => null;\n');
  write('src/theme/BlogPostPage/index.js', 'export default () => null;\n');
  write('src/theme/DocCard/index.js', 'export default () => null;\n');
  write('src/theme/Admonition/Types.js', 'export default {};\n');
  write('src/theme/Admonition/Icon/Tip.js', 'export default () => null;\n');
  write('src/theme/card.js', 'export default () => null;\n');
  write('src/theme/prism-include-languages.d.ts', 'export {};\n');
  assert.deepEqual(swizzledComponents(site), ['Admonition/Icon/Tip', 'Admonition/Types', 'BlogPostPage', 'DocCard', 'Navbar/Logo', 'TOCItems', 'card']);
  // (A post's page is the site's: plugins/docusaurus/site-components/blog-places.ts; a card, the card list's; an admonition's icon, rendered by the import. The admonitions' types are the room's port's.)
  assert.deepEqual(
    unappliedSwizzles(site).map((l) => l.split(':')[0]),
    ['src/theme/Admonition/Types'],
  );
  // A line written before the theme was installed is made again with it; the report's other lines stay.
  const stale =
    "src/theme/TOCItems: a swizzled theme component (it replaced Docusaurus' TOCItems on every page); the engine renders its own layout, so it is not applied";
  assert.deepEqual(
    withInstalledThemeSwizzles(['future: a flag', stale], site, undefined).map((l) => l.split(':')[0]),
    ['future', 'src/theme/Admonition/Types'],
  );
});

test("the config sandbox reads the site's JSON files (require and import) and stubs every other module; a file that is not there throws, as under jiti", async () => {
  const site = tempDir('config-json');
  fs.writeFileSync(path.join(site, 'users.json'), '[{ "caption": "Acme" }]');
  fs.writeFileSync(path.join(site, 'locales.json'), '{ "list": ["en", "fr"] }');
  fs.writeFileSync(
    path.join(site, 'docusaurus.config.ts'),
    "import locales from './locales.json' with { type: 'json' };\nimport theme from 'some-theme';\nlet extra = 'none';\ntry { extra = require('./generated.json'); } catch {}\n" +
      "export default { customFields: { users: require('./users.json'), extra, theme: typeof theme }, i18n: { locales: locales.list } };\n",
  );
  const config = await evaluateModule(path.join(site, 'docusaurus.config.ts'));
  assert.deepEqual(JSON.parse(JSON.stringify(config)), {
    customFields: { users: [{ caption: 'Acme' }], extra: 'none', theme: 'function' },
    i18n: { locales: ['en', 'fr'] },
  });
  // A sidebars file that imports what a prebuild step writes, absent: Docusaurus' build stops at that import.
  fs.writeFileSync(
    path.join(site, 'sidebars.ts'),
    "// Written by the docs generator.\nimport sidebars from './sidebars.json' with { type: 'json' };\nexport default sidebars;\n",
  );
  await assert.rejects(evaluateModule(path.join(site, 'sidebars.ts')), { message: "sidebars.ts:2: Cannot find module './sidebars.json'" });
});

test('the config is trusted Node code, as Docusaurus loads it: Node globals and built-ins work, and a throw names the config line', async () => {
  const site = tempDir('config-node');
  fs.writeFileSync(path.join(site, 'title.txt'), 'Read from a file\n');
  fs.writeFileSync(
    path.join(site, 'docusaurus.config.js'),
    [
      "const fs = require('fs');",
      "const os = require('node:os');",
      "const site = new URL('https://docs.example.com/base/');",
      'module.exports = {',
      "  title: fs.readFileSync(require('path').join(__dirname, 'title.txt'), 'utf8').trim(),",
      '  url: site.origin,',
      '  baseUrl: site.pathname,',
      "  customFields: { eol: os.EOL.length, fromEnv: process.env.DOCS_CONFIG_FIXTURE ?? 'unset', cwd: process.cwd(), bytes: Buffer.from('ab').length },",
      '};',
      '',
    ].join('\n'),
  );
  const config = await evaluateModule(path.join(site, 'docusaurus.config.js'));
  assert.equal(config.title, 'Read from a file');
  assert.equal(config.url, 'https://docs.example.com');
  assert.equal(config.baseUrl, '/base/');
  assert.deepEqual(JSON.parse(JSON.stringify(config.customFields)), { eol: 1, fromEnv: 'unset', cwd: site, bytes: 2 });

  // As jiti loads it: an ES module with import.meta, the site's own modules (a sidebar's parts, default
  // interop), a data file read with yaml, an async config with a dynamic import, createRequire's require.
  fs.writeFileSync(path.join(site, 'users.yml'), '- name: Ada\n- name: Lin\n');
  fs.writeFileSync(path.join(site, 'parts.ts'), "export default { items: ['a', 'b'] };\nexport const extra = 'c';\n");
  fs.writeFileSync(path.join(site, 'links.js'), "module.exports = { home: 'https://example.com' };\n");
  fs.writeFileSync(
    path.join(site, 'docusaurus.config.mjs'),
    [
      "import fs from 'node:fs';",
      "import { createRequire } from 'node:module';",
      "import { parse } from 'yaml';",
      "import parts, { extra } from './parts';",
      'const require = createRequire(import.meta.url);',
      "const users = parse(fs.readFileSync(new URL('./users.yml', import.meta.url), 'utf8'));",
      'export default async function () {',
      "  const links = await import('./links.js');",
      "  await require('some-plugin').loadContent();",
      "  return { title: 'ESM', customFields: { users: users.map((u) => u.name), items: [...require('./parts').items, extra], parts: parts.items.length, home: links.home, theme: require.resolve('some-theme') } };",
      '}',
      '',
    ].join('\n'),
  );
  const esm = await evaluateModule(path.join(site, 'docusaurus.config.mjs'));
  assert.deepEqual(JSON.parse(JSON.stringify(esm.customFields)), {
    users: ['Ada', 'Lin'],
    items: ['a', 'b', 'c'],
    parts: 2,
    home: 'https://example.com',
    theme: 'some-theme',
  });

  fs.writeFileSync(path.join(site, 'docusaurus.config.js'), "const a = 1;\n\nthrow new Error('the site needs SECRET_TOKEN');\nmodule.exports = {};\n");
  await assert.rejects(evaluateModule(path.join(site, 'docusaurus.config.js')), /^Error: docusaurus\.config\.js:3: the site needs SECRET_TOKEN$/);
});

test('onBrokenMarkdownLinks as Docusaurus 3.9+ reads it: markdown.hooks, unless the deprecated top-level key is set (it wins)', () => {
  const policy = (raw: Record<string, unknown>) =>
    identityFromConfig(raw, { baseUrl: '/', setOfInstance: () => 'docs', setLabel: () => 'Docs' }).config.onBrokenMarkdownLinks;
  assert.equal(policy({ markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } } }), 'throw');
  assert.equal(policy({ onBrokenMarkdownLinks: 'ignore', markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } } }), 'ignore');
  assert.equal(policy({ markdown: { mermaid: true } }), undefined, "absent: the import's default (Docusaurus' warn)");
});

test("a sidebar entry's class and custom props weigh as the site's Docusaurus weighs them: the entry's own first before 3.9 (its lock file's, else package.json's)", () => {
  const site = tempDir('entry-props');
  const on = (declared: string, locked?: string) => {
    fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': declared } }));
    fs.rmSync(path.join(site, 'package-lock.json'), { force: true });
    if (locked)
      fs.writeFileSync(path.join(site, 'package-lock.json'), JSON.stringify({ packages: { '': {}, 'node_modules/@docusaurus/core': { version: locked } } }));
    return sidebarEntryPropsOf(site);
  };
  assert.equal(on('3.8.0'), 'entry');
  assert.equal(on('^3.8.1', '3.8.1'), 'entry');
  assert.equal(on('2.4.3'), 'entry');
  assert.equal(on('^3.8.1', '3.9.2'), undefined, 'the lock installed 3.9');
  assert.equal(on('^3.8.1'), undefined, "a ^ range without a lock installs its major's newest");
  assert.equal(on('3.10.2'), undefined);
});

test("the version menu's dropdownItemsBefore/After come along (pathname:// kept for the engine, to with the baseUrl) and are checked as navbar links", () => {
  const { config } = identityFromConfig(
    {
      themeConfig: {
        navbar: {
          items: [
            {
              type: 'docsVersionDropdown',
              dropdownItemsBefore: [{ to: '/archive', label: 'Archive' }],
              dropdownItemsAfter: [{ href: 'pathname:///v1', label: 'v1' }, { label: 'no link' }],
            },
          ],
        },
      },
    },
    { baseUrl: '/docs/', setOfInstance: () => 'docs', setLabel: () => 'Docs' },
  );
  const menu = config.navbar?.items[0];
  assert.deepEqual(menu, {
    type: 'docsVersionDropdown',
    set: 'docs',
    position: 'left',
    everyPage: true,
    itemsBefore: [{ type: 'link', label: 'Archive', href: '/docs/archive' }],
    itemsAfter: [{ type: 'link', label: 'v1', href: 'pathname:///v1' }],
  });
  // (Checked as links like the navbar's others: kept, a link that runs script left out.)
  const kept = withoutScriptLinks({
    navbar: { items: [{ ...menu, itemsAfter: [...(menu as { itemsAfter: object[] }).itemsAfter, { type: 'link', label: 'x', href: 'javascript:void 0' }] }] },
    footer: {},
  } as unknown as Parameters<typeof withoutScriptLinks>[0]);
  assert.deepEqual(kept.config.navbar.items[0], menu);
  assert.match(kept.dropped[0], /version menu item "x" links to javascript:void 0/);
});

test("the version items as theme-classic draws them: the menu on every page, its versions' order and labels, its class; a docsVersion link", () => {
  const { config, unmapped } = identityFromConfig(
    {
      themeConfig: {
        navbar: {
          items: [
            {
              type: 'docsVersionDropdown',
              versions: { '2.0': { label: 'Stable' }, current: {} },
              dropdownActiveClassDisabled: true,
              className: 'versions',
              position: 'right',
            },
            { type: 'docsVersionDropdown', versions: ['1.0', '2.0'] },
            { type: 'docsVersion', to: '/next/intro', label: 'Next docs' },
            { type: 'docsVersion' },
          ],
        },
      },
    },
    { baseUrl: '/docs/', setOfInstance: () => 'docs', setLabel: () => 'Docs' },
  );
  assert.deepEqual(config.navbar?.items.slice(0, 4), [
    {
      type: 'docsVersionDropdown',
      set: 'docs',
      position: 'right',
      everyPage: true,
      versions: ['2.0', 'current'],
      versionLabels: { '2.0': 'Stable' },
      activeClassDisabled: true,
      className: 'versions',
    },
    { type: 'docsVersionDropdown', set: 'docs', position: 'left', everyPage: true, versions: ['1.0', '2.0'] },
    { type: 'docsVersion', set: 'docs', position: 'left', label: 'Next docs', href: '/docs/next/intro' },
    { type: 'docsVersion', set: 'docs', position: 'left' },
  ]);
  assert.deepEqual(unmapped, []);
});

test('a navbar, footer or redirect link that runs script is left out of the imported config, with a report line', () => {
  const kept = withoutScriptLinks({
    navbar: {
      items: [
        { type: 'link', label: 'Run', href: 'javascript:alert(1)' },
        { type: 'link', label: 'Home', href: 'https://example.com' },
      ],
    },
    footer: { links: [{ title: 'More', items: [{ label: 'Doc', href: 'data:text/html,x' }] }] },
    redirects: [{ from: '/old/', to: 'vbscript:x' }],
  } as unknown as Parameters<typeof withoutScriptLinks>[0]);
  assert.deepEqual(
    kept.config.navbar.items.map((i) => (i as { label: string }).label),
    ['Home'],
  );
  assert.deepEqual(kept.config.footer.links, []);
  assert.deepEqual(kept.config.redirects, []);
  assert.equal(kept.dropped.length, 3);
  assert.match(kept.dropped[0], /navbar item "Run" links to javascript:alert\(1\): a javascript: link runs script — left out of site.config.json/);
});

test("navbar items as Docusaurus reads them: items make a dropdown whatever the type, a className stays for the site's CSS", () => {
  const { config } = identityFromConfig(
    {
      themeConfig: {
        navbar: {
          items: [
            { label: 'Sponsor', position: 'right', className: 'nav-sponsor', items: [{ label: 'Open Collective', href: 'https://opencollective.com/x' }] },
            { href: 'https://status.example.com', className: 'header-status-link', 'aria-label': 'Service status', position: 'right' },
            { to: '/faq', label: 'FAQ', className: 'wide-only' },
            { href: 'https://github.com/x/y', className: 'header-github-link', 'aria-label': 'GitHub repository' },
          ],
        },
        announcementBar: { content: 'New!' },
      },
    },
    { baseUrl: '/', setOfInstance: () => 'docs', setLabel: () => 'Docs' },
  );
  assert.deepEqual(config.navbar?.items.slice(0, 4), [
    {
      type: 'dropdown',
      label: 'Sponsor',
      items: [{ type: 'link', label: 'Open Collective', href: 'https://opencollective.com/x' }],
      position: 'right',
      className: 'nav-sponsor',
    },
    { type: 'link', label: 'Service status', href: 'https://status.example.com', position: 'right', className: 'header-status-link', hideLabel: true },
    // (A `to` link is current at its path and below it, as Docusaurus' NavLink.)
    // (An item without a position is on the left, theme-classic's options schema default.)
    { type: 'link', label: 'FAQ', href: '/faq', className: 'wide-only', activeOn: { path: '/faq' }, position: 'left' },
    // A link without a label shows what the site's class draws (its icon), named by its aria-label.
    { type: 'link', label: 'GitHub repository', href: 'https://github.com/x/y', className: 'header-github-link', hideLabel: true, position: 'left' },
  ]);
  // An announcement bar keeps Docusaurus' default colours.
  assert.deepEqual(config.announcement, { id: 'announcement-bar', html: 'New!', backgroundColor: '#fff', textColor: '#000' });
});

test("the navbar's colour style (themeConfig.navbar.style) is the engine's navbar.style; another value is not carried over", () => {
  const style = (value: unknown) =>
    identityFromConfig({ themeConfig: { navbar: { style: value, items: [] } } }, { baseUrl: '/', setOfInstance: () => 'docs', setLabel: () => 'Docs' }).config
      .navbar?.style;
  assert.equal(style('primary'), 'primary');
  assert.equal(style('dark'), 'dark');
  assert.equal(style('blue'), undefined);
});

test("a version's default banner is Docusaurus': none on the last version, unreleased before it, unmaintained after", () => {
  const versions = ['current', '3.0', '2.0', '1.0'];
  assert.deepEqual(
    versions.map((v) => defaultVersionBanner(v, versions, '2.0')),
    ['unreleased', 'unreleased', 'none', 'unmaintained'],
  );
  assert.deepEqual(
    versions.map((v) => defaultVersionBanner(v, versions, 'current')),
    ['none', 'unmaintained', 'unmaintained', 'unmaintained'],
  );
});

test('Docusaurus slugs: number prefixes, category index docs, relative and absolute slugs, ids', () => {
  assert.equal(docSlug('01-intro/02-setup.mdx', {}), '/intro/setup');
  assert.equal(docSlug('guides/guides.mdx', {}), '/guides/');
  assert.equal(docSlug('guides/README.md', {}), '/guides/');
  assert.equal(docSlug('guides/x.mdx', { slug: 'other' }), '/guides/other');
  assert.equal(docSlug('guides/x.mdx', { slug: '/top' }), '/top');
  assert.equal(docSlug('guides/x.mdx', { id: 'named' }), '/guides/named');
  assert.equal(docSlug('notes/1.2-upgrade.mdx', {}), '/notes/1.2-upgrade');
  // (numberPrefixParser: false keeps the names whole.)
  assert.equal(
    docSlug('01-intro/02-setup.mdx', {}, (name) => name),
    '/01-intro/02-setup',
  );
  const byDefault = docExcluder({});
  assert.deepEqual(['_partials/x.md', 'a/_x.mdx', 'a/b.md', 'a/__tests__/t.md'].map(byDefault), [true, true, false, true]);
  const own = docExcluder({ exclude: ['README.md'] });
  assert.deepEqual(['README.md', 'cli/README.md'].map(own), [true, false], "a site's exclude replaces the default, matched from the docs folder");
  const only = docExcluder({ include: ['{api,guides}/**/*.{md,mdx}', 'FAQ.md'] });
  assert.deepEqual(['api/x.md', 'FAQ.md', 'other/y.md', 'node_modules/z/README.md'].map(only), [false, false, true, true], 'include limits the docs');
});

test('code samples are left alone: imports and static paths inside fences are not rewritten', () => {
  const text =
    "import Note from '@site/product/_partials/_note.mdx';\n\n```js\nimport {jest} from '@jest/globals';\nconst logo = '/img/logo.svg';\n```\n\n    ~~~ts\n    import x from './x.mdx';\n    ~~~\n\n![Logo](/img/logo.svg)\n";
  assert.equal(
    outsideFences(text, (c) => c.toUpperCase()),
    text.split('```js')[0].toUpperCase() +
      '```js' +
      text.split('```js')[1].split('\n\n    ~~~ts')[0] +
      "\n\n    ~~~ts\n    import x from './x.mdx';\n    ~~~" +
      '\n\n![LOGO](/IMG/LOGO.SVG)\n',
  );
  const t = transformMdx(text, {
    siteRoot: path.resolve(fixture),
    baseUrl: '/docs/',
    file: path.resolve(fixture, 'product/x.mdx'),
    outFile: path.join(to, 'fences', 'x.mdx'),
    outVersionDir: path.join(to, 'fences'),
  });
  assert.match(t.text, /^import \{jest\} from '@jest\/globals';$/m);
  assert.match(t.text, /^const logo = '\/img\/logo\.svg';$/m);
  assert.match(t.text, /^    import x from '\.\/x\.mdx';$/m);
  assert.match(t.text, /!\[Logo\]\(\/docs\/img\/logo\.svg\)/);
  assert.deepEqual(t.warnings, []);
});

test('a partial outside the docs folder takes the files it names along: relative, bare and @site/ image paths, file imports', () => {
  const site = tempDir('shared-partial');
  const write = (rel: string, text: string) => writeIn(site, rel, text);
  write(
    'src/parts/Shared/setup.mdx',
    'import clip from \'./_media/clip.mp4\';\n\n![One](./_media/one.png)\n\n![Two](_media/two.gif)\n\n![Three](@site/src/parts/Shared/_media/three.png)\n\n<img src="_media/one.png" />\n\n[mail](mailto:a@b.c) [web](https://example.com/x.png)\n',
  );
  for (const f of ['one.png', 'two.gif', 'three.png', 'clip.mp4']) write(`src/parts/Shared/_media/${f}`, 'x');
  write('docs/guide.mdx', "import Setup from '@site/src/parts/Shared/setup.mdx';\n\n<Setup />\n\n![Four](@site/src/parts/Shared/_media/three.png)\n");
  const out = path.join(site, 'out', 'docs');
  const t = transformMdx(fs.readFileSync(path.join(site, 'docs/guide.mdx'), 'utf8'), {
    siteRoot: site,
    baseUrl: '/',
    file: path.join(site, 'docs/guide.mdx'),
    outFile: path.join(out, 'guide.mdx'),
    outVersionDir: out,
    srcVersionDir: path.join(site, 'docs'),
  });
  // Docusaurus' bundler resolves the partial's paths from its own folder (and @site/ from the site):
  // each file is copied beside the partial's copy, so the partial's own paths still find it.
  for (const f of ['one.png', 'two.gif', 'three.png', 'clip.mp4']) assert.ok(fs.existsSync(path.join(out, '_site/src/parts/Shared/_media', f)), f);
  const partial = fs.readFileSync(path.join(out, '_site/src/parts/Shared/setup.mdx'), 'utf8');
  assert.match(partial, /!\[One\]\(\.\/_media\/one\.png\)/);
  assert.match(partial, /!\[Two\]\(\.\/_media\/two\.gif\)/);
  assert.match(partial, /!\[Three\]\(\.\/_media\/three\.png\)/);
  assert.match(partial, /^import clip from '\.\/_media\/clip\.mp4';$/m);
  assert.match(partial, /\[mail\]\(mailto:a@b\.c\) \[web\]\(https:\/\/example\.com\/x\.png\)/);
  // A page's own @site/ image path names the same copy.
  assert.match(t.text, /!\[Four\]\(\.\/_site\/src\/parts\/Shared\/_media\/three\.png\)/);
});

test("a partial from outside the site folder (a monorepo's README) is copied under _site/, never among the docs", () => {
  const repo = tempDir('monorepo-partial');
  const write = (rel: string, text: string) => writeIn(repo, rel, text);
  write('CONTRIBUTING.md', '## How to contribute\n\nOpen a pull request.\n');
  write('frontend/README.md', '## Frontend\n\nRun the dev server.\n');
  const site = path.join(repo, 'website');
  write(
    'website/docs/community/contributing.md',
    "import Contributing from '../../../CONTRIBUTING.md';\nimport Frontend from '../../../frontend/README.md';\n\n<Contributing />\n\n<Frontend />\n",
  );
  const out = path.join(repo, 'out', 'docs');
  const t = transformMdx(fs.readFileSync(path.join(site, 'docs/community/contributing.md'), 'utf8'), {
    siteRoot: site,
    baseUrl: '/',
    file: path.join(site, 'docs/community/contributing.md'),
    outFile: path.join(out, 'community/contributing.md'),
    outVersionDir: out,
    srcVersionDir: path.join(site, 'docs'),
  });
  // Docusaurus reads only its docs folder as pages: a partial it bundles from elsewhere is none.
  assert.ok(fs.existsSync(path.join(out, '_site/__/CONTRIBUTING.md')));
  assert.ok(fs.existsSync(path.join(out, '_site/__/frontend/README.md')));
  assert.ok(!fs.existsSync(path.join(out, 'CONTRIBUTING.md')) && !fs.existsSync(path.join(out, 'frontend')), 'nothing lands among the docs');
  assert.match(t.text, /^import Contributing from '\.\.\/_site\/__\/CONTRIBUTING\.md';$/m);
  assert.match(t.text, /^import Frontend from '\.\.\/_site\/__\/frontend\/README\.md';$/m);
});

test("an image at a site path names the static file under the baseUrl, whatever the form of its title (CommonMark's \"t\", 't' or (t))", () => {
  const site = tempDir('titled-images');
  fs.mkdirSync(path.join(site, 'static/img'), { recursive: true });
  fs.writeFileSync(path.join(site, 'static/img/a.png'), 'x');
  fs.mkdirSync(path.join(site, 'docs'));
  const page = ['![One](/img/a.png "Double")', "![Two](/img/a.png 'Single')", '![Three](/img/a.png (Parens))', '![Four](/img/a.png)'].join('\n\n');
  fs.writeFileSync(path.join(site, 'docs/page.md'), page);
  const out = path.join(site, 'out', 'docs');
  const t = transformMdx(page, {
    siteRoot: site,
    baseUrl: '/docs/',
    file: path.join(site, 'docs/page.md'),
    outFile: path.join(out, 'page.md'),
    outVersionDir: out,
    srcVersionDir: path.join(site, 'docs'),
  });
  assert.deepEqual(t.text.split('\n\n'), [
    '![One](/docs/img/a.png "Double")',
    "![Two](/docs/img/a.png 'Single')",
    '![Three](/docs/img/a.png (Parens))',
    '![Four](/docs/img/a.png)',
  ]);
});

test("client redirects by Docusaurus' rules: extensions, redirects, createRedirects, conflicts", () => {
  const routes = ['/', '/intro', '/guide/', '/api.html', '/blog/post'];
  const { redirects, problems, skipped } = collectClientRedirects(
    [
      {
        fromExtensions: ['html'],
        toExtensions: ['html'],
        redirects: [
          { from: '/old', to: '/intro' },
          { from: ['/a', '/b'], to: '/guide/' },
          { from: '/intro', to: '/guide/' },
          { from: '/old', to: '/blog/post' },
          { from: '/ext', to: 'https://example.com/elsewhere' },
          { from: '/gone', to: '/nowhere' },
          { from: 'no-slash', to: '/intro' },
        ],
        createRedirects: (p) =>
          p.startsWith('/blog/') ? [p.replace('/blog/', '/posts/'), p.replace('/blog/', '/news/')] : p === '/intro' ? '/start' : undefined,
      },
    ],
    routes,
    '/docs/',
  );
  assert.deepEqual(redirects, [
    { from: '/docs/intro.html', to: '/docs/intro' },
    { from: '/docs/guide.html/', to: '/docs/guide/' },
    { from: '/docs/blog/post.html', to: '/docs/blog/post' },
    { from: '/docs/api', to: '/docs/api.html' },
    { from: '/docs/old', to: '/docs/intro' },
    { from: '/docs/a', to: '/docs/guide/' },
    { from: '/docs/b', to: '/docs/guide/' },
    { from: '/docs/ext', to: 'https://example.com/elsewhere' },
    { from: '/docs/start', to: '/docs/intro' },
    { from: '/docs/posts/post', to: '/docs/blog/post' },
    { from: '/docs/news/post', to: '/docs/blog/post' },
  ]);
  assert.deepEqual(problems, [
    {
      message: 'plugin-client-redirects: the redirect from "/gone" goes to "/nowhere", which is not a page of the site — fix "to" or remove the redirect',
      from: '/gone',
    },
    {
      message:
        'plugin-client-redirects: {"from":"no-slash","to":"/intro"} is not a valid redirect — "from" must be a path starting with "/" without domain or query, "to" a path or URL',
      from: 'no-slash',
    },
  ]);
  // A target the engine publishes besides the routes Docusaurus' own are modelled from (a plugin's page) is a page.
  assert.deepEqual(
    collectClientRedirects([{ fromExtensions: [], toExtensions: [], redirects: [{ from: '/y', to: '/api/' }] }], ['/intro'], '/', undefined, ['/api']).problems,
    [],
  );
  assert.deepEqual(skipped, [
    'plugin-client-redirects: the redirect from "/intro" to "/guide/" would replace an existing page, so it is left out (as Docusaurus does)',
    'plugin-client-redirects: a second redirect from "/old" (to "/blog/post"); the first, to "/intro", is kept',
  ]);
  // trailingSlash: true gives every path target its slash (Docusaurus' applyTrailingSlash), never to "/".
  assert.deepEqual(
    collectClientRedirects([{ fromExtensions: [], toExtensions: [], redirects: [{ from: '/x', to: '/intro' }] }], ['/intro/'], '/', true).redirects,
    [{ from: '/x', to: '/intro/' }],
  );
  assert.match(
    collectClientRedirects([{ fromExtensions: ['.html'], toExtensions: [], redirects: [] }], routes, '/').problems[0].message,
    /extension "\.html" contains a "\." \(dot\)/,
  );
  assert.deepEqual(relativeRoutes(['/docs', '/docs/intro', '/docs/guide/'], '/docs/'), ['/', '/intro', '/guide/']);
});

test("the config's head: social image, then headTags, stylesheets and scripts as Docusaurus' bootstrap plugin injects them (themeConfig.metadata is the pages' heads': page-head.ts); what React cannot write reported", () => {
  const { head, unmapped } = headFromConfig(
    {
      stylesheets: ['https://cdn.example.com/a.css', { href: '/docs/b.css', type: 'text/css' }],
      scripts: ['/docs/a.js', { src: '/docs/b.js', defer: true }, { async: true }],
      headTags: [
        { tagName: 'link', attributes: { rel: 'icon', href: '/docs/favicon.png' } },
        { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com', onload: 'x()' } },
        { tagName: 'style', innerHTML: 'body{}' },
        '<script>window.x = 1 < 2;</script> <meta name="a" content="b">',
      ],
      themeConfig: {
        image: 'img/card.png',
        metadata: [
          { name: 'keywords', content: 'docs' },
          { name: 'b', content: 'c', onclick: 'x()' },
        ],
      },
    },
    '/docs/',
  );
  assert.deepEqual(head, {
    image: '/docs/img/card.png',
    tags: [
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com' } },
      { tagName: 'style', attributes: {}, innerHTML: 'body{}' },
      { tagName: 'script', attributes: {}, innerHTML: 'window.x = 1 < 2;' },
      { tagName: 'meta', attributes: { name: 'a', content: 'b' } },
      { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://cdn.example.com/a.css' } },
      { tagName: 'link', attributes: { rel: 'stylesheet', href: '/docs/b.css', type: 'text/css' } },
      { tagName: 'script', attributes: { src: '/docs/a.js' } },
      { tagName: 'script', attributes: { src: '/docs/b.js', defer: true } },
    ],
  });
  assert.deepEqual(unmapped, [
    'themeConfig.metadata[1]: attribute "onclick" of <meta> (an event handler, which React does not write)',
    'headTags[1]: attribute "onload" of <link> (an event handler, which React does not write)',
    'scripts[2]: a <script> needs "src" or "innerHTML" (not carried over)',
  ]);
});

test('every config key, preset part, plugin and theme the import does not apply is reported, with what it did', () => {
  const lines = unmappedConfig({
    title: 'T',
    url: 'https://x.dev',
    baseUrl: '/',
    noIndex: false,
    clientModules: ['./src/client.js'],
    future: { v4: true },
    someNewOption: 1,
    markdown: { mermaid: true, hooks: { onBrokenMarkdownImages: 'warn', onBrokenMarkdownLinks: 'throw' } },
    presets: [['classic', { docs: {}, gtag: { trackingID: 'G-1' }, blog: false, theme: { customCss: 'x.css' } }]],
    plugins: [
      ['@docusaurus/plugin-content-docs', { id: 'other' }],
      ['@docusaurus/plugin-client-redirects', {}],
      'docusaurus-plugin-something',
      function namedPlugin() {
        return { name: 'my-plugin' };
      },
    ],
    themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock'],
    themeConfig: {
      navbar: { title: 'x', hideOnScroll: true },
      prism: { theme: {} },
      liveCodeBlock: { playgroundPosition: 'top' },
      image: 'img/x.png',
      somethingElse: { a: 1 },
    },
  });
  // (clientModules is applied: ./client-modules.ts; the classic preset's gtag runs from the install: ./package-plugins.ts.)
  assert.deepEqual(lines, [
    // (future.v4: true turns on each v4 flag, each judged alone: the legacy postBuild head goes, as the engine's postBuild does; the storage namespace applies; build speed changes nothing of the site.)
    "future.v4.useCssCascadeLayers: the themes' and plugins' CSS in cascade layers, under the site's own",
    'future.v4.mdx1CompatDisabledByDefault: MDX 1 compatibility (comments, admonition titles, heading ids) off unless markdown.mdx1Compat turns it on',
    'someNewOption: a setting the engine does not apply',
    'markdown.hooks.onBrokenMarkdownImages: what broken Markdown images do',
    'plugins: "docusaurus-plugin-something": a plugin run at import (loadContent, contentLoaded and the pages its routes add, getClientModules, getThemePath, injectHtmlTags), after the build (postBuild) and in the live preview on an edit of what its getPathsToWatch names when the site declares its package',
    `plugins: "my-plugin (a plugin function in the config)": the site's own plugin, run at import with its loadContent and contentLoaded (the global data it sets reaches the components; a route it adds is a page of the site when its modules are JSON data or Markdown; its client modules run on every page; the tags its injectHtmlTags gives are in every page; its postBuild runs after the build; an edit of a file its getPathsToWatch names runs it again in the live preview)`,
  ]);
  // A navbar that hides on scroll: the engine's does (config.navbar.hideOnScroll), as the theme's own does where it draws.
  assert.deepEqual(unmappedConfig({ themeConfig: { navbar: { hideOnScroll: true } } }), []);
  // (themeConfig.somethingElse is no key of Docusaurus' own themes: Docusaurus lets it through to the client whole, as the engine does.)
  // DocSearch's own props (theme-search-algolia's schema lets any through): its installed SearchBar hands them on.
  const algolia = { themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'i', debug: true } } };
  assert.deepEqual(unmappedConfig(algolia), ['themeConfig.algolia.debug: a setting the engine does not apply']);
  assert.deepEqual(unmappedConfig(algolia, { searchInstalled: true }), []);
  // A wrapper of the classic preset (read as it) that runs itself applies its own options; one that does not run, not.
  const wrapped = { presets: [['@docusaurus/preset-classic', { docs: {}, enableEditor: true }]] };
  assert.deepEqual(unmappedConfig(wrapped, { wrappersRun: new Set([0]) }), []);
  assert.equal(unmappedConfig(wrapped).length, 1);
  // Where a reader's choices are kept applies (config.readerStorage), in either spelling.
  assert.deepEqual(unmappedConfig({ storage: { type: 'sessionStorage', namespace: true }, future: { experimental_storage: { namespace: 'x' } } }), []);
});

test('files a module beside the docs imports through a webpack loader (!!raw-loader!@site/…) come along', () => {
  const from = tempDir('loader-site');
  const to = tempDir('loader-imported');
  writeIn(from, 'src/components/A.js', 'export default () => null;\n');
  writeIn(from, 'samples/go/logout.go', 'package main\n');
  writeIn(from, 'docs/flows/code/index.js', "import logout from '!!raw-loader!@site/samples/go/logout.go';\nexport const flow = [logout];\n");
  // (The docs and the components beside them are copied with the pages; the import copies src/.)
  writeIn(to, 'docs/flows/code/index.js', fs.readFileSync(path.join(from, 'docs/flows/code/index.js'), 'utf8'));
  assert.deepEqual(copyFilesSiteModulesImport(from, to), ['samples/go/logout.go']);
  assert.equal(fs.readFileSync(path.join(to, 'samples/go/logout.go'), 'utf8'), 'package main\n');
});

test('read in place, the packages that modules beside the docs import, and the site modules they import, are installed; src/ is the copy’s', () => {
  const from = tempDir('in-place-packages-site');
  const write = (rel: string, text: string) => writeIn(from, rel, text);
  write(
    'docs/api/sidebar.ts',
    "import type { Sidebar } from '@docusaurus/plugin-content-docs';\nimport { tone } from '@site/shared/tone';\nexport default [] as Sidebar;\n",
  );
  write(
    'docs/api/code/index.js',
    "import React from 'react';\nimport { get } from 'lodash/fp';\nimport fs from 'node:fs';\nimport Pill from '@shared/Pill';\nexport const x = get;\n",
  );
  write('shared/tone.ts', "import chroma from 'chroma-js';\nexport const tone = chroma;\n");
  write('shared/Pill.js', "import clsx from 'clsx';\nexport default clsx;\n");
  write('src/components/Badge.js', "import confetti from 'canvas-confetti';\nexport default confetti;\n");
  write('docs/api/intro.md', '# Intro\n');
  const aliases = { '@shared': path.join(from, 'shared'), '@icons': 'react-icons' };
  write('docs/api/code/icons.js', "import { FaBeer } from '@icons/fa';\nexport default FaBeer;\n");
  assert.deepEqual([...packagesOfModulesReadInPlace(from, [path.join(from, 'docs')], aliases)].sort(), [
    '@docusaurus/plugin-content-docs',
    'chroma-js',
    'clsx',
    'lodash',
    'react',
    'react-icons',
  ]);
});

test('modules a page imports from a folder of the site outside src/ and docs/ come along, with what they import', () => {
  const from = tempDir('page-modules-site');
  const to = tempDir('page-modules-imported');
  const write = (rel: string, text: string) => writeIn(from, rel, text);
  // No src/ at all: Docusaurus bundles any file of the site a page names.
  write('shared/Note.tsx', "import { tone } from './tone';\nexport default function Note() { return tone; }\n");
  write('shared/tone.ts', "export const tone = 'calm';\n");
  write('snippets/Steps/index.jsx', 'export default () => null;\n');
  write('docs/intro.mdx', "import Note from '@site/shared/Note';\nimport Steps from '../snippets/Steps';\n\n<Note />\n<Steps />\n");
  // A partial and a module that does not exist are not the copy's to follow.
  write('docs/more.mdx', "import Part from './_part.mdx';\nimport Gone from '@site/shared/Gone';\n\n<Part />\n");
  assert.deepEqual(copyFilesSiteModulesImport(from, to), ['shared/Note.tsx', 'shared/tone.ts', 'snippets/Steps/index.jsx']);
  assert.equal(fs.readFileSync(path.join(to, 'shared/tone.ts'), 'utf8'), "export const tone = 'calm';\n");
});

test("the config's other themes, in order, become site.config.json themes: Docusaurus' own are the engine's", () => {
  assert.deepEqual(
    siteThemes({
      themes: [['@docusaurus/theme-classic', { customCss: [] }], '@docusaurus/theme-search-algolia', 'docusaurus-theme-api', ['@acme/docusaurus-theme-x', {}]],
    }),
    ['docusaurus-theme-api', '@acme/docusaurus-theme-x'],
  );
  assert.deepEqual(siteThemes({}), []);
  assert.ok(
    unmappedConfig({ themes: ['docusaurus-theme-api'] }).some((line) =>
      /^themes: "docusaurus-theme-api": a plugin run at import .*; its theme folder \(getThemePath\) gives the @theme\/… modules/.test(line),
    ),
  );
});

test("site.config.json's link lines map to the lines of the site's config that write them, the nth of a text the nth", () => {
  const engine = JSON.stringify(
    {
      navbar: {
        logo: { href: '/' },
        items: [
          { type: 'link', label: 'Guide', href: '/docs/guide' },
          { type: 'link', label: 'Again', href: '/docs/guide' },
        ],
      },
      redirects: [{ from: '/old', to: '/docs/guide' }],
    },
    null,
    2,
  );
  const own = [
    'export default {',
    '  themeConfig: { navbar: { items: [',
    "    { to: '/docs/guide', label: 'Guide' },",
    '    { to: "/docs/guide", label: "Again" },',
    '  ] } },',
    "  plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: `/old`, to: '/docs/guide' }] }]],",
    '};',
  ].join('\n');
  const lines = engine.split('\n');
  const at = (needle: string, nth = 0) => String(lines.map((l, i) => (l.includes(needle) ? i + 1 : 0)).filter(Boolean)[nth]);
  const map = configLineMap(engine, { name: 'docusaurus.config.js', text: own });
  // (The logo's href the config does not write: the file alone.)
  assert.equal(map[at('"href": "/"')], 'docusaurus.config.js');
  assert.equal(map[at('"href": "/docs/guide"')], 'docusaurus.config.js:3');
  assert.equal(map[at('"href": "/docs/guide"', 1)], 'docusaurus.config.js:4');
  assert.equal(map[at('"from": "/old"')], 'docusaurus.config.js:6');
  // (A third "/docs/guide" where the config writes two: the last of them.)
  assert.equal(map[at('"to": "/docs/guide"')], 'docusaurus.config.js:6');
  assert.equal(Object.keys(map).length, 5);
  // Under a baseUrl: the config writes a page's link without it.
  assert.deepEqual(configLineMap('{\n  "href": "/docs/intro"\n}', { name: 'docusaurus.config.ts', text: "baseUrl: '/docs/',\nto: '/intro'," }, '/docs/'), {
    '2': 'docusaurus.config.ts:2',
  });
});

test('the browser check reports console errors, uncaught exceptions and missing files', async () => {
  const dir = tempDir('browser-errors');
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs/index.html'), '<!DOCTYPE html><title>ok</title><link rel="icon" href="data:,"><p>fine</p>');
  fs.writeFileSync(
    path.join(dir, 'docs/bad.html'),
    '<!DOCTYPE html><title>bad</title><link rel="icon" href="data:,"><script>console.error("Hydration failed because the server rendered HTML did not match")</script><script>null.x</script><img src="/docs/none.png" alt="">',
  );
  const found = await browserErrors(dir, ['/docs/', '/docs/bad.html']);
  assert.deepEqual(Object.keys(found), ['/docs/bad.html @390px', '/docs/bad.html @1280px']);
  assert.ok(found['/docs/bad.html @390px'].some((p) => /^console error: Hydration failed/.test(p)));
  assert.ok(found['/docs/bad.html @390px'].some((p) => /^uncaught: .*null/.test(p)));
  assert.ok(found['/docs/bad.html @390px'].some((p) => /^HTTP 404: \/docs\/none\.png/.test(p)));
});

test('sitemap parity lists missing and extra URLs', () => {
  const parity = sitemapParity('<loc>https://x.dev/docs/a</loc><loc>https://x.dev/docs/b/</loc>', ['/docs/a/', '/docs/c/']);
  assert.deepEqual(parity, { sitemapUrls: 2, matched: 1, missing: ['/docs/b'], extra: ['/docs/c'] });
});

test('imports the fixture site and builds it with the engine', async () => {
  // (In the test's own project: the import compiles the site's components into its project's .generated/, never the checkout's.)
  const imported = spawnSync(
    process.execPath,
    ['scripts/import-docusaurus.mjs', '--from', path.resolve(fixture), '--to', to, '--sitemap', path.resolve(fixture, 'sitemap.xml')],
    { cwd: project.root, encoding: 'utf8' },
  );
  // (The site's plugin writes its data where Docusaurus does, in the site's .docusaurus/: not left in the repository.)
  fs.rmSync(path.join(fixture, '.docusaurus'), { recursive: true, force: true });
  // (The site's code that does not compile stops the import, as it stops Docusaurus' build: site-code-uncompiled.test.ts.)
  assert.equal(imported.status, 0, imported.stderr);
  assert.match(imported.stdout, /Imported 21 pages .*config evaluated/);
  const report = JSON.parse(fs.readFileSync(path.join(to, 'import-report.json'), 'utf8')) as ImportReport;
  assert.deepEqual(
    report.instances.map((i) => [i.id, i.routeBasePath, i.versions.map((v) => `${v.name}:${v.pages}`).join(' ')]),
    [
      ['default', '/docs', 'current:7'],
      ['product', '/docs/product', 'current:7 2.0.0:5 1.0.0:2'],
    ],
  );
  assert.equal(report.partialsInlined, 11);
  assert.equal(report.rawFilesInlined, 2);
  // Site components are compiled.
  assert.deepEqual(report.componentImports['@site/src/components/Pill.js'].files, ['product/reference/data.mdx']);
  // (A partial that defines a component is compiled too: its own module, plugins/docusaurus/site-components/page-module.ts.)
  assert.deepEqual(report.componentsCompiled.sort(), [
    'docs/_partials/_support.mdx',
    'docs/components/Callout.jsx',
    'product/current/_site/docs/_partials/_support.mdx',
    // (A partial with a layout, and a page whose component is given a partial as a value: those are their modules'.)
    'product/current/guides/_captioned.mdx',
    'product/current/guides/custom.mdx',
    'shared/Stamp.tsx',
    'src/components/Badge.js',
    'src/components/Doubler.js',
    'src/components/Framed.js',
    'src/components/InnerRender.js',
    'src/components/Legacy.js',
    'src/components/OnlyTabs.js',
    'src/components/Pill.js',
    'src/components/Steps/index.jsx',
    'src/components/Term.js',
    'src/theme/DocSidebar/Desktop/Content/index.js',
  ]);
  assert.deepEqual(report.componentsUncompiled, []);
  assert.equal(report.dataImports, 2);
  assert.equal(report.staticFiles, 10);
  // Accepted as Docusaurus accepts them, and reported: a missing partial nobody renders (the
  // broken Markdown link is a warning of the build's check, below).
  assert.ok(report.warnings.some((w) => w.file === 'docs/_partials/_unused.mdx' && /never-written\.mdx/.test(w.message)));
  // What of the config the engine does not apply, each by name and with what it did in Docusaurus.
  assert.deepEqual(report.unmappedConfig, [
    // (Docusaurus' tag manager runs from the site's install, as its other package plugins do: not reported; this import has no install.
    // The site's showcase plugin ran whole: applied, so not listed here.)
    // (The site's remark plugins run, but this fixture does not depend on remark-math: nothing to install.)
    "markdown plugin remark-math: not among the site's dependencies (package.json or its lock), so it is not installed and pages render without it",
  ]);
  // Client redirects: written, the one over a page skipped and named (a redirect to no page fails:
  // importer-config-links.test.ts).
  // (fromExtensions covers every route: theme-search-algolia's search page, /docs/search.html, and the docs' tag pages too.)
  assert.equal(report.configLinks?.redirects, 38);
  assert.deepEqual(report.configLinks?.skippedRedirects, [
    'plugin-client-redirects: the redirect from "/concepts/overview" to "/intro" would replace an existing page, so it is left out (as Docusaurus does)',
  ]);
  assert.deepEqual(report.configLinks?.scriptLinks, []);
  assert.deepEqual(report.sidebars, {
    'default/current': 'autogenerated',
    'product/current': 'explicit: productSidebar',
    'product/2.0.0': 'explicit: productSidebar',
    'product/1.0.0': 'autogenerated',
  });
  // The pages plugin: React and Markdown pages at Docusaurus' URLs, `_` files left out.
  assert.deepEqual(
    report.sitePages?.map((p) => `${p.type} ${p.file} ${p.url}`),
    [
      'mdx src/pages/about/index.mdx /docs/about/',
      'react src/pages/index.js /docs/',
      'mdx src/pages/notes.md /docs/notes',
      'react src/pages/where.tsx /docs/where',
      'react src/components/Showcase.js /docs/showcase',
    ],
  );
  assert.deepEqual(report.failed, []);
  assert.deepEqual(report.urlParity?.missing, ['/docs/product/removed-page']);
  const versions = JSON.parse(fs.readFileSync(path.join(to, 'versions.json'), 'utf8'));
  assert.equal(versions.product.lastVersion, '2.0.0');
  assert.deepEqual(
    versions.product.versions.map((v: { name: string; banner: string }) => [v.name, v.banner]),
    [
      ['current', 'unreleased'],
      ['2.0.0', 'none'],
      ['1.0.0', 'unmaintained'],
    ],
  );

  const built = buildIn(to);
  assert.equal(built.status, 0, built.stdout + built.stderr);
  assert.match(built.stderr, /concepts\/overview\.mdx:\d+(:\d+)?: link to "\.\/gone\.mdx" matches no doc/, 'the broken Markdown link is a warning ("warn")');
  // A link to an anchor the page does not have warns once: the exported HTML's check does not say it again.
  assert.equal(built.stderr.match(/anchor "#drop-thing" does not exist on \/docs\/solo\//g)?.length, 1, built.stderr);
  const page = (p: string) => fs.readFileSync(path.join(OUT, p, 'index.html'), 'utf8');
  // Every URL Docusaurus' own route rules give for the fixture is published.
  const expected = await docusaurusRoutes(fixture);
  assert.ok(expected.length >= 20, `${expected.length} routes`);
  assert.deepEqual(
    expected.filter((u) => !fs.existsSync(path.join(OUT, u, 'index.html'))),
    [],
  );
  // A React landing page in the site's shell: Layout's title and description in the head, the
  // site's config, Link with the baseUrl, a CSS module, Heading, both ThemedImage images.
  const home = page('docs');
  assert.match(home, /<title[^>]*>Home \| Fixture docs<\/title>/);
  assert.equal(home.match(/<title[ >]/g)?.length, 1);
  assert.match(home, /<meta name="description" content="The fixture&#x27;s landing page"[^>]*\/>/);
  // (theme-classic's main wrapper is the shell's, between navbar and footer: one, as on every page of the site.)
  assert.match(home, /<div class="page-wrapper main-wrapper theme-layout-main">/);
  assert.equal(home.match(/class="[^"]*\bmain-wrapper\b/g)?.length, 1);
  assert.match(home, /<main id="main-content"[^>]*><header class="[^"]+"><h1>Fixture docs<\/h1>/);
  assert.match(home, /Docs built with <!-- -->the fixture engine/);
  assert.match(home, /Used by <!-- -->Acme and Globex<!-- -->\./, 'customFields read from a JSON file the config requires');
  assert.match(home, /<a class="button button--primary" href="\/docs\/intro\/">Read the introduction<\/a>/);
  assert.match(home, /<img src="\/docs\/img\/mark-light\.svg" alt="Fixture logo" class="themedComponent themedComponent--light"/);
  assert.match(home, /class="themedComponent themedComponent--dark"/);
  assert.match(
    home,
    /<button aria-label="Scroll back to top" class="clean-btn theme-back-to-top-button back-to-top-button" type="button"/,
    "theme-classic's BackToTopButton",
  );
  // A TSX page with its own <main>: the shell's is a plain element then; the router's pathname; noFooter.
  const where = page('docs/where');
  assert.equal(where.match(/<main[\s>]/g)?.length, 1);
  assert.match(where, /This page is served at <!-- -->\/docs\/where\//);
  assert.match(where, /data-no-footer=""/);
  // MDX pages: through the page pass (TOC, frontmatter), a site component, BrowserOnly's fallback in the HTML.
  const about = page('docs/about');
  assert.match(about, /<title[^>]*>About the fixture \| Fixture docs<\/title>/);
  assert.match(about, /<div class="mdx-page doc-layout with-toc docItemCol about-page">/);
  assert.match(about, /<a href="#in-the-browser"/);
  assert.match(about, /<span class="badge">new<\/span>/);
  assert.match(about, /<span>Rendered on the server<\/span>/);
  assert.match(about, /<a href="\/docs\/intro\/">introduction<\/a>/);
  const notes = page('docs/notes');
  assert.match(notes, /<h1[^>]*>Release notes<\/h1>/);
  assert.doesNotMatch(notes, /toc-desktop/); // hide_table_of_contents
  assert.ok(!fs.existsSync(path.join(OUT, 'docs/_partial')), 'a "_" file is not a page');
  const sidebar = (p: string) =>
    JSON.parse(fs.readFileSync(path.join(OUT, ENGINE.sidebarsBase, `${p}.json`), 'utf8')) as { label: string; href?: string; items?: unknown[] }[];
  assert.match(page('docs/intro'), /Welcome\./);
  assert.match(page('docs/product/getting-started'), /admonition-tip/);
  assert.match(page('docs/product/getting-started'), /Before you start/);
  assert.match(page('docs/product/guides/tabs'), /Install with the CLI\./); // every tab is in the HTML
  assert.match(page('docs/product/guides/partials'), /This note is about <strong>Fixture<\/strong>/);
  // A relative import by way of the instance's parent folder, an import from "/" (webpack's
  // resolve.roots), and what that partial imports in turn (copied along, named export included).
  const partials = page('docs/product/next/guides/partials');
  assert.match(partials, /This note is about <strong>the relative import<\/strong>/);
  assert.match(partials, /A partial of the default instance, shared with the product pages\./);
  assert.match(partials, /<em class="support-note">Support for this layer: <!-- -->shared<!-- -->\.<\/em>/);
  // A Markdown partial outside the docs folders, with its own partial and picture, copied along.
  assert.match(partials, /A partial kept in a folder of notes, outside every docs folder\./);
  assert.match(partials, /The outside partial&#x27;s own partial, named relative to it\.|The outside partial's own partial, named relative to it\./);
  const mark = /<img[^>]*src="([^"]+)"[^>]*alt="Outside mark"|<img[^>]*alt="Outside mark"[^>]*src="([^"]+)"/.exec(partials);
  assert.ok(mark && fs.existsSync(path.join(OUT, mark[1] ?? mark[2])), `the partial's picture is published: ${mark?.[1] ?? mark?.[2]}`);
  assert.match(page('docs/product/guides/raw'), /replicas/);
  // The site's own components, compiled: default and named exports, a CSS module, SCSS, the
  // Docusaurus context and Link, a global MDX component, an SVG import.
  assert.match(page('docs/product/guides/custom'), /<span class="badge">beta<\/span>/);
  const custom = page('docs/product/next/guides/custom');
  // A site component that keeps the TabItem children it knows by their value gets them with their props.
  assert.match(custom, /role="tab"[^>]*>Linux<\/li>[\s\S]*Install on Linux\./);
  assert.doesNotMatch(custom.slice(0, custom.indexOf('</article>')), /Install on Plan 9|No platform tabs/);
  assert.match(custom, /<div class="[^"]+" data-site-title="Fixture docs"><ol><li class="[^"]+"><strong>Install<\/strong>/);
  assert.match(custom, /<a href="\/docs\/intro\/">Back to the start<\/a>/);
  assert.match(custom, /<abbr title="Fixture term" class="term">term<\/abbr>/);
  assert.match(custom, /A <span class="legacy">CommonJS<\/span> component\./);
  // An import through the alias a plugin gives webpack; a partial given to a component as a value.
  assert.match(custom, /An <span class="badge">aliased<\/span> import/);
  assert.match(custom, /<figure class="framed"><p>A <strong>sample<\/strong> a component frames: the page gives it as a value\.<\/p><\/figure>/);
  // A partial with an `export default`: MDX's layout, given the call site's props and the partial's content.
  assert.match(
    custom,
    /<section class="captioned"><figure class="framed"><p>A <strong>sample<\/strong>[^<]*<\/p><\/figure><p>A caption the layout shows<\/p><p>The partial(&#x27;|')s own text, inside its layout\.<\/p><\/section>/,
  );
  // An SVG the page imports is drawn inline, the file's attributes with the page's on top (Docusaurus' SVGR component).
  assert.match(
    custom,
    /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 10 10" width="10" height="10" stroke-width="1" class="inline-logo"><circle cx="5" cy="5" r="4" fill="currentColor"\/><\/svg>/,
  );
  assert.ok(
    fs
      .readdirSync(path.join(NEXT_FILES, 'static/chunks'))
      .some((f) => f.endsWith('.css') && /border-left:3px solid #0f766e/.test(fs.readFileSync(path.join(NEXT_FILES, 'static/chunks', f), 'utf8'))),
    'the SCSS module of a site component is in the exported CSS',
  );
  assert.ok(
    fs
      .readdirSync(path.join(NEXT_FILES, 'static/chunks'))
      .some((f) => f.endsWith('.css') && /outline:2px dashed #7c3aed/.test(fs.readFileSync(path.join(NEXT_FILES, 'static/chunks', f), 'utf8'))),
    'a stylesheet a page imports for its effect is in the exported CSS',
  );

  // Accepted like Docusaurus: HTML comments, numeric-string positions, a category link id relative
  // to its folder, a doc named like its folder, version-like file names, displayed_sidebar: null.
  const overview = page('docs/concepts/overview');
  assert.doesNotMatch(overview, /A comment for authors|an inline comment/);
  assert.match(overview, /The fixture product has two layers\./);
  // The page's own <head> over its metadata's tags of a kind, as react-helmet keeps the deepest Head's.
  assert.deepEqual(overview.match(/<link rel="canonical"[^>]*>/g), ['<link rel="canonical" href="https://example.com/docs/concepts" data-head-depth="1"/>']);
  assert.deepEqual(overview.match(/<meta name="description"[^>]*>/g), [
    '<meta name="description" content="The concepts, from the page&#x27;s own head." data-head-depth="1"/>',
  ]);
  // …and in the browser after hydration, where React puts back a tag it renders and finds none like it (HeadSettle).
  await inBrowserTab(OUT, async (tab, origin) => {
    await tab.goto(`${origin}/docs/concepts/overview/`);
    // (The site's client module stamps the page once its effects ran: after hydration.)
    await tab.waitForFunction(() => document.documentElement.dataset.routeStamp !== undefined, undefined, { timeout: 15_000 });
    const own = (selector: string, attribute: string) =>
      tab.evaluate(([s, a]) => [...document.head.querySelectorAll(s)].map((e) => e.getAttribute(a)), [selector, attribute]);
    assert.deepEqual(await own('link[rel="canonical"]', 'href'), ['https://example.com/docs/concepts']);
    assert.deepEqual(await own('meta[name="description"]', 'content'), ["The concepts, from the page's own head."]);
    // A deeper Head's tag parks the page's; once it goes, the page's comes back.
    const swapped = await tab.evaluate(async () => {
      // (No named functions here: the test's compiler would name them through a helper the page lacks.)
      const deeper = Object.assign(document.createElement('link'), { rel: 'canonical', href: 'https://example.com/deeper' });
      deeper.setAttribute('data-head-depth', '5');
      document.head.append(deeper);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const during = [...document.head.querySelectorAll('link[rel="canonical"]')].map((e) => e.getAttribute('href'));
      deeper.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return [during, [...document.head.querySelectorAll('link[rel="canonical"]')].map((e) => e.getAttribute('href'))];
    });
    assert.deepEqual(swapped, [['https://example.com/deeper'], ['https://example.com/docs/concepts']]);
  });
  assert.match(
    overview,
    // (theme-classic's TOCInline, as the room's port draws it: ../../plugins/docusaurus/components/TOCInline.tsx.)
    /<div class="tableOfContentsInline_TOCInline"><ul class="table-of-contents"><li><a href="#the-top-layer">The top layer<\/a><\/li><li><a href="#the-bottom-layer">The bottom layer<\/a><\/li><\/ul><\/div>/,
  );
  assert.match(page('docs/concepts/details'), /admonition-note[\s\S]*Details live in a plain Markdown file/);
  assert.match(page('docs/concepts/architecture'), /A page named like its folder/);
  // Relative URL links resolve against the URLs Docusaurus serves (trailingSlash unset: only index pages end in "/").
  assert.match(page('docs/concepts/architecture'), /<a href="layers">each layer<\/a>/); // served at …/architecture/ in both
  // `<DocCardList items={useCurrentSidebarCategory().items} />`: the cards of the category the page is the index of,
  // in theme-classic's markup (the room's port: the fixture has no installed theme).
  const card = (href: string, icon: string, title: string) =>
    new RegExp(
      `<a class="card padding--lg [^"]*" href="${href}"><h2 class="text--truncate [^"]*" title="${title}">${icon}(?:<!-- -->)? (?:<!-- -->)?${title}</h2>`,
    );
  assert.match(page('docs/concepts/architecture'), /<section class="row"><article class="col col--6 margin-bottom--lg">/);
  assert.match(page('docs/concepts/architecture'), card('/docs/concepts/architecture/layers/', '📄️', 'Layers'));
  const layers = page('docs/concepts/architecture/layers');
  assert.match(layers, /<a href="\/docs\/concepts\/details\/">the concept details<\/a>/);
  assert.match(layers, /<a href="\/docs\/concepts\/architecture\/">the architecture page<\/a>/);
  // A card list on a doc of a category: the category's cards (theme-classic's list draws no children, so
  // the <DocCard>s written inside it are not shown, as under Docusaurus). A DocCard handed an item: its
  // label, icon and description; site paths given the baseUrl as Docusaurus' Link does.
  assert.match(layers, card('/docs/concepts/architecture/layers/', '📄️', 'Layers'));
  assert.doesNotMatch(layers.split('<script')[0], /The short list of what each layer does/);
  assert.match(
    layers,
    /<a class="card padding--lg [^"]*" href="\/docs\/intro\/"><h2 [^>]*title="Introduction">📄️(?:<!-- -->)? (?:<!-- -->)?Introduction<\/h2><p [^>]*title="Start here\.">Start here\.<\/p><\/a>/,
  );
  assert.match(layers, /<a href="\/docs\/intro\/">the introduction<\/a>/);
  assert.match(layers, /<img src="\/docs\/img\/logo\.svg" alt="The fixture logo, found through a relative path into static\/"/);
  // A component a partial exports, imported by name.
  assert.match(layers, /<em class="support-note">Support for this layer: <!-- -->community<!-- -->\.<\/em>/);
  assert.match(page('docs/notes/0-9-upgrade'), /keeps its digits/);
  assert.doesNotMatch(page('docs/solo'), /class="sidebar-menu"/);
  assert.doesNotMatch(page('docs/solo'), /theme-doc-breadcrumbs/, 'a page in no sidebar has no breadcrumbs, as in Docusaurus');
  assert.match(page('docs/solo'), /<aside class="callout">Kept with the docs\.<\/aside>/, 'a component kept in the docs folder');
  assert.match(page('docs/solo'), /<span class="stamp">Shared from outside src<\/span>/, 'a component of a folder outside src/ and docs/, imported by @site/');
  // A tree a component renders itself on the server (react-dom/server) sees its own context, as under Docusaurus.
  assert.match(page('docs/solo'), /<span class="toned">inner tone<\/span>/);
  // A page's <details> is the theme's Details, which the site's wrapper draws (src/theme/Details), in the theme's markup.
  assert.match(
    page('docs/solo'),
    /<div class="fixture-details"><details data-collapsed="true" class="details_common alert alert--info details_classic"><summary>Why no sidebar<\/summary><div><div class="collapsibleContent_common"><p>The page stands alone\.<\/p><\/div><\/div><\/details><\/div>/,
  );
  // …a partial's too, on the page that inlines it.
  assert.match(
    page('docs/product/next/guides/partials'),
    /<div class="fixture-details"><details data-collapsed="true" class="[^"]+"><summary>Shared details<\/summary>/,
  );
  const docsSidebar = sidebar('docs-current') as { label: string; href?: string; items?: { label: string; href?: string }[]; collapsed?: boolean }[];
  assert.deepEqual(
    docsSidebar.map((i) => [i.label, i.href]),
    [
      ['Concepts', '/docs/concepts/overview/'],
      ['Release notes', undefined],
      ['Fixture home', '/docs/intro/'],
      ['A page without a sidebar', '/docs/solo/'],
    ],
  );
  assert.deepEqual(
    docsSidebar[0].items!.map((i) => [i.label, i.href]),
    [
      ['Concept details', '/docs/concepts/details/'],
      ['Architecture', '/docs/concepts/architecture/'],
    ],
  );
  assert.equal(docsSidebar[1].collapsed, false);

  // The site's identity from its docusaurus.config, and nothing of this project's brand.
  const intro = page('docs/intro');
  assert.match(intro, /<title[^>]*>Fixture home \| Fixture docs<\/title>/);
  // (The logo in theme-classic's Logo box, `.navbar__logo`, which Infima and the site's CSS size.)
  assert.match(
    intro,
    /<div class="navbar__logo"><img src="\/docs\/img\/logo\.svg" alt="Fixture logo"[^>]*\/><\/div><span class="navbar-brand-suffix[^"]*">Fixture<\/span>/,
  );
  // (A dropdown as theme-classic's DropdownNavbarItem draws it, the item's class on its label.)
  assert.match(
    intro,
    /<div class="navbar__item dropdown dropdown--hoverable dropdown--right"><a href="#" aria-haspopup="true" aria-expanded="false" role="button" class="navbar__link nav-sponsor">Sponsor<\/a>/,
  );
  assert.match(
    intro,
    /<a class="nav-item-link navbar__item navbar__link header-status-link" href="https:\/\/status\.example\.com" target="_blank" rel="noopener noreferrer" aria-label="Service status"><\/a>/,
  );
  // In the drawer too, a link without a label shows what the site's class draws, not its URL nor an
  // external mark (theme-classic's NavbarNavLink marks labelled links only), as an Infima menu link.
  const drawer = intro.slice(intro.indexOf('<nav class="mobile-nav"'), intro.indexOf('</nav>', intro.indexOf('<nav class="mobile-nav"')));
  assert.match(
    drawer,
    /<li class="menu__list-item"><a class="menu__link header-status-link" href="https:\/\/status\.example\.com"[^>]*aria-label="Service status"><\/a><\/li>/,
  );
  assert.doesNotMatch(drawer, />Service status<|navbar__link|nav-item-link/);
  assert.match(intro, /<a class="nav-item-link[^"]*" href="\/docs\/product\/getting-started\/">Product<\/a>/);
  // The product's version menu is on every page, as theme-classic draws it: off its docs labelled with
  // its last version and leading to that version's main doc; its sidebar's item follows the version read.
  assert.match(intro, /role="button" class="navbar__link" href="\/docs\/product\/getting-started\/">v2\.0 Stable<\/a><ul class="dropdown__menu">/);
  // (In the drawer, theme-classic's "Versions", a collapsible entry.)
  assert.match(intro, /<a href="#" role="button" class="menu__link menu__link--sublist">Versions<\/a>/);
  assert.match(
    page('docs/product/next/getting-started'),
    /<a class="nav-item-link[^"]*" aria-current="page" href="\/docs\/product\/next\/getting-started\/">Product<\/a>/,
  );
  assert.match(intro, /role="button" class="navbar__link">Community<\/a><ul class="dropdown__menu"><li><a href="https:\/\/forum\.example\.com"/);
  assert.match(
    intro,
    /<a class="nav-item-link navbar__item navbar__link header-github-link" href="https:\/\/github\.com\/example\/fixture"[^>]*aria-label="GitHub repository"><\/a>/,
  );
  assert.match(intro, /Search the fixture/);
  // The footer as Docusaurus' theme draws it (plugins/docusaurus/components/footer/).
  assert.match(
    intro,
    /<div class="footer__title">Learn<\/div><ul class="footer__items clean-list"><li class="footer__item"><a class="footer__link-item" href="\/docs\/intro\/?">Introduction<\/a>/,
  );
  assert.match(intro, /<a href="https:\/\/example\.com\/blog">Fixture blog<\/a>/);
  assert.match(intro, /Copyright © \d{4} Fixture Authors/);
  assert.match(intro, /style="background-color:#123456;color:#ffffff"><div class="announcement-text">Fixture <b>2\.0<\/b> is out<\/div><\/div>/);
  assert.doesNotMatch(intro, /announcement-close/);
  assert.match(intro, /<link rel="icon" href="\/docs\/img\/favicon\.svg" media="\(prefers-color-scheme: dark\)"\/>/);
  assert.match(overview, /href="https:\/\/github\.com\/example\/fixture\/edit\/main\/docs\/concepts\/overview\.mdx"/);
  assert.match(
    page('docs/product/getting-started'),
    /href="https:\/\/git\.example\.com\/fixture\/blob\/main\/product_versioned_docs\/version-2\.0\.0\/01-getting-started\.mdx"/,
  );
  const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8'));
  assert.deepEqual(config.search.algolia, { appId: 'FIXTUREAPP', apiKey: 'fixture-search-key', indexName: 'fixture' });
  // Pages carry the classic theme's DocSearch tag, under the facet its crawler indexes.
  assert.equal(config.search.tagFacet, 'docusaurus_tag');
  // themeConfig.imageZoom without an image zoom plugin: Docusaurus zooms no image, nor does the engine.
  assert.equal(config.zoom, undefined);
  assert.equal(config.onBrokenMarkdownLinks, 'warn');
  assert.equal(config.trailingSlash, 'auto');
  assert.deepEqual(config.globalComponents, { Term: '@site/src/components/Term.js' });
  for (const f of fs.readdirSync(OUT, { recursive: true }) as string[]) {
    // (JS chunks hold the code of the plugins this checkout provides, plugins/index.ts, whichever site is
    // built; a site whose config names none uses none of it.)
    if (/\.(html|json|txt|md|xml)$/.test(f) && fs.statSync(path.join(OUT, f)).isFile())
      assert.doesNotMatch(fs.readFileSync(path.join(OUT, f), 'utf8'), /vcluster|loft\.sh/i, `out/${f} mentions this project's own brand`);
  }
  assert.ok(!fs.existsSync(path.join(OUT, 'docs/schemas')), 'a site whose config names no plugin publishes no plugin files');
  // Client redirects: a page per redirect as Docusaurus writes it, in no sitemap and no search index.
  const redirect = (p: string) => fs.readFileSync(path.join(OUT, p, 'index.html'), 'utf8');
  assert.match(redirect('docs/old-intro'), /<meta http-equiv="refresh" content="0; url=\/docs\/intro">/);
  assert.match(redirect('docs/product/begin'), /<link rel="canonical" href="\/docs\/product\/getting-started" \/>/);
  assert.match(
    redirect('docs/product/howto/tabs'),
    /window\.location\.href = "\/docs\/product\/guides\/tabs" \+ window\.location\.search \+ window\.location\.hash;/,
  );
  assert.match(redirect('docs/intro.html'), /url=\/docs\/intro"/);
  assert.doesNotMatch(redirect('docs/concepts/overview'), /http-equiv="refresh"/, 'the page is not replaced by a redirect');
  const redirectPages = (fs.readdirSync(OUT, { recursive: true }) as string[]).filter(
    (f) => f.endsWith('index.html') && fs.readFileSync(path.join(OUT, f), 'utf8').includes(REDIRECT_MARK),
  );
  assert.equal(redirectPages.length, 38);
  // The docs' tags: the list, a page per tag (its permalink, or the kebab-case of its label), and the tags under each doc.
  const tagsList = fs.readFileSync(path.join(OUT, 'docs/tags/index.html'), 'utf8');
  assert.match(tagsList, /<h1>Tags<\/h1>/);
  assert.match(tagsList, /href="\/docs\/tags\/getting-started\/"[^>]*>Getting Started <span class="blog-tag-count">2<\/span>/);
  const tagPage = fs.readFileSync(path.join(OUT, 'docs/tags/getting-started/index.html'), 'utf8');
  assert.match(tagPage, /<h1>2 docs tagged with (&quot;|")Getting Started(&quot;|")<\/h1>/);
  assert.match(tagPage, /<a[^>]*href="\/docs\/tags\/"[^>]*>View all tags<\/a>/);
  assert.match(fs.readFileSync(path.join(OUT, 'docs/tags/ref/index.html'), 'utf8'), /1 doc tagged with (&quot;|")Reference Guide/);
  assert.match(fs.readFileSync(path.join(OUT, 'docs/intro/index.html'), 'utf8'), /<a[^>]*href="\/docs\/tags\/ref\/"[^>]*>Reference Guide<\/a>/);
  assert.match(redirect('docs/search.html'), /url=\/docs\/search"/, "fromExtensions reaches the search page, a route of Docusaurus' too");
  const sitemapXml = fs.readFileSync(path.join(OUT, 'docs/sitemap.xml'), 'utf8');
  assert.doesNotMatch(sitemapXml, /old-intro|howto|\.html</);
  // A version with noIndex: each page asks not to be indexed or followed (DocVersionRoot), and none is in the sitemap.
  assert.match(page('docs/product/1.0.0/getting-started'), /<meta name="robots" content="noindex, nofollow"\/>/);
  // A version with a className of its own: DocVersionRoot's class on its pages' <html>, in place of docs-version-<name>.
  assert.match(page('docs/product/1.0.0/getting-started'), /<html[^>]* class="[^"]*plugin-id-product legacy-docs docs-doc-page/);
  assert.doesNotMatch(sitemapXml, /product\/1\.0\.0/);
  assert.match(sitemapXml, /product\/2\.0\.0|product\/getting-started/);
  // The site's own robots.txt, from its static folder, as Docusaurus publishes it: the engine writes none over it.
  assert.equal(fs.readFileSync(path.join(OUT, 'docs/robots.txt'), 'utf8'), fs.readFileSync(path.join(fixture, 'static/robots.txt'), 'utf8'));
  // (Its search is DocSearch's, themeConfig.algolia: no local index, redirect pages or other.)
  assert.ok(!fs.existsSync(path.join(OUT, ENGINE.searchIndexBase)), 'no local search index beside Algolia');
  // The config's head: the social card, the site's stylesheet, scripts and meta tag on every page.
  assert.match(intro, /<meta property="og:image" content="https:\/\/example\.com\/docs\/img\/logo\.svg"\/>/);
  assert.match(intro, /<meta name="twitter:image" content="https:\/\/example\.com\/docs\/img\/logo\.svg"\/>/);
  assert.match(intro, /<link rel="stylesheet" href="\/docs\/css\/fixture-head\.css"\/>/);
  assert.match(intro, /<script src="\/docs\/js\/fixture-widget\.js" async="">/);
  assert.match(intro, /<meta name="fixture-verification" content="fixture-token"\/>/);
  assert.match(intro, /<script>window\.fixtureInline = true;<\/script>/);
  // Navbar, sidebar, footer and pages hydrate without an error: a doc, a generated index, a page
  // with site components, and a redirect on its way to its page.
  assert.deepEqual(
    await browserErrors(project.root + '/out', [
      '/docs/intro/',
      '/docs/product/category/guides/',
      '/docs/product/next/guides/custom/',
      '/docs/old-intro/',
      '/docs/showcase/',
    ]),
    {},
  );
  // A page the site's own plugin adds in contentLoaded (addRoute): its component, given the JSON module the plugin created.
  assert.deepEqual(
    report.localPlugins?.map((p) => [p.module, p.pages?.map((x) => x.url), p.unpublished]),
    [['./plugins/showcase.js', ['/docs/showcase'], undefined]],
  );
  const showcase = page('docs/showcase');
  // Its route context is the plugin's (name, id, the route's `context` modules), and so are the <html> classes its Layout sets.
  assert.match(showcase, /<html[^>]* class="[^"]*\bplugin-fixture-showcase plugin-id-default\b/);
  assert.doesNotMatch(showcase, /<html[^>]* class="[^"]*\bplugin-pages\b/);
  assert.match(
    showcase,
    /<h1>Showcase<\/h1><p class="route-context">fixture-showcase<!-- -->\/<!-- -->default<!-- -->: <!-- -->Our users<\/p><ul class="showcase"><li><a href="https:\/\/alpha\.example\.com"[^>]*>Alpha Cloud<\/a><\/li><li><a href="https:\/\/beta\.example\.com"[^>]*>Beta Labs<\/a><\/li><\/ul>/,
  );
  // A module worker a component starts is published where webpack emits it (<baseUrl>assets/js/), outside Next's
  // bundles, bundled with the module it imports, and does its work in the browser.
  assert.match(custom, /Twice 21 is <output class="doubler">…<\/output>/);
  const workers = path.join(OUT, 'docs/assets/js');
  assert.ok(
    fs.readdirSync(workers).some((f) => /^worker-[0-9a-f]{8}\.js$/.test(f) && /fixture-doubler-worker/.test(fs.readFileSync(path.join(workers, f), 'utf8'))),
    "the worker's bundle is in the export",
  );
  assert.deepEqual(
    await inBrowserTab(project.root + '/out', async (tab, origin) => {
      await tab.goto(`${origin}/docs/product/next/guides/custom/`);
      const doubled = await tab.locator('output.doubler').filter({ hasText: '42' }).textContent({ timeout: 15_000 });
      // The config's client module ran on the page load (no previous location), with its stylesheet;
      // a move to a hash is a route update with the location before it, as in Docusaurus.
      await tab.waitForFunction(() => document.documentElement.dataset.routeStamp !== undefined, undefined, { timeout: 15_000 });
      const first = await tab.evaluate(() => [
        (window as unknown as { fixtureClientOrder?: string[] }).fixtureClientOrder?.join(' '),
        document.documentElement.dataset.routeUpdate,
        document.documentElement.dataset.routeStamp,
        getComputedStyle(document.documentElement).getPropertyValue('--fixture-client-module').trim(),
      ]);
      await tab.evaluate(() => (location.hash = '#somewhere'));
      await tab.waitForFunction(() => document.documentElement.dataset.routeStamp?.includes('#'), undefined, { timeout: 5_000 });
      const moved = await tab.evaluate(() => document.documentElement.dataset.routeStamp);
      return [doubled, ...first, moved];
    }),
    [
      '42',
      'showcase route-stamp',
      '/docs/product/next/guides/custom/',
      'first:/docs/product/next/guides/custom/',
      'loaded',
      '/docs/product/next/guides/custom/#somewhere:/docs/product/next/guides/custom/',
    ],
  );
  assert.deepEqual(report.clientModules, ['client/route-stamp.js']);
  // The plugin's client module first, then the config's (core: plugins' getClientModules in order, the config's last).
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')).clientModules, [
    'plugins/showcase-client.js',
    'client/route-stamp.js',
  ]);
  // The site's wrap swizzle of DocSidebar/Desktop/Content: its version dropdown (with its "after"
  // link) above the engine's one sidebar, on the product's pages only; a version leads to the same page.
  // The dropdown is theme-classic's own (DocsVersionDropdownNavbarItem, DropdownNavbarItem/Desktop), in its markup, which the site's CSS styles.
  const started = page('docs/product/getting-started');
  const sidebarHtml = started.slice(started.indexOf('class="sidebar-scroll"'));
  assert.match(
    sidebarHtml,
    /^[^]*?<div class="navbar__item dropdown dropdown--hoverable"><a (?=[^>]*aria-haspopup="true")(?=[^>]*role="button")(?=[^>]*class="navbar__link active")[^>]*href="\/docs\/product\/getting-started\/"[^>]*>v2\.0 Stable<\/a><ul class="dropdown__menu">[^]*?data-slot="sidebar"/,
    "the dropdown, labelled with the page's version, comes before the sidebar menu",
  );
  assert.match(
    sidebarHtml,
    /<li><a (?=[^>]*class="dropdown__link")(?=[^>]*target="_blank")[^>]*href="https:\/\/archive\.example\.com\/product\/0\.9"[^>]*>v0\.9 \(archived\)<\/a><\/li>/,
  );
  assert.match(
    sidebarHtml,
    /<li><a [^>]*class="dropdown__link dropdown__link--active"[^>]*>v2\.0 Stable<\/a><\/li>/,
    "the page's version is the current entry",
  );
  assert.equal(started.match(/data-slot="sidebar"/g)?.length, 1);
  assert.doesNotMatch(intro.slice(intro.indexOf('class="sidebar-scroll"')), /dropdown__menu/, 'not on the default docs');
  assert.deepEqual(await browserErrors(OUT, ['/docs/product/getting-started/']), {});
  await inBrowserTab(OUT, async (tab, origin) => {
    await tab.goto(`${origin}/docs/product/getting-started/`);
    await tab.hover('.sidebar-scroll .dropdown .navbar__link');
    await tab.click('.sidebar-scroll .dropdown__link:text-is("v1.0 EOL")');
    await tab.waitForURL(/\/docs\/product\/1\.0\.0\/getting-started\/$/);
    assert.equal(await tab.textContent('.sidebar-scroll .dropdown .navbar__link'), 'v1.0 EOL');
    assert.ok(await tab.locator('.sidebar-scroll [data-slot="sidebar"] a').count(), "the version's sidebar is filled in");
  });
  // The redirect keeps the reader's query and hash; the site's own script ran.
  await inBrowserTab(OUT, async (tab, origin) => {
    await tab.goto(`${origin}/docs/product/begin/?from=old#install`);
    await tab.waitForURL(/\/docs\/product\/getting-started\/?\?from=old#install$/);
    assert.equal(await tab.getAttribute('html', 'data-fixture-widget'), 'loaded');
    assert.equal(await tab.evaluate(() => (window as unknown as { fixtureInline?: boolean }).fixtureInline), true, 'the inline head script ran');
  });
  assert.match(page('docs/product/category/guides'), /Every guide\./);
  // (Each version's banner in theme-classic's DocVersionBanner words: the site's title, the version's label.)
  assert.match(
    page('docs/product/next/getting-started'),
    /<div class="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert"><div>This is unreleased documentation for/,
  );
  assert.match(
    page('docs/product/1.0.0/getting-started'),
    /This is documentation for <!-- -->Fixture docs<!-- --> <b>v1\.0 EOL<\/b>, which is no longer actively maintained\./,
  );
  assert.ok(!fs.existsSync(path.join(OUT, 'docs/product/1.0.0/guides/raw')), 'pages absent from 1.0.0 are not invented');

  // Explicit sidebars (sidebars-product.js for next, the versioned JSON for 2.0.0): order, labels, links.
  assert.deepEqual(
    sidebar('product-current').map((i) => [i.label, i.href]),
    [
      ['Getting started', '/docs/product/next/getting-started/'],
      ['Guides', '/docs/product/next/category/guides/'],
      ['Reference', undefined],
      ['Changelog', 'https://example.com/changelog'],
    ],
  );
  assert.deepEqual(sidebar('product-current')[2].items, [
    { type: 'doc', label: 'Data and files', href: '/docs/product/next/reference/data/', docId: 'reference/data' },
  ]);
  assert.deepEqual(
    sidebar('product-2.0.0').map((i) => i.label),
    ['Getting started', 'Guides'],
  );
  // A page that no sidebar lists is published without a sidebar.
  assert.doesNotMatch(page('docs/product/next/hidden'), /class="sidebar-menu"/);
  // JSON/YAML data imports, static files under baseUrl, a named site component.
  const data = page('docs/product/next/reference/data');
  assert.match(data, /The latest release is <!-- -->2\.0\.0<!-- -->, and <!-- -->2<!-- --> releases/);
  assert.match(data, /port <!-- -->8443<!-- --> over <!-- -->https/);
  assert.match(data, /<img src="\/docs\/img\/logo\.svg" alt="The fixture logo"/);
  assert.match(data, /href="\/docs\/files\/sample\.txt"/);
  assert.match(data, /<span class="[^"]*pill[^"]*">new<\/span>/);
  assert.equal(fs.readFileSync(path.join(OUT, 'docs/files/sample.txt'), 'utf8').trim(), 'A sample file served from static/.');
  // A symbolic link in static/ is published as the file it names, as Docusaurus' copy follows it.
  assert.ok(!fs.lstatSync(path.join(OUT, 'docs/files/sample-alias.txt')).isSymbolicLink());
  assert.equal(fs.readFileSync(path.join(OUT, 'docs/files/sample-alias.txt'), 'utf8').trim(), 'A sample file served from static/.');
  // Docusaurus publishes no Markdown copy of a page, nor llms.txt, and its pages have no Copy page (SiteConfig.markdownExport false).
  for (const file of ['docs/product/next/reference/data.md', 'docs/llms.txt', 'docs/llms-full.txt']) assert.ok(!fs.existsSync(path.join(OUT, file)), file);
  assert.doesNotMatch(data, /Copy page|View as Markdown/);
});

test('a docs-only site at the root of its domain, without its unreleased folder', async () => {
  const root = 'test/fixtures/docusaurus-root';
  const target = tempDir('imported-root');
  const imported = spawnSync(process.execPath, ['scripts/import-docusaurus.mjs', '--from', path.resolve(root), '--to', target], {
    cwd: project.root,
    encoding: 'utf8',
  });
  assert.equal(imported.status, 0, imported.stderr);
  const report = JSON.parse(fs.readFileSync(path.join(target, 'import-report.json'), 'utf8')) as ImportReport;
  assert.deepEqual(
    report.instances.map((i) => [i.routeBasePath, i.versions.map((v) => v.name)]),
    [['', ['2.x']]],
  );
  assert.deepEqual(report.sidebars, { 'default/2.x': 'explicit: main' });
  const built = buildIn(target);
  assert.equal(built.status, 0, built.stdout + built.stderr);
  assert.match(fs.readFileSync(path.join(OUT, 'index.html'), 'utf8'), /publishes its docs at the root of the site/);
  assert.match(fs.readFileSync(path.join(OUT, 'setup/index.html'), 'utf8'), /<a href="\/">the welcome page<\/a>/);
  // markdown.format "detect": a .md page is CommonMark, its HTML rendered and its braces and "<=" kept as text.
  const setup = fs.readFileSync(path.join(OUT, 'setup/index.html'), 'utf8');
  assert.match(setup, /press <kbd>Ctrl<\/kbd> \+ <kbd>C<\/kbd> to stop the server\.<br\/>/);
  assert.match(setup, /Releases &lt;= 1\.4 need the legacy flag, and the settings file reads \{&quot;port&quot;: 8080\}\./);
  assert.match(setup, /<td[^>]*><code>\{ host: string \}<\/code><\/td>/);
  assert.ok(!fs.existsSync(path.join(OUT, 'next')), 'the unreleased folder is not published');
  assert.deepEqual(await docusaurusRoutes(root), ['/', '/guide', '/search', '/setup']);
  // The search page is where theme-search-algolia has it (search.page), and only there: no second one at the engine's /docs/search/.
  assert.equal(JSON.parse(fs.readFileSync(path.join(target, 'site.config.json'), 'utf8')).search.page, 'search');
  assert.match(fs.readFileSync(path.join(OUT, 'search/index.html'), 'utf8'), /<h1>Search the documentation<\/h1>/);
  assert.ok(!fs.existsSync(path.join(OUT, 'docs/search')), "no engine search page beside the site's own");
  // Its search is DocSearch's (themeConfig.algolia): the dialog and the page query Algolia, and no local index is published unread.
  assert.ok(!fs.existsSync(path.join(OUT, 'docs/search-index')), 'no local search index beside Algolia');
  assert.match(built.stdout, /Search: Algolia's index "root" \(no local index\)/);
  // The docs plugin's own `exclude`, and two files with one URL: the one the sidebar lists is kept.
  assert.ok(!fs.existsSync(path.join(target, 'docs/2.x/README.md')), 'an excluded file is not imported');
  assert.match(fs.readFileSync(path.join(OUT, 'guide/index.html'), 'utf8'), /The guide starts here, and the sidebar lists this file\./);
  assert.ok(report.warnings.some((w) => w.file.endsWith('guide/README.md') && /same URL as guide\/index\.md/.test(w.message)));
});

test('i18n: the config maps, translations land beside the default files, and the report counts each locale', async () => {
  const { importDocusaurus } = await import('../../plugins/docusaurus/importer/import');
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'import-i18n-'));
  try {
    const report = await importDocusaurus(path.resolve('test/fixtures/docusaurus-i18n'), to);
    const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8'));
    assert.deepEqual(config.i18n, {
      defaultLocale: 'en',
      locales: ['en', 'fr', 'ar'],
      localeConfigs: { fr: { label: 'Français' }, ar: { label: 'العربية', direction: 'rtl' } },
    });
    assert.ok(config.navbar.items.some((i: { type: string }) => i.type === 'localeDropdown'));
    assert.deepEqual(report.locales, [
      // The default locale's own translations (Docusaurus reads i18n/en/ too).
      {
        locale: 'en',
        files: { 'docusaurus-plugin-content-docs': 2, 'docusaurus-theme-classic': 1 },
        note: 'default locale en: its translations applied to its docs, labels and messages',
      },
      {
        locale: 'fr',
        files: {
          'code.json': 1,
          'docusaurus-plugin-content-blog': 2,
          'docusaurus-plugin-content-docs': 7,
          'docusaurus-plugin-content-pages': 1,
          'docusaurus-theme-classic': 2,
        },
      },
      { locale: 'ar', files: {}, note: "locale ar: no translated files (built from the default locale's text)" },
    ]);
    for (const file of [
      'docs/current/intro.md',
      'docs/1.0/intro.md',
      'docs/current.json',
      'docs/1.0.json',
      'navbar.json',
      'footer.json',
      'code.json',
      'blog/2024-01-01-hello.md',
      'src/pages/about.md',
    ])
      assert.ok(fs.existsSync(path.join(to, 'i18n/fr', file)), file);
    assert.ok(!report.unmappedConfig?.some((l) => l.startsWith('i18n')), report.unmappedConfig?.join('\n'));
  } finally {
    fs.rmSync(to, { recursive: true, force: true });
  }
});

test("@easyops-cn/docusaurus-search-local's search page is published where it adds it, in each locale: <baseUrl>search", () => {
  const ctx = { baseUrl: '/', setOfInstance: () => 'docs', setLabel: () => 'Docs' };
  for (const entry of [
    '@easyops-cn/docusaurus-search-local',
    ['/repo/node_modules/@easyops-cn/docusaurus-search-local/dist/server/index.js', { hashed: true }],
  ])
    assert.deepEqual(identityFromConfig({ themes: [entry] }, ctx).config.search, {
      hitsPerPage: 20,
      tagFacet: 'docusaurus_tag',
      algolia: null,
      page: 'search',
    });
  // Algolia's own page and settings win; another search plugin adds no page.
  assert.equal(identityFromConfig({ themes: ['@easyops-cn/docusaurus-search-local-extra'] }, ctx).config.search, undefined);
  // Where the site's own SearchBar draws the plugin's box (open-webui/docs'), the engine writes no index no reader's search reads.
  assert.equal(identityFromConfig({ themes: ['@easyops-cn/docusaurus-search-local'] }, { ...ctx, ownSearchBar: true }).config.search?.layerOnly, true);
});

test("the docs sidebar's behaviour (themeConfig.docs.sidebar) is the site's docsSidebar: only what is on, and none by default", () => {
  const identity = (docs: unknown) =>
    identityFromConfig({ themeConfig: { docs } }, { baseUrl: '/', setOfInstance: () => 'docs', setLabel: () => 'Docs' }).config.docsSidebar;
  assert.deepEqual(identity({ sidebar: { hideable: true, autoCollapseCategories: true } }), { hideable: true, autoCollapseCategories: true });
  assert.deepEqual(identity({ sidebar: { hideable: true, autoCollapseCategories: false } }), { hideable: true });
  assert.equal(identity({ versionPersistence: 'localStorage' }), undefined);
  assert.equal(identity(undefined), undefined);
  // And the navbar that hides on scroll.
  const navbar = (hideOnScroll: unknown) =>
    identityFromConfig({ themeConfig: { navbar: { hideOnScroll } } }, { baseUrl: '/', setOfInstance: () => 'docs', setLabel: () => 'Docs' }).config.navbar
      ?.hideOnScroll;
  assert.equal(navbar(true), true);
  assert.equal(navbar(false), undefined);
  // Applied, so not reported (the version's persistence by the site components' storage slots).
  const lines = unmappedConfig({ themeConfig: { docs: { sidebar: { hideable: true }, versionPersistence: 'sessionStorage' } } });
  assert.deepEqual(lines, []);
});
