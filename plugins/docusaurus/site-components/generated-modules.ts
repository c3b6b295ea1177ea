/**
 * The modules Docusaurus generates into .docusaurus/ that its theme packages and a site's code
 * import as `@generated/…` (core server/codegen/codegen.ts), made from what the engine knows of the
 * site: its config, its storage settings, its routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { DocusaurusSiteConfig } from './site-config-view';
import type { PluginGlobalData } from './global-data';
import { DOCS_PLUGIN } from './docs-global-data';
import { siteStorage } from './site-storage';
import type { GlobalVersion } from '../../../lib/api/content';

interface RouteEntry {
  path: string;
  exact: true;
}

/**
 * `@generated/routes` as a list of the site's page routes, each exact: every doc of every version
 * (the docs plugin's global data) and every page of the pages folder (`pages`, the index's; else
 * import-report.json's `sitePages`, which the import writes only after it bundles the site's code).
 * Docusaurus nests a docs version's routes under its path; theme-common's readers (findHomePageRoute,
 * which the breadcrumbs' home link asks) find a page at the site's root in either form.
 */
export function siteRoutes(siteRoot: string, docs: PluginGlobalData | undefined, defaultLocale: string, pages?: readonly string[]): RouteEntry[] {
  const paths = new Set<string>(pages);
  const report = path.join(siteRoot, 'import-report.json');
  if (!pages && fs.existsSync(report)) {
    const pages = (JSON.parse(fs.readFileSync(report, 'utf8')) as { sitePages?: { url: string }[] }).sitePages ?? [];
    for (const p of pages) paths.add(p.url);
  }
  const instances = docs?.[defaultLocale]?.[DOCS_PLUGIN] ?? {};
  for (const data of Object.values(instances))
    for (const v of (data as { versions?: GlobalVersion[] }).versions ?? []) for (const d of v.docs) paths.add(d.path);
  return [...paths].sort().map((p) => ({ path: p, exact: true }));
}

export interface GeneratedInputs {
  site: DocusaurusSiteConfig;
  siteRoot: string;
  docs?: PluginGlobalData;
  /** The pages folder's URLs. */
  pages?: readonly string[];
}

/**
 * The files the site's plugins wrote into Docusaurus' generatedFilesDir as the import ran them (a
 * local search's `generated.js`), kept in the content folder at their paths under it
 * (plugins/docusaurus/importer/local-plugins.ts): `@generated/<path>` there, as webpack's alias
 * `@generated` names .docusaurus/ (core webpack/base.ts).
 */
export const PLUGIN_GENERATED_DIR = 'plugin-generated';

/**
 * The generated modules that are the page's locale's under Docusaurus, which builds each locale
 * apart (`globalData.json`, `i18n.json`, `site-metadata.json`, `codeTranslations.json`): here one
 * bundle serves every locale, so each is an object that reads the page's at each use, from the
 * context `@docusaurus/useDocusaurusContext` gives (a client module reads its plugin's global data
 * at load: `globalData['docusaurus-plugin-vercel-analytics']`).
 */
const PAGE_LOCALE_MODULES: Record<string, string> = {
  globalData: 'useDocusaurusContext().globalData',
  i18n: 'useDocusaurusContext().i18n',
  'site-metadata': 'useDocusaurusContext().siteMetadata',
  codeTranslations: 'currentLocale()?.messages',
};

function pageLocaleModule(expression: string): string {
  return [
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    "import { currentLocale } from '@/components/api/page-state';",
    `const value = () => ${expression} ?? {};`,
    'export default new Proxy({}, {',
    '  get: (_, key) => value()[key],',
    '  has: (_, key) => key in value(),',
    '  ownKeys: () => Reflect.ownKeys(value()),',
    '  getOwnPropertyDescriptor: (_, key) => (key in value() ? { value: value()[key], enumerable: true, configurable: true, writable: false } : undefined),',
    '});',
    '',
  ].join('\n');
}

/**
 * Answers `@generated/site-storage`, `@generated/routes` and `@generated/docusaurus.config`, the
 * page's locale's `globalData`, `i18n`, `site-metadata` and `codeTranslations`, and the files plugins
 * wrote (PLUGIN_GENERATED_DIR).
 */
export function generatedModulesPlugin({ site, siteRoot, docs, pages }: GeneratedInputs): Plugin {
  const modules: Record<string, () => unknown> = {
    'site-storage': () => siteStorage(site),
    routes: () => siteRoutes(siteRoot, docs, site.i18n?.defaultLocale ?? 'en', pages),
    'docusaurus.config': () => site,
  };
  return {
    name: 'docusaurus-generated',
    setup(b) {
      b.onResolve({ filter: /^@generated\// }, (args) => {
        const written = path.join(siteRoot, PLUGIN_GENERATED_DIR, args.path.slice('@generated/'.length));
        if (fs.statSync(written, { throwIfNoEntry: false })?.isFile()) return { path: written };
        const name = args.path.slice('@generated/'.length).replace(/\.(json|js|mjs)$/, '');
        if (name in PAGE_LOCALE_MODULES) return { path: name, namespace: 'docusaurus-generated-locale' };
        if (!(name in modules)) return { errors: [{ text: `"${args.path}" is a module Docusaurus generates that this engine does not make` }] };
        return { path: name, namespace: 'docusaurus-generated' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docusaurus-generated' }, (args) => ({ contents: JSON.stringify(modules[args.path]()), loader: 'json' }));
      b.onLoad({ filter: /.*/, namespace: 'docusaurus-generated-locale' }, (args) => ({
        contents: pageLocaleModule(PAGE_LOCALE_MODULES[args.path]),
        loader: 'js',
        resolveDir: process.cwd(),
      }));
    },
  };
}
