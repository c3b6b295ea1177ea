/** Scans the content for the site's own components and compiles them before Next builds or serves. */
import type { LoadedSite } from '../../../lib/api/content';
import type { NavbarItem, SiteConfig } from '../../../lib/api/config';
import { bundleSiteComponents } from './bundle';
import { docsGlobalData } from './docs-global-data';
import type { SiteComponentsManifest, UncompiledCode } from '../../../lib/api/build';
import { BuildError } from '../../../lib/api/build';
import { uncompiledProblems } from './uncompiled-problems';
import type { DocusaurusFiles } from '../files';
import { scanPageModules, scanPages, scanSiteComponents, scanStylesheets } from './scan';
import { loadScanMemo, saveScanMemo } from './component-cache';
import { docusaurusSiteConfig } from './site-config-view';
import { configParts } from './live-config';
import { dropUncompiledPages, pageModules } from '../../../lib/api/content';
import { compileSiteStyles } from '../site-styles/compile';
import { siteCssMinimizer } from '../site-styles/minify';
import { pluginStylesheets, sitePlugins } from '../../../lib/api/plugins';
import type { AvailablePlugins } from '../../../lib/api/plugins';
import { themeParts } from './theme-parts';
import { runSitePostcss, siteCssFiles } from '../site-styles/postcss';
import { GENERATED_DIR } from '../../../lib/api/build';
import { addSiteGrammars, sitePrism } from './prism-grammars';
import fs from 'node:fs';
import path from 'node:path';
import { withoutMisplacedImports } from '../site-styles/misplaced-imports';
import { siteMount } from '../../../lib/api/shared';
import { sayUncompiled } from './uncompiled-line';
import { LIVE_CODEBLOCK_ENTRY, LIVE_CODEBLOCK_THEME } from '../live-codeblock';
import { ownFile, siteFoldersOf } from './site-folders';

/**
 * `modules`: the files that answer Docusaurus' modules (../files.ts), `plugins` the plugins this checkout provides (handed in
 * by whoever wires the build: lib/plugins/types.ts); `production`: a build that publishes, whose
 * stylesheet goes through the site's own CSS minimizer as Docusaurus' production build's does.
 */
export async function prepareSiteComponents(
  site: Pick<LoadedSite, 'config' | 'index'>,
  contentDir: string,
  modules: DocusaurusFiles,
  plugins: AvailablePlugins,
  uncompiled: UncompiledCode,
  production = false,
): Promise<SiteComponentsManifest | undefined> {
  const { config } = site;
  // The site's stylesheets through its PostCSS plugins (Tailwind), each at its own path, for both bundles.
  // (Only a site with PostCSS plugins or a PostCSS config has its folder walked for stylesheets.)
  const css =
    config.postcss?.length || config.postcssConfig
      ? runSitePostcss(siteCssFiles(contentDir), contentDir, config.postcss, config.postcssConfig)
      : new Map<string, string>();
  const pages = pageModules(site.index, contentDir);
  const parts = themeParts(contentDir, config.sourceConfig);
  const partImports = Object.entries(parts).map(([part, module]) => ({ module, from: `src/theme/${part}` }));
  // Every page read once; one scanned before, by its hash, is not parsed again.
  const withPageModules = Boolean(config.content?.pageComponents);
  const scanned = scanPages(contentDir, loadScanMemo(process.cwd(), contentDir), withPageModules);
  saveScanMemo(process.cwd(), contentDir, scanned.memo);
  // Pages' own components, where the config lets pages define them (content.pageComponents).
  const pageComponents = withPageModules ? scanPageModules(contentDir, scanned.pages) : [];
  const siteView = docusaurusSiteConfig(config);
  // The live code blocks' CodeBlock, which pages' live blocks render with (../live-codeblock.ts).
  const live = siteView.themeConfig.liveCodeBlock ? [{ module: LIVE_CODEBLOCK_ENTRY, from: `docusaurus.config (${LIVE_CODEBLOCK_THEME})` }] : [];
  const imports = [
    ...scanSiteComponents(contentDir, scanned.pages, config.globalComponents, config.resolveAlias),
    ...pages,
    ...partImports,
    ...pageComponents,
    ...live,
  ];
  const stylesheets = scanStylesheets(contentDir, scanned.pages);
  // (A client module of a site read where it lies is its own file: ./site-folders.ts.)
  const folders = siteFoldersOf(contentDir);
  const clientModules = (config.clientModules ?? []).map((m) => ownFile(folders, path.resolve(contentDir, m)));
  // Where the site's modules resolve, for the components' bundle and the languages' module below.
  const resolving = {
    aliases: config.resolveAlias,
    mount: siteMount(config),
    ...(config.content?.staticFolders ? { staticFolders: config.content.staticFolders } : {}),
  };
  const manifest = await bundleSiteComponents(
    imports,
    contentDir,
    siteView,
    modules,
    { stylesheets, parts, clientModules },
    {
      ...resolving,
      css,
      docsGlobalData: docsGlobalData(site.index, siteView.i18n.defaultLocale),
      pageUrls: (site.index.pages?.pages ?? []).map((p) => p.url),
      config: configParts(config),
    },
  );
  // The site's highlighter, its code blocks' tokens as Docusaurus' Prism gives them (./prism-grammars.ts); a site
  // without components of its own gets a manifest for it alone.
  const withGrammars = manifest ?? (sitePrism(contentDir) ? { modules: {} } : undefined);
  if (withGrammars) await addSiteGrammars(withGrammars, contentDir, siteView, modules, resolving);
  // An @import left after other rules in their CSS (a package's stylesheet not installed) goes, as in the site's styles.
  const componentsCss = path.join(process.cwd(), GENERATED_DIR, 'bundle.css');
  if (fs.existsSync(componentsCss)) {
    const css = fs.readFileSync(componentsCss, 'utf8');
    const kept = withoutMisplacedImports(css);
    if (kept !== css) {
      console.warn(`⚠ the site components' CSS has @import rules after other rules, which browsers ignore: left out`);
      fs.writeFileSync(componentsCss, kept);
    }
  }
  // The site's stylesheets, with the components' CSS between Infima and its own (../site-styles/compile.ts).
  const minimizer = production ? await siteCssMinimizer(siteFoldersOf(contentDir).own ?? contentDir, config.sourceConfig?.future) : undefined;
  await compileSiteStyles(config, contentDir, undefined, css, pluginStylesheets(sitePlugins(config, plugins)), undefined, minimizer);
  if (uncompiled === 'fail') {
    const problems = uncompiledProblems(site.index, manifest, imports, contentDir);
    if (problems.length) throw new BuildError("The site's code does not compile", problems);
    return reportCompiled(manifest);
  }
  for (const m of manifest?.clientModules ?? []) if (m.error) sayUncompiled('client module', m.file, m.error);
  const pageFiles = new Set(pages.map((p) => p.from));
  for (const m of Object.values(manifest?.modules ?? {})) if (m.error && !pageFiles.has(m.file)) sayUncompiled('component', m.file, m.error);
  // A React page that does not compile is not published (lib/pages/compiled-pages.ts); the rest of the site is.
  const dropped = dropUncompiledPages(site.index, manifest, contentDir);
  for (const d of dropped) sayUncompiled('page', d.file, d.error);
  // Redirects to such a page go with it (the page's line above says why), rather than failing the link check.
  const gone = new Set(dropped.map((d) => d.url.replace(/\/$/, '')));
  const kept = config.redirects?.filter((r) => !gone.has(r.to.replace(/[?#].*$/, '').replace(/\/$/, '')));
  if (kept && config.redirects && kept.length < config.redirects.length) {
    for (const r of config.redirects.filter((r) => !kept.includes(r))) console.error(`✗ the redirect from ${r.from} to ${r.to} is left out with its page`);
    config.redirects = kept;
  }
  // Navbar and footer links to such a page go with it too: Docusaurus had no such link to check,
  // since its build could not compile the page at all.
  dropLinksTo(config, gone);
  return reportCompiled(manifest);
}

function reportCompiled(manifest: SiteComponentsManifest | undefined): SiteComponentsManifest | undefined {
  const compiled = Object.values(manifest?.modules ?? {}).filter((m) => !m.error).length;
  if (manifest) console.log(`Site components: ${compiled} of ${Object.keys(manifest.modules).length} modules compiled`);
  return manifest;
}

/** Leaves out the navbar items and footer links that point at a page left out (`gone`: URLs without their trailing slash), each said. */
export function dropLinksTo(config: SiteConfig, gone: Set<string>): void {
  if (!gone.size) return;
  const isGone = (href: string | undefined) => href !== undefined && gone.has(href.replace(/[?#].*$/, '').replace(/\/$/, ''));
  const say = (what: string, href: string) => console.error(`✗ the ${what} (to ${href}) is left out with its page`);
  config.navbar.items = config.navbar.items.flatMap((item): NavbarItem[] => {
    if (item.type === 'link' && isGone(item.href)) return (say(`navbar item "${item.label}"`, item.href), []);
    if (item.type !== 'dropdown') return [item];
    const items = item.items.filter((sub) => sub.type !== 'link' || !isGone(sub.href) || (say(`navbar item "${item.label} › ${sub.label}"`, sub.href), false));
    return items.length ? [{ ...item, items }] : [];
  });
  for (const column of config.footer.links ?? [])
    column.items = column.items.filter((link) => !isGone(link.href) || (say(`footer link "${link.label}"`, link.href!), false));
}
