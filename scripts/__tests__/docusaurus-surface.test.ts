/**
 * Every module Docusaurus gives a site's code exists in the engine: each `@theme/…` of
 * @docusaurus/theme-classic and of core's fallback theme, each `@docusaurus/…` of core's
 * client/exports, and the entries of theme-common and of the docs and blog plugins' clients, at the
 * newest 3.x and the newest 2.4.x. The packages come from the registry (`npm pack`, no install of
 * their dependencies); a component importing every module is compiled by the engine's bundle of a
 * site's components, with the other packages left external. A module the engine lacks, a name one of
 * them imports that the engine's module does not export, fails the test with esbuild's message.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { DOCUSAURUS_PACKAGES, siteWithDocusaurus, withClientDependencies, writeSiteFiles } from '../../test/docusaurus-packages';
import { bundleOptions } from '../../plugins/docusaurus/site-components/bundle';
import { DOCUSAURUS_FILES } from '../../plugins/docusaurus/files';
import { COMPONENT_CREATOR } from '../../plugins/docusaurus/site-components/shim-plugin';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';

const VERSIONS = ['3.10.2', '2.4.3'];
const work = tempDir('docusaurus-surface');

/** A site folder whose node_modules holds the packages at `version` (without their dependencies). */
const siteWith = (version: string) => siteWithDocusaurus(work, path.join(work, `site-${version}`), version);

/** The modules a site's code may import, as the packages give them (read here apart from the engine's own listing). */
function surface(site: string): string[] {
  const pkg = (name: string) => path.join(site, 'node_modules', '@docusaurus', name);
  const moduleNames = (dir: string) =>
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => /\.(js|jsx|ts|tsx)$/.test(f) && !/\.d\.ts$|(^|\/)__tests__\/|\.test\./.test(f))
      .map((f) => f.replace(/\.(js|jsx|ts|tsx)$/, '').replace(/(^|\/)index$/, ''));
  const themes = [path.join(pkg('core'), 'lib/client/theme-fallback'), path.join(pkg('theme-classic'), 'lib/theme')];
  const entries = (name: string) => {
    const exportsField = (JSON.parse(fs.readFileSync(path.join(pkg(name), 'package.json'), 'utf8')) as { exports?: Record<string, unknown> }).exports ?? {};
    return Object.keys(exportsField)
      .filter((k) => k === '.' || /^\.\/(internal|Details|client)$/.test(k))
      .map((k) => `@docusaurus/${name}${k.slice(1)}`);
  };
  return [
    ...new Set([
      ...themes.flatMap((dir) => moduleNames(dir).map((n) => `@theme/${n}`)),
      ...moduleNames(path.join(pkg('core'), 'lib/client/exports')).map((n) => `@docusaurus/${n}`),
      ...entries('theme-common'),
      ...['plugin-content-docs', 'plugin-content-blog'].flatMap((name) => entries(name).filter((e) => e.endsWith('/client'))),
    ]),
  ];
}

/** Packages outside the surface stay external (their code is not the engine's to provide). */
function externalPackages(site: string, coreExports: Set<string>): Plugin {
  const unpacked = new Set(DOCUSAURUS_PACKAGES.map((n) => `@docusaurus/${n}`));
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = args.path
          .split('/')
          .slice(0, args.path.startsWith('@') ? 2 : 1)
          .join('/');
        if (/^(react|react-dom)$/.test(name) || /^@(theme|theme-original|theme-init|generated|site)$/.test(args.path.split('/')[0])) return undefined;
        if (coreExports.has(args.path) || unpacked.has(name)) return undefined;
        return { path: args.path, external: true };
      });
      void site;
    },
  };
}

/** The failures of compiling one component that imports every module of `modules`. */
async function compileAll(site: string, modules: string[]): Promise<string[]> {
  const entry = path.join(site, 'src', 'AllModules.js');
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  fs.writeFileSync(entry, modules.map((m, i) => `import * as m${i} from ${JSON.stringify(m)};\nexport { m${i} };\n`).join(''));
  const config = {
    title: 'S',
    tagline: '',
    url: 'https://example.com',
    baseUrl: '/',
    themes: [],
    i18n: { defaultLocale: 'en', locales: ['en'] },
    themeConfig: {},
  };
  const options = bundleOptions(site, config as unknown as DocusaurusSiteConfig, DOCUSAURUS_FILES);
  const coreExports = new Set(modules.filter((m) => /^@docusaurus\/[\w-]+$/.test(m)));
  try {
    await build({
      ...options,
      entryPoints: [entry],
      write: false,
      outdir: path.join(site, 'out'),
      plugins: [externalPackages(site, coreExports), ...(options.plugins ?? [])],
    });
    return [];
  } catch (e) {
    const errors = (e as { errors?: { text: string; location?: { file: string; lineText: string } }[] }).errors ?? [{ text: String(e) }];
    return errors.map((x) => `${x.location ? `${path.relative(site, x.location.file)}: ` : ''}${x.text}`);
  }
}

for (const version of VERSIONS)
  test(`every module Docusaurus ${version} gives a site's code exists in the engine`, { timeout: 240_000 }, async () => {
    const site = siteWith(version);
    const modules = surface(site);
    assert.ok(modules.includes('@theme/MDXComponents/Ul') && modules.includes('@docusaurus/Link') && modules.length > 150, `${modules.length} modules read`);
    // (Apart: a module refused stops esbuild before it checks the names the others import.)
    const refused = '@docusaurus/ComponentCreator';
    const failures = await compileAll(
      site,
      modules.filter((m) => m !== refused),
    );
    assert.deepEqual(failures, [], `${failures.length} failures:\n${failures.join('\n')}`);
    // The one refused, with what to do: it reads the route registry Docusaurus' build generates.
    assert.deepEqual(await compileAll(site, [refused]), [`src/AllModules.js: ${COMPONENT_CREATOR}`]);
  });

/**
 * What the installed theme answers runs as Docusaurus runs it: a swizzled MDXComponents wrapping the
 * classic theme's `MDXComponents/Ul` (which the engine does not draw itself) renders that Ul, its CSS
 * module class on a task list; core's own Interpolate; a name of theme-common the engine's port lacks.
 */
test('modules the engine does not draw are the installed theme’s own, and render', { timeout: 240_000 }, async () => {
  const site = siteWith(VERSIONS[0]);
  withClientDependencies(work, site);
  const files: Record<string, string> = {
    'src/theme/MDXComponents.js':
      "import MDXComponents from '@theme-original/MDXComponents';\nimport Ul from '@theme/MDXComponents/Ul';\nexport default { ...MDXComponents, ul: Ul };\n",
    'src/components/Uses.jsx': [
      "import Interpolate from '@docusaurus/Interpolate';",
      "import { isMultiColumnFooterLinks } from '@docusaurus/theme-common';",
      "import MDXComponents from '@theme/MDXComponents';",
      'export const TaskList = () => <MDXComponents.ul className="contains-task-list"><li>one</li></MDXComponents.ul>;',
      'export const Greeting = () => <Interpolate values={{ name: <b>you</b> }}>{"Hello {name}"}</Interpolate>;',
      "export const Columns = () => <span>{String(isMultiColumnFooterLinks([{ title: 'a', items: [] }]))}</span>;",
    ].join('\n'),
  };
  writeSiteFiles(site, files);
  const mod = await (await bundleSiteModule(site, 'src/components/Uses.jsx')).load<Record<'TaskList' | 'Greeting' | 'Columns', ComponentType>>();
  const html = (c: ComponentType) => renderToStaticMarkup(createElement(c));
  assert.match(html(mod.TaskList), /^<ul class="contains-task-list [\w-]*containsTaskList[\w-]*"><li>one<\/li><\/ul>$/);
  assert.equal(html(mod.Greeting), 'Hello <b>you</b>');
  assert.equal(html(mod.Columns), '<span>true</span>');
});
