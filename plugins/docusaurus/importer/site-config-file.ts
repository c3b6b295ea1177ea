/**
 * The import's last phases: the site's look and identity from its config (navbar, footer, styles,
 * code colours), the engine's site.config.json made of all the phases found, and the files written
 * with it (versions.json, the in-place reading, the OpenSearch description).
 */
import fs from 'node:fs';
import path from 'node:path';
import { allowHtml, type ImportRun } from './import-run';
import type { SiteCode } from './site-code';
import type { SiteContent } from './site-content';
import type { DocsImported } from './docs';
import type { importI18n } from './i18n';
import { DOCSEARCH_TAG_FACET, identityFromConfig } from './identity';
import { installedEntry } from '../site-components/installed-entry';
import { stylesFromConfig, writeComponentPackages } from './styles';
import { copyRegistrySettings } from './npm-registry';
import { unappliedSwizzles } from './swizzled-theme';
import { usesLiveCodeBlock } from '../live-codeblock';
import { prismFromConfig } from './prism';
import { resolveComponentModule, swizzledThemeModule } from '../site-components/resolve';
import { configHtmlScripts } from '../../../lib/api/config';
import type { SiteConfig, NavbarItem } from '../../../lib/api/config';
import { configFileOf, stubPath } from './config';
import { contentAliases } from './site-files';
import { leadsOutsideSite, takeLinkProblems } from './site-links';
import { packageRanges } from './workspace-packages';
import { plainCopy } from './local-plugins';
import { writeReading } from '../in-place/reading';
import { componentPackages } from './component-packages';
import { siteThemes, unmappedConfig } from './unmapped-config';
import { pluginRoutesOf } from './plugin-routes';
import { withoutPluginSidebarItems } from './plugin-sidebars';
import { headFromConfig } from './head-tags';
import { openSearchOf } from './opensearch';
import { otherStaticDirectories, staticDirectoriesOf } from './static-directories';
import { siteThemePath } from '../site-components/site-src';
import { withThemeOptions } from './theme-options';
import { packageDir } from '../site-components/theme-aliases';
import { docusaurusFrom, docusaurusMajor } from './mdx1';
import { admonitionTypesOf } from './admonition-types';
import { isClassicPresetName } from './presets';

/** Whether the site's own `src/theme/SearchBar` draws its search without the engine's box: it wraps no original. */
function ownSearchBar(from: string): boolean {
  const file = swizzledThemeModule(from, 'SearchBar');
  return file !== undefined && !/['"]@theme-(original|init)\/SearchBar['"]/.test(fs.readFileSync(file, 'utf8'));
}

export interface SiteLook {
  identity: ReturnType<typeof identityFromConfig>;
  look: ReturnType<typeof stylesFromConfig>;
  code?: Awaited<ReturnType<typeof prismFromConfig>>;
}

/**
 * The config's identity (navbar, footer, brand) and look (the classic theme's customCss, after
 * Infima; files outside src/ copied to the same path), with the packages the styles import added to
 * the content folder's install, and code colours and magic comments (themeConfig.prism).
 */
export async function importLook(run: ImportRun, docs: DocsImported, code: SiteCode, content: SiteContent): Promise<SiteLook> {
  const { from, to, site, report } = run;
  const setOfInstance = (id: string) => report.instances.find((i) => i.id === id)?.set;
  const identity = site.raw
    ? identityFromConfig(site.raw, {
        baseUrl: site.baseUrl,
        setOfInstance,
        setLabel: (id) => docs.sets.find((s) => s.id === id)?.label ?? id,
        ownSearchBar: ownSearchBar(from),
      })
    : { config: {}, unmapped: ['the whole docusaurus.config (it could not be evaluated): navbar, footer and brand are defaults'] };
  if (identity.config.navbar) {
    const { items, messages } = withoutPluginSidebarItems(identity.config.navbar.items, docs.pluginSidebars);
    identity.config.navbar.items = items;
    for (const message of messages) report.warnings.push({ file: path.relative(from, configFileOf(from) ?? from) || '.', message });
  }
  const configFile = configFileOf(from);
  const look = site.raw
    ? stylesFromConfig(site.raw, from, configFile ? fs.readFileSync(configFile, 'utf8') : '')
    : { styles: [], extraFiles: [], unmapped: [], packages: [] };
  // (Read in place, the stylesheets are the site's own files, where they lie: ../site-styles/compile.ts.)
  for (const rel of run.reading ? [] : look.extraFiles) if (!leadsOutsideSite(from, path.join(from, rel))) fs.cpSync(path.join(from, rel), path.join(to, rel));
  if (look.packages.length || content.contentPackages.length) {
    report.componentPackages = componentPackages(from, [...run.pagePackages, ...look.packages], code.packageNotes, code.livePackages);
    if (Object.keys(report.componentPackages).length) {
      writeComponentPackages(to, report.componentPackages);
      copyRegistrySettings(from, to);
    }
  }
  // Packages the site imports that no registry install gives (a monorepo's private package, a `link:` path).
  for (const [name, why] of code.packageNotes)
    report.warnings.push({ file: 'package.json', message: `${name} is not installed (${why}); what imports it does not compile` });
  // The monorepo's own packages, installed at their version: the install may fall back to a later release (scripts/import-docusaurus.ts).
  const workspace = Object.entries(packageRanges(from).workspace).filter(([name]) => report.componentPackages?.[name]);
  if (workspace.length) report.workspacePackages = Object.fromEntries(workspace);
  identity.unmapped.push(...look.unmapped, ...(code.markdownPlugins?.unmapped ?? []));
  const prism = site.raw ? await prismFromConfig(site.raw, from) : undefined;
  identity.unmapped.push(...(prism?.unmapped ?? []));
  report.warnings.push(...content.sitePages.warnings);
  for (const { file, component } of content.sitePages.components) {
    const item = (report.componentImports[component] ??= { count: 0, files: [] });
    item.count++;
    if (item.files.length < 20) item.files.push(file);
  }
  return { identity, look, ...(prism ? { code: prism } : {}) };
}

/** What the engine's site.config.json is made of: every phase's findings. */
export interface SiteParts {
  docs: DocsImported;
  code: SiteCode;
  content: SiteContent;
  look: SiteLook;
  i18n: ReturnType<typeof importI18n>;
}

/** The navbar an imported site gets when its config names none: its other sets, their versions, search. */
function defaultNavbar(sets: DocsImported['sets']): NavbarItem[] {
  return [
    ...sets.filter((s) => s.id !== 'docs').map((s) => ({ type: 'docSidebar' as const, set: s.id, label: s.label })),
    ...sets.filter((s) => s.versioned).map((s) => ({ type: 'docsVersionDropdown' as const, set: s.id })),
    { type: 'search' as const },
  ];
}

/** "entry" where the site's Docusaurus (before 3.9) shows a sidebar entry's own class and custom props over its doc's front matter (plugin-content-docs props.ts toSidebarDocItemLinkProp). */
export function sidebarEntryPropsOf(root: string): 'entry' | undefined {
  return docusaurusFrom(root, 3, 9) === false ? 'entry' : undefined;
}

/** The engine's config of the site, and the report's lines of what of the Docusaurus config it does not carry over. */
export function siteConfigOf(run: ImportRun, { docs, code, content, look: { identity, look, code: prism }, i18n }: SiteParts): SiteConfig {
  const { from, to, site, report, reading, allowedHtml } = run;
  const { blogs, pagesPlugin } = content;
  const { bundling, clientModules, markdownPlugins } = code;
  const head = site.raw ? headFromConfig(site.raw, site.baseUrl, from) : { unmapped: [] };
  // (Copied by importStatic when the docs are not read in place: ./site-content.ts.)
  const copiedStatic = reading ? [] : otherStaticDirectories(site.raw, from);
  report.unmappedConfig = [
    ...(site.raw
      ? unmappedConfig(site.raw, {
          wrappersRun: new Set((report.packagePlugins ?? []).flatMap((p) => (p.wrapsClassic ? [p.presetAt!] : []))),
          searchInstalled: packageDir(from, '@docusaurus/theme-search-algolia') !== undefined,
        })
      : []),
    ...head.unmapped,
    ...identity.unmapped,
    ...site.instances.flatMap((i) => i.unmapped ?? []),
    ...blogs.flatMap((b) => b.unmapped),
    ...pagesPlugin.unmapped,
    ...i18n.unmapped,
    ...unappliedSwizzles(to, usesLiveCodeBlock(site.raw), site.raw),
  ];
  const pluginRoutes = pluginRoutesOf(
    site.raw,
    site.baseUrl,
    (site.wrappedPlugins ?? []).map((p) => p.name),
  );
  // The config's HTML that runs script (a copyright's <script>, an html item's handler): Docusaurus publishes it as it is, so the site allows each name.
  for (const { key, name } of configHtmlScripts(identity.config as Record<string, unknown>))
    allowHtml(run, name, `${path.basename(configFileOf(from) ?? 'docusaurus.config.js')} (${key})`);
  // Diagrams drawn with the Mermaid the site installed, as theme-mermaid bundles it (its own dependency).
  const mermaidInBrowser = identity.config.markdown?.mermaidInBrowser;
  const ownMermaid = mermaidInBrowser && siteMermaid(from);
  if (mermaidInBrowser && ownMermaid) mermaidInBrowser.package = ownMermaid;
  const entryProps = sidebarEntryPropsOf(from);
  const admonitionTypes = admonitionTypesOf(site.raw, from, (id) => report.instances.find((i) => i.id === id)?.set, docusaurusMajor(from));
  const duplicateRoutes = (['ignore', 'log', 'warn', 'throw'] as const).find((level) => level === site.raw?.onDuplicateRoutes) ?? 'warn';
  // Nothing of this project's own brand carries over: neutral defaults, then the site's identity.
  return {
    title: site.title,
    tagline: '',
    url: site.url,
    baseUrl: site.baseUrl,
    titleSeparator: '|',
    repository: repositoryOf(site.raw, from),
    sets: docs.sets,
    navbar: { logo: { alt: site.title, src: '', href: site.baseUrl }, items: defaultNavbar(docs.sets) },
    announcement: null,
    footer: { copyright: '' },
    colorMode: { default: 'light', switch: false },
    // Without a search theme (DocSearch's config, a local search), the classic theme's SearchBar is a Noop: the layer's own SearchBar or none.
    search: { hitsPerPage: 20, tagFacet: DOCSEARCH_TAG_FACET, algolia: null, layerOnly: true },
    // A tab group's choice under Docusaurus' own key (theme-common tabsUtils getStorageKey): the readers' choices carry over.
    tabs: { storagePrefix: 'docusaurus.tab.' },
    // The docs' breadcrumb trail starts at the site's home page, as theme-classic's does.
    breadcrumbRoot: 'site',
    ...(entryProps ? { sidebarEntryProps: entryProps } : {}),
    // Docusaurus publishes no Markdown copies of the pages, nor llms.txt, and its pages have no Copy page.
    markdownExport: false,
    // Docusaurus writes no robots.txt but the site's static one, and a sitemap only by its sitemap plugin
    // (the engine's stands in for it where the plugin is not run from an install; its postBuild writes over it).
    crawlFiles: { robots: false, ...(usesSitemapPlugin(site.raw) ? {} : { sitemap: false }) },
    onBrokenLinks: 'throw',
    onBrokenMarkdownLinks: 'warn',
    // (Docusaurus checks anchors from 3.1.0 on, its onBrokenAnchors' release: before it, none is reported.)
    onBrokenAnchors: docusaurusFrom(from, 3, 1, 0) === false ? 'ignore' : 'warn',
    onDuplicateRoutes: duplicateRoutes,
    // Before 3.1.1 Docusaurus' link check matched links against its routes with react-router, in any
    // case; from 3.1.1 it checks a page's path as it is (core server/brokenLinks.ts validPathnames).
    ...(docusaurusFrom(from, 3, 1, 1) === false ? { routesMatchAnyCase: true } : {}),
    // A doc shows its sidebar wherever it is, at the site's base path too (theme-classic's DocRoot).
    frontPageSidebar: true,
    // Docusaurus validates frontmatter with allowUnknown: a site's own keys reach its components (useDoc().frontMatter).
    unknownFrontmatterKeys: 'keep',
    // Docusaurus' theme layer (plugins/docusaurus/plugin.ts): the sidebar's markup in Docusaurus' classes, for the site's CSS.
    plugins: ['docusaurus'],
    ...identity.config,
    ...(look.styles.length ? { styles: look.styles } : {}),
    ...(prism ? { prism: prism.prism } : {}),
    ...(Object.keys(globalComponentsOf(from)).length ? { globalComponents: globalComponentsOf(from) } : {}),
    ...(clientModules.modules.length ? { clientModules: clientModules.modules } : {}),
    ...(markdownPlugins?.entries.length ? { markdownPlugins: markdownPlugins.entries } : {}),
    ...(admonitionTypes.length ? { admonitionTypes } : {}),
    ...(siteThemes(site.raw).length ? { themes: siteThemes(site.raw) } : {}),
    ...(Object.keys(bundling.aliases).length ? { resolveAlias: contentAliases(from, bundling.aliases) } : {}),
    ...(bundling.postcss.length ? { postcss: bundling.postcss } : {}),
    // (And its PostCSS config, as Docusaurus' postcss-loader finds it: Tailwind's usual place.)
    ...(code.postcssConfig ? { postcssConfig: true as const } : {}),
    ...(pluginRoutes.length ? { pluginRoutes } : {}),
    // The config as the site's components read it from siteConfig (plugins/docusaurus/site-components/site-config-view.ts).
    ...(site.raw ? { sourceConfig: sourceConfigOf(site.raw, from) } : {}),
    // Docusaurus ran the pages' own components (mdx-loader compiles each page to a module webpack bundles).
    content: {
      pageComponents: true,
      // (Read in place, the docs are not parsed here: Docusaurus published what HTML they hold, so all of it is allowed.)
      ...(reading ? { allowHtml: ['*'] } : Object.keys(allowedHtml).length ? { allowHtml: Object.keys(allowedHtml).sort() } : {}),
      // (And what the docs name anywhere in the site is theirs, as webpack finds it.)
      ...(reading
        ? {
            outsideFolders: [path.relative(to, from) || '.'],
            staticFolders: staticDirectoriesOf(site.raw, from, to),
            // (src/ is compiled where it lies: the live preview watches it.)
            ...(fs.existsSync(path.join(from, 'src')) ? { codeFolders: [path.relative(to, path.join(from, 'src'))] } : {}),
          }
        : copiedStatic.length
          ? { staticFolders: copiedStatic }
          : {}),
    },
    // One blog as an object, several as a list (each plugin-content-blog instance, lib/config/blog.ts).
    ...(blogs.length === 1
      ? { blog: withThemeBlogOptions(blogs[0].config, site.raw) }
      : blogs.length
        ? { blog: blogs.map((b) => withThemeBlogOptions(b.config, site.raw)) }
        : {}),
    ...(head.head ? { head: head.head } : {}),
    ...(typeof site.raw?.titleDelimiter === 'string' ? { titleSeparator: site.raw.titleDelimiter } : {}),
    // (Read in place, the pages lie in the site's own folder: their path is relative to it, lib/config/pages.ts.)
    ...(run.reading?.pages && pagesPlugin.config !== false
      ? { pages: { ...pagesPlugin.config, root: path.resolve(from) } }
      : pagesPlugin.config !== undefined
        ? { pages: pagesPlugin.config }
        : {}),
    ...(i18n.config ? { i18n: i18n.config } : {}),
  };
}

/** The engine's files of the site written: site.config.json, versions.json, the in-place reading, the OpenSearch description; and what the walks left to report. */
export function writeSiteFiles(run: ImportRun, config: SiteConfig, docs: DocsImported, i18n: ReturnType<typeof importI18n>): void {
  const { from, to, site, report, reading, allowedHtml } = run;
  if (Object.keys(allowedHtml).length) report.allowedHtml = allowedHtml;
  // theme-search-algolia's OpenSearch description at each locale's baseUrl, and the link to it (./opensearch.ts).
  const openSearch = openSearchOf(site.raw, site.baseUrl, i18n.config);
  if (openSearch) {
    for (const [rel, text] of openSearch.files) {
      fs.mkdirSync(path.dirname(path.join(to, 'static', rel)), { recursive: true });
      fs.writeFileSync(path.join(to, 'static', rel), text);
    }
    const tags = config.head?.tags ?? [];
    const locales = { ...config.head?.locales };
    for (const [name, tag] of Object.entries(openSearch.localeTags)) locales[name] = { ...locales[name], tags: [...(locales[name]?.tags ?? tags), tag] };
    config.head = { ...config.head, tags: [...tags, openSearch.tag], ...(Object.keys(locales).length ? { locales } : {}) };
  }
  fs.writeFileSync(path.join(to, 'versions.json'), JSON.stringify(docs.versionsFile, null, 2) + '\n');
  if (reading) writeReading(to, reading);
  fs.writeFileSync(path.join(to, 'site.config.json'), JSON.stringify(config, null, 2) + '\n');
  if (run.mdx1) report.mdx1 = run.mdx1;
  // Symbolic links the walks and copies did not follow (./site-links.ts): one out of the site fails its file.
  for (const p of takeLinkProblems(from)) {
    if (p.outside) report.failed.push({ file: p.file, error: p.message });
    else report.warnings.push({ file: p.file, message: p.message });
  }
}

/**
 * Components a Docusaurus site makes available to every page through a swizzled
 * src/theme/MDXComponents (`{ ...MDXComponents, Term: Term }`): name → `@site/…` module.
 */
export function globalComponentsOf(root: string): Record<string, string> {
  // `@theme/MDXComponents` resolves as a module does: a file, or a folder's index.
  const file = ['MDXComponents', 'MDXComponents/index']
    .flatMap((base) => ['js', 'jsx', 'ts', 'tsx'].map((e) => siteThemePath(root, `${base}.${e}`)))
    .find((f) => fs.existsSync(f));
  if (!file) return {};
  const source = fs.readFileSync(file, 'utf8');
  const modules = new Map<string, string>();
  const bind = (local: string, spec: string, exported: string) => {
    const modulePath = resolveComponentModule(spec, file, root);
    // (A Docusaurus module the engine answers is named by its specifier: plugins/docusaurus/site-components/resolve.ts.)
    const bound = modulePath && (path.isAbsolute(modulePath) ? `@site/${path.relative(root, modulePath).split(path.sep).join('/')}` : modulePath);
    if (bound) modules.set(local, `${bound}${exported === 'default' ? '' : `#${exported}`}`);
  };
  for (const m of source.matchAll(/^import\s+([\s\S]+?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const [, clause, spec] = m;
    const named = /\{([\s\S]*)\}/.exec(clause)?.[1];
    const def = /^\s*([A-Za-z_$][\w$]*)\s*(,|$)/.exec(clause)?.[1];
    if (def) bind(def, spec, 'default');
    for (const part of named?.split(',') ?? []) {
      const [imported, local = imported] = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((x) => x.trim());
      if (/^[A-Za-z_$][\w$]*$/.test(imported) && !/^\s*type\s/.test(part)) bind(local, spec, imported);
    }
  }
  const out: Record<string, string> = {};
  const body = /export\s+default\s+\{([\s\S]*?)\}/.exec(source)?.[1] ?? '';
  for (const m of body.matchAll(/(?:^|,)\s*([A-Za-z_$][\w$]*)\s*(?::\s*([A-Za-z_$][\w$]*))?\s*(?=,|$)/g)) {
    const spec = modules.get(m[2] ?? m[1]);
    if (spec) out[m[1]] = spec;
  }
  return out;
}

/** The key paths of `value` that hold a package's value the import stubs (`prism.theme` for `themes.github`). */
function stubbedKeys(value: unknown, at: string[] = [], depth = 0): string[][] {
  if (stubPath(value)) return [at];
  if (depth > 8 || value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => stubbedKeys(v, [...at, k], depth + 1));
}

/** `value` without the value at each key path. */
function withoutKeys(value: Record<string, unknown>, paths: string[][]): Record<string, unknown> {
  for (const keys of paths) {
    const parent = keys.slice(0, -1).reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), value);
    if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[keys.at(-1)!];
  }
  return value;
}

/**
 * The config as the site's components read it from siteConfig: a plain copy, its themes' options as
 * they validate them. A package's value the config names (a Prism theme of prism-react-renderer) is a
 * stub here, so its key is left for the site's config view to fill by name (../site-components/site-config-view.ts),
 * not by the default the validation would give in its absence.
 */
export function sourceConfigOf(raw: Record<string, unknown>, from: string): Record<string, unknown> {
  const copy = plainCopy(raw) as Record<string, unknown>;
  // (A config without one gets the themes' defaults too, as Docusaurus validates `{}`.)
  const themeConfig = copy.themeConfig && typeof copy.themeConfig === 'object' ? (copy.themeConfig as Record<string, unknown>) : {};
  const validated = withThemeOptions(copy, themeConfig, from, configFileOf(from) ?? from);
  if (validated === themeConfig && copy.themeConfig === undefined) return copy;
  return { ...copy, themeConfig: withoutKeys(plainCopy(validated) as Record<string, unknown>, stubbedKeys(raw.themeConfig)) };
}

/** The repository edit links point into: from organizationName/projectName, else the checkout's git remote. */
function repositoryOf(raw: Record<string, unknown> | undefined, root: string): SiteConfig['repository'] {
  const org = typeof raw?.organizationName === 'string' ? raw.organizationName : undefined;
  const project = typeof raw?.projectName === 'string' ? raw.projectName : undefined;
  if (org && project) return { url: `https://github.com/${org}/${project}`, branch: typeof raw?.deploymentBranch === 'string' ? raw.deploymentBranch : 'main' };
  return { url: `file://${root}`, branch: 'main' };
}

/** A blog's options with what the classic theme's config decides of it: its sidebar's recent posts by year, unless themeConfig.blog.sidebar.groupByYear is false. */
function withThemeBlogOptions<T extends object>(blog: T, raw: Record<string, unknown> | undefined): T {
  const theme = (raw?.themeConfig ?? {}) as { blog?: { sidebar?: { groupByYear?: unknown } } };
  return theme.blog?.sidebar?.groupByYear === false ? { ...blog, blogSidebarGroupByYear: false } : blog;
}

/** The folder of the mermaid package the site's theme-mermaid resolves, if it is installed. */
function siteMermaid(from: string): string | undefined {
  // (Its main module: the package exports no package.json.)
  const theme = installedEntry('@docusaurus/theme-mermaid', from);
  const mermaid = theme && installedEntry('mermaid/package.json', path.dirname(theme));
  return mermaid && path.dirname(mermaid);
}

/** Whether the config has plugin-sitemap: the classic preset's (unless its `sitemap: false`), or one its plugins name. */
function usesSitemapPlugin(raw: Record<string, unknown> | undefined): boolean {
  // (A config read by its conventions: the classic preset's defaults.)
  if (!raw) return true;
  const entries = (list: unknown) => (Array.isArray(list) ? list : []).map((e): unknown[] => (Array.isArray(e) ? e : [e, {}]));
  if (entries(raw.presets).some(([name, options]) => isClassicPresetName(name) && (options as { sitemap?: unknown } | undefined)?.sitemap !== false))
    return true;
  return entries(raw.plugins).some(([name]) => typeof name === 'string' && /(^|[\\/])(@docusaurus\/)?plugin-sitemap([\\/]|$)|^sitemap$/.test(name));
}
