/**
 * Imports a Docusaurus site into this engine's content layout:
 * <to>/<set>/<version>/… (the landing set unversioned at <to>/docs/), <to>/versions.json,
 * <to>/site.config.json and <to>/import-report.json. One page that cannot be converted is listed
 * in the report and skipped; it never stops the import.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOCSEARCH_TAG_FACET, identityFromConfig } from './identity';
import { stylesFromConfig, writeComponentPackages } from './styles';
import { copyRegistrySettings } from './npm-registry';
import { unappliedSwizzles } from './swizzled-theme';
import { LIVE_CODEBLOCK_THEME, liveCodeBlockPackages, usesLiveCodeBlock } from '../live-codeblock';
import { prismFromConfig } from './prism';
import { resolveComponentModule } from '../site-components/resolve';
import { configHtmlScripts } from '../../../lib/api/config';
import { readDocusaurusSite, configFileOf, configPackages, type SitePackages } from './config';
import { importPages, pagesPluginOf } from './pages';
import { contentAliases, copyFilesSiteModulesImport, copySiteModules } from './site-files';
import { copySiteTree, leadsOutsideSite, siteFiles, takeLinkProblems } from './site-links';
import { markdownPluginsFromConfig } from './markdown-plugins';
import { packageRanges } from './workspace-packages';
import { loadContext, localPluginsOf, plainCopy, type LocalPlugin } from './local-plugins';
import { importClientModules } from './client-modules';
import { packagePluginsOf } from './package-plugins';
import { writeReading, type Reading } from '../in-place/reading';
import { importDocs } from './docs';
import { transformMdx } from './transform-mdx';
import { versionFolders } from './docs-versions';
import { configPluginsBundling } from './config-plugins';
import { postcssConfigFiles } from './postcss-plugins';
import { copyTailwindContent } from './tailwind-content';
import { pluginOutputOf } from './plugin-output';
import { packageOf } from './presets';
import { docusaurusMajor } from './mdx1';
import { mdx1Parser } from './mdx1-reading';
import { pageParser } from './page-parse';
import type { MarkdownFormat } from '../../../lib/api/mdx';
import type { SiteConfig, NavbarItem } from '../../../lib/api/config';
import { importBlogChanges, importBlogs } from './blog';
import { siteThemes, unmappedConfig } from './unmapped-config';
import { pluginRoutesOf } from './plugin-routes';
import { withoutPluginSidebarItems } from './plugin-sidebars';
import { headFromConfig } from './head-tags';
import { openSearchOf } from './opensearch';
import { importI18n } from './i18n';
import { svgScripts } from '../../../lib/api/build';
import { installCommands } from './install-scripts';
import type { ImportOptions, ImportReport, PartialImport } from './import-report';

export type { ImportOptions, ImportReport, PartialImport } from './import-report';

/** The config's staticDirectories (default `static`) that exist, relative to the imported folder, in order: published under the baseUrl where they lie. */
function staticDirectoriesOf(raw: Record<string, unknown> | undefined, from: string, to: string): string[] {
  const listed = Array.isArray(raw?.staticDirectories) ? raw.staticDirectories.filter((d): d is string => typeof d === 'string') : ['static'];
  return listed
    .map((d) => path.resolve(from, d))
    .filter((d) => fs.existsSync(d))
    .map((d) => path.relative(to, d));
}

/** The config's markdown.format (Docusaurus' default: MDX for every file). */
function markdownFormatOf(raw: Record<string, unknown> | undefined): MarkdownFormat {
  const format = (raw?.markdown as { format?: unknown } | undefined)?.format;
  return format === 'md' || format === 'detect' ? format : 'mdx';
}

/**
 * @param packages the site's packages installed in `to` (a second import, after the install): real to
 * the config's and sidebars' helper modules, which may compute with them (./config.ts SitePackages)
 */
export async function importDocusaurus(
  from: string,
  to: string,
  packages?: SitePackages,
  partial?: PartialImport,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const started = Date.now();
  takeLinkProblems(from); // (a walk of an earlier run's, forgotten)
  const site = await readDocusaurusSite(from, packages);
  const markdownFormat = markdownFormatOf(site.raw);
  // A Docusaurus 2 site: its pages are MDX 1 (./mdx1.ts).
  const major = docusaurusMajor(from);
  const mdx1 =
    major !== undefined && major < 3
      ? {
          reason: `the site depends on @docusaurus/core ${major}.x (Docusaurus ${major}: MDX 1)`,
          readAsCommonMark: 0,
          bracesEscaped: 0,
          ...(mdx1Parser(from) ? { rewrittenAsRead: 0 } : {}),
          files: [] as string[],
        }
      : undefined;
  /** The converted page parsed as the build will parse it (./page-parse.ts). */
  const parsePage = pageParser(markdownFormat, from, mdx1);
  // The docs read where they lie: how the page pass reads them (../in-place/reading.ts).
  const reading: Reading | undefined =
    options.inPlace && !mdx1
      ? { siteRoot: from, baseUrl: site.baseUrl, instances: site.instances.map((i) => versionFolders(from, to, i)), generated: {} }
      : undefined;
  const duplicateRoutes = (['ignore', 'log', 'warn', 'throw'] as const).find((level) => level === site.raw?.onDuplicateRoutes) ?? 'warn';
  const report: ImportReport = {
    from,
    to,
    configMode: site.mode,
    ...(site.ownModulesStubbed ? { configOwnModulesStubbed: true } : {}),
    ...(site.error ? { configError: site.error } : {}),
    ...(site.wrappedPresets ? { presetsReadAsClassic: site.wrappedPresets } : {}),
    ...(site.wrappedPlugins
      ? { pluginsReadAsContent: site.wrappedPlugins.map((p) => ({ name: p.name, as: p.as, ...(p.addsRoutes ? { routesRun: true } : {}) })) }
      : {}),
    instances: [],
    pages: 0,
    partialsInlined: 0,
    rawFilesInlined: 0,
    dataImports: 0,
    staticFiles: 0,
    sidebars: {},
    componentImports: {},
    componentsCompiled: [],
    componentsPassedThrough: [],
    failed: [],
    warnings: [],
  };
  // (An install there is kept: the next npm install brings it to the new package.json, and a second import reads the config with it.)
  for (const entry of fs.existsSync(to) && !partial ? fs.readdirSync(to) : [])
    if (entry !== 'node_modules') fs.rmSync(path.join(to, entry), { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  // Files plugins the engine does not run write at build time, which pages may import (./plugin-output.ts).
  const pluginOutput = pluginOutputOf(site.raw, from);
  // npm packages pages import directly (`import ReactPlayer from 'react-player'`).
  const pagePackages = new Set<string>();
  const allowedHtml: Record<string, string[]> = {};
  const { versionsFile, sets, pluginSidebars } = await importDocs({
    from,
    to,
    site,
    packages,
    partial,
    reading,
    report,
    parsePage,
    pluginOutput,
    pagePackages,
    allowedHtml,
  });
  if (partial) {
    // A blog's posts and files, each alone (./blog.ts importBlogChanges); the rest is the site's: a partial import changes none of it.
    const hooks = {
      warn: (file: string, message: string) => report.warnings.push({ file, message }),
      fail: (failure: { file: string; error: string }) => report.failed.push(failure),
      post: (file: string, text: string) => parsePage(file, text).text,
    };
    importBlogChanges(from, to, site.raw, site.baseUrl, hooks, { changed: partial.only, imported: partial.imported });
    return report;
  }

  // The site's own modules (components, swizzled theme, data they import), compiled by the engine.
  const srcDir = path.join(from, 'src');
  if (fs.existsSync(srcDir)) copySiteTree(from, srcDir, path.join(to, 'src'));
  // What its modules import from outside src/ (users.json and the like), at the same path, and the
  // files the config's own plugins alias for webpack; the PostCSS plugins they add, with the Tailwind
  // config those read, and their packages (./config-plugins.ts).
  const bundling = site.raw ? await configPluginsBundling(site.raw, loadContext(site.raw, from, configFileOf(from))) : { aliases: {}, postcss: [], notes: [] };
  if (Object.keys(bundling.aliases).length) report.webpackAliases = bundling.aliases;
  if (bundling.postcss.length) report.postcssPlugins = bundling.postcss;
  for (const note of bundling.notes)
    report.warnings.push({ file: configFileOf(from) ? path.basename(configFileOf(from)!) : 'docusaurus.config.js', message: note });
  copyFilesSiteModulesImport(from, to, bundling.aliases, pagePackages);
  // (A PostCSS plugin of the site's own files is copied with what it imports.)
  const ownPostcss = bundling.postcss.filter((p) => p.startsWith('./')).map((p) => p.slice(2));
  for (const name of bundling.postcss) if (!name.startsWith('./')) pagePackages.add(name);
  if (bundling.postcss.length) for (const name of copySiteModules(from, to, [...ownPostcss, ...postcssConfigFiles(from)])) pagePackages.add(name);
  // (And the files the Tailwind config's `content` names beyond src/, the config's HTML among them.)
  if (bundling.postcss.length) report.warnings.push(...(await copyTailwindContent(from, to)).warnings);
  // The site's remark and rehype plugins: their packages installed, their files copied.
  const markdownPlugins = site.raw ? markdownPluginsFromConfig(site.raw, from, (id) => report.instances.find((i) => i.id === id)?.set) : undefined;
  if (markdownPlugins) {
    // A plugin package the site does not depend on cannot be installed (Docusaurus could not load it either).
    const notes = new Map<string, string>();
    const declared = componentPackages(from, markdownPlugins.packages, notes);
    for (const name of markdownPlugins.packages.filter((n) => !declared[n])) {
      markdownPlugins.unmapped.push(
        notes.has(name)
          ? `markdown plugin ${name}: ${notes.get(name)}, so it is not installed and pages render without it`
          : `markdown plugin ${name}: not among the site's dependencies (package.json or its lock), so it is not installed and pages render without it`,
      );
      markdownPlugins.entries = markdownPlugins.entries.filter((e) => e.module.startsWith('.') || packageOf(e.module) !== name);
    }
    for (const name of markdownPlugins.packages) pagePackages.add(name);
    for (const name of copySiteModules(from, to, markdownPlugins.files)) pagePackages.add(name);
    report.markdownPlugins = markdownPlugins.entries.map(
      (e) => `${e.stage === 'beforeDefault' ? 'beforeDefault ' : ''}${e.kind}: ${e.module}${e.export ? `#${e.export}` : ''} (${e.appliesTo?.join(', ')})`,
    );
  }
  // The site's own plugin functions: copied with what they import and their packages installed, to be
  // run after the install as Docusaurus loads them (scripts/import-docusaurus.ts, ./local-plugins.ts).
  // (One read as the content plugin it extends runs too when it adds routes of its own: ./local-plugins.ts.)
  const localPlugins = [
    ...(site.raw ? localPluginsOf(site.raw, from, configFileOf(from)) : []),
    ...(site.wrappedPlugins ?? [])
      .filter((p) => p.addsRoutes)
      .map((p): LocalPlugin => ({ module: p.module, extends: p.as, ...(p.options !== undefined ? { options: plainCopy(p.options) } : {}) })),
  ];
  if (localPlugins.length) {
    for (const name of copySiteModules(
      from,
      to,
      localPlugins.map((p) => p.module.slice(2)),
    ))
      pagePackages.add(name);
    report.localPlugins = localPlugins;
  }
  // The config's client modules, run on every page: copied with what they import (./client-modules.ts).
  const clientModules = importClientModules(site.raw, from, to);
  for (const name of clientModules.packages) pagePackages.add(name);
  // The live code blocks' playground runs the site's react-live (the theme's dependency, at the version its lock installed).
  const livePackages = usesLiveCodeBlock(site.raw) ? liveCodeBlockPackages(packageRanges(from).ranges[LIVE_CODEBLOCK_THEME]) : {};
  for (const name of Object.keys(livePackages)) pagePackages.add(name);
  for (const m of clientModules.missing)
    report.warnings.push({ file: configFileOf(from) ? path.basename(configFileOf(from)!) : 'docusaurus.config.js', message: `clientModules: ${m}` });
  if (clientModules.modules.length) report.clientModules = clientModules.modules;
  // The config's package plugins (typedoc writing API pages): installed with the components' packages, run with the site's own;
  // and the packages the config's modules import, with which it is evaluated again (scripts/import-docusaurus.ts).
  for (const spec of configPackages(from)) if (!/^(react|react-dom)$|^@docusaurus\//.test(packageOf(spec))) pagePackages.add(packageOf(spec));
  if (site.raw) {
    const packagePlugins = packagePluginsOf(site.raw, from);
    if (packagePlugins.plugins.length) {
      for (const name of packagePlugins.packages) pagePackages.add(name);
      report.packagePlugins = packagePlugins.plugins;
    }
  }
  // The site's install scripts (a postinstall that writes a module the components import): their
  // files copied with what they import, to be run after the install (scripts/import-docusaurus.ts).
  const installScripts = installCommands(from);
  if (installScripts.length) {
    const files = installScripts.flatMap((c) => (c.file ? [c.file] : []));
    for (const name of copySiteModules(from, to, files)) pagePackages.add(name);
    report.installScripts = installScripts;
  }
  const packageNotes = new Map<string, string>();
  report.componentPackages = componentPackages(from, pagePackages, packageNotes, livePackages);
  if (Object.keys(report.componentPackages).length)
    fs.writeFileSync(
      path.join(to, 'package.json'),
      JSON.stringify({ private: true, description: 'Packages the site components import', dependencies: report.componentPackages }, null, 2) + '\n',
    );
  // …from the registries the site installs from.
  if (Object.keys(report.componentPackages).length) copyRegistrySettings(from, to);

  // static/ is served at the site's baseUrl: static/img/a.png → <baseUrl>img/a.png. (Read where it
  // lies, it is one of site.config.json's content.staticFolders, with the config's other staticDirectories.)
  const staticSrc = path.join(from, 'static');
  if (fs.existsSync(staticSrc)) {
    const staticOut = path.join(to, 'static', ...site.baseUrl.split('/').filter(Boolean));
    // Docusaurus copies static/ with copy-webpack-plugin, which follows symbolic links: a link
    // becomes the file it names (one out of the site is left out, ./site-links.ts).
    if (!reading) copySiteTree(from, staticSrc, staticOut);
    const staticFiles = siteFiles(from, staticSrc);
    report.staticFiles = staticFiles.length;
    // SVGs that run script when opened: Docusaurus publishes them as they are, so the site allows it.
    for (const rel of staticFiles)
      if (/\.svg$/i.test(rel) && svgScripts(fs.readFileSync(path.join(staticSrc, rel), 'utf8')).length) {
        const files = (allowedHtml.script ??= []);
        if (files.length < 5) files.push(path.join('static', rel));
      }
  }

  /** A post, or a Markdown page of src/pages, read as a doc is: MDX 1 in a Docusaurus 2 site, its raw HTML that runs script allowed (Docusaurus published it). */
  const readAsDoc = (file: string, text: string) => {
    const parsed = parsePage(file, text);
    for (const name of parsed.htmlThatRuns)
      if (!(allowedHtml[name] ??= []).includes(path.relative(from, file))) allowedHtml[name].push(path.relative(from, file));
    return parsed.text;
  };
  const blogs = importBlogs(from, to, site.raw, site.baseUrl, {
    warn: (file, message) => report.warnings.push({ file, message }),
    fail: (failure) => report.failed.push(failure),
    post: readAsDoc,
  });
  const counts = (b: (typeof blogs)[number]) => ({ path: b.path, posts: b.posts, authors: b.authors, tags: b.tags });
  if (blogs[0]) report.blog = counts(blogs[0]);
  if (blogs.length > 1) report.otherBlogs = blogs.slice(1).map((b) => ({ id: b.id, ...counts(b) }));
  // The pages plugin (src/pages): its options, and its Markdown pages converted as docs are (plugins/docusaurus/importer/pages.ts).
  const pagesPlugin = site.raw ? pagesPluginOf(site.raw) : { path: 'src/pages', unmapped: [] };
  const sitePages = importPages(from, to, pagesPlugin, site.baseUrl, readAsDoc);
  report.failed.push(...sitePages.failed);
  // Packages the posts and the Markdown pages import, installed as the docs' are (webpack resolves any installed package from a page).
  const contentPackages = [...blogs.flatMap((b) => b.packages), ...sitePages.packages].filter((name) => !pagePackages.has(name));
  for (const name of contentPackages) pagePackages.add(name);

  const setOfInstance = (id: string) => report.instances.find((i) => i.id === id)?.set;
  const identity = site.raw
    ? identityFromConfig(site.raw, { baseUrl: site.baseUrl, setOfInstance, setLabel: (id) => sets.find((s) => s.id === id)?.label ?? id })
    : { config: {}, unmapped: ['the whole docusaurus.config (it could not be evaluated): navbar, footer and brand are defaults'] };
  if (identity.config.navbar) {
    const { items, messages } = withoutPluginSidebarItems(identity.config.navbar.items, pluginSidebars);
    identity.config.navbar.items = items;
    for (const message of messages) report.warnings.push({ file: path.relative(from, configFileOf(from) ?? from) || '.', message });
  }
  // The classic theme's customCss, after Infima (files outside src/ are copied to the same path).
  const configFile = configFileOf(from);
  const look = site.raw
    ? stylesFromConfig(site.raw, from, configFile ? fs.readFileSync(configFile, 'utf8') : '')
    : { styles: [], extraFiles: [], unmapped: [], packages: [] };
  for (const rel of look.extraFiles) if (!leadsOutsideSite(from, path.join(from, rel))) fs.cpSync(path.join(from, rel), path.join(to, rel));
  if (look.packages.length || contentPackages.length) {
    report.componentPackages = componentPackages(from, [...pagePackages, ...look.packages], packageNotes, livePackages);
    if (Object.keys(report.componentPackages).length) {
      writeComponentPackages(to, report.componentPackages);
      copyRegistrySettings(from, to);
    }
  }
  // Packages the site imports that no registry install gives (a monorepo's private package, a `link:` path).
  for (const [name, why] of packageNotes)
    report.warnings.push({ file: 'package.json', message: `${name} is not installed (${why}); what imports it does not compile` });
  // The monorepo's own packages, installed at their version: the install may fall back to a later release (scripts/import-docusaurus.ts).
  const workspace = Object.entries(packageRanges(from).workspace).filter(([name]) => report.componentPackages?.[name]);
  if (workspace.length) report.workspacePackages = Object.fromEntries(workspace);
  identity.unmapped.push(...look.unmapped, ...(markdownPlugins?.unmapped ?? []));
  // Code colours and magic comments (themeConfig.prism).
  const code = site.raw ? await prismFromConfig(site.raw, from) : undefined;
  identity.unmapped.push(...(code?.unmapped ?? []));
  report.warnings.push(...sitePages.warnings);
  for (const { file, component } of sitePages.components) {
    const item = (report.componentImports[component] ??= { count: 0, files: [] });
    item.count++;
    if (item.files.length < 20) item.files.push(file);
  }
  const head = site.raw ? headFromConfig(site.raw, site.baseUrl) : { unmapped: [] };
  const i18n = importI18n(site.raw, {
    from,
    to,
    instances: report.instances.map((i) => ({ id: i.id, set: i.set, versioned: sets.find((s) => s.id === i.set)?.versioned ?? false })),
    blogPaths: Object.fromEntries(blogs.map((b) => [b.id, b.path])),
    pagesPath: pagesPlugin.config === false ? undefined : pagesPlugin.path,
    convert: (text, file, outFile) => {
      const converted = transformMdx(text, {
        siteRoot: from,
        baseUrl: site.baseUrl,
        file,
        outFile,
        outVersionDir: path.dirname(outFile),
      }).text;
      // A translation is read as its page is (MDX 1 pages as CommonMark where they are plain Markdown).
      try {
        return parsePage(file, converted).text;
      } catch {
        return converted;
      }
    },
    failed: (file, error) => report.failed.push({ file, error }),
  });
  if (i18n.locales.length) report.locales = i18n.locales;
  report.unmappedConfig = [
    // (Read in place, every static directory is published where it lies: content.staticFolders.)
    ...(site.raw ? unmappedConfig(site.raw, from).filter((line) => !(reading && line.startsWith('staticDirectories:'))) : []),
    ...head.unmapped,
    ...identity.unmapped,
    ...site.instances.flatMap((i) => i.unmapped ?? []),
    ...blogs.flatMap((b) => b.unmapped),
    ...pagesPlugin.unmapped,
    ...i18n.unmapped,
    ...unappliedSwizzles(to, usesLiveCodeBlock(site.raw)),
  ];
  const defaultNavbar: NavbarItem[] = [
    ...sets.filter((s) => s.id !== 'docs').map((s) => ({ type: 'docSidebar' as const, set: s.id, label: s.label })),
    ...sets.filter((s) => s.versioned).map((s) => ({ type: 'docsVersionDropdown' as const, set: s.id })),
    { type: 'search' as const },
  ];
  const pluginRoutes = pluginRoutesOf(
    site.raw,
    site.baseUrl,
    (site.wrappedPlugins ?? []).map((p) => p.name),
  );
  // The config's HTML that runs script (a copyright's <script>, an html item's handler): Docusaurus publishes it as it is, so the site allows each name.
  for (const { key, name } of configHtmlScripts(identity.config as Record<string, unknown>)) {
    const where = `${path.basename(configFile ?? 'docusaurus.config.js')} (${key})`;
    if (!(allowedHtml[name] ??= []).includes(where)) allowedHtml[name].push(where);
  }
  // Nothing of this project's own brand carries over: neutral defaults, then the site's identity.
  const config: SiteConfig = {
    title: site.title,
    tagline: '',
    url: site.url,
    baseUrl: site.baseUrl,
    titleSeparator: '|',
    repository: repositoryOf(site.raw, from),
    sets,
    navbar: { logo: { alt: site.title, src: '', href: site.baseUrl }, items: defaultNavbar },
    announcement: null,
    footer: { copyright: '' },
    colorMode: { default: 'light', switch: false },
    search: { hitsPerPage: 20, tagFacet: DOCSEARCH_TAG_FACET, algolia: null },
    zoom: { selector: '.markdown img', delayMs: 1000 },
    onBrokenLinks: 'throw',
    onBrokenMarkdownLinks: 'warn',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: duplicateRoutes,
    // Docusaurus validates frontmatter with allowUnknown: a site's own keys reach its components (useDoc().frontMatter).
    unknownFrontmatterKeys: 'keep',
    // Docusaurus' theme layer (plugins/docusaurus/plugin.ts): the sidebar's markup in Docusaurus' classes, for the site's CSS.
    plugins: ['docusaurus'],
    ...identity.config,
    ...(look.styles.length ? { styles: look.styles } : {}),
    ...(code ? { prism: code.prism } : {}),
    ...(Object.keys(globalComponentsOf(from)).length ? { globalComponents: globalComponentsOf(from) } : {}),
    ...(clientModules.modules.length ? { clientModules: clientModules.modules } : {}),
    ...(markdownPlugins?.entries.length ? { markdownPlugins: markdownPlugins.entries } : {}),
    ...(siteThemes(site.raw).length ? { themes: siteThemes(site.raw) } : {}),
    ...(Object.keys(bundling.aliases).length ? { resolveAlias: contentAliases(from, bundling.aliases) } : {}),
    ...(bundling.postcss.length ? { postcss: bundling.postcss } : {}),
    ...(pluginRoutes.length ? { pluginRoutes } : {}),
    // The config as the site's components read it from siteConfig (plugins/docusaurus/site-components/site-config-view.ts).
    ...(site.raw ? { sourceConfig: plainCopy(site.raw) as Record<string, unknown> } : {}),
    // Docusaurus ran the pages' own components (mdx-loader compiles each page to a module webpack bundles).
    content: {
      pageComponents: true,
      // (Read in place, the docs are not parsed here: Docusaurus published what HTML they hold, so all of it is allowed.)
      ...(reading ? { allowHtml: ['*'] } : Object.keys(allowedHtml).length ? { allowHtml: Object.keys(allowedHtml).sort() } : {}),
      // (And what the docs name anywhere in the site is theirs, as webpack finds it.)
      ...(reading ? { outsideFolders: [path.relative(to, from) || '.'], staticFolders: staticDirectoriesOf(site.raw, from, to) } : {}),
    },
    // One blog as an object, several as a list (each plugin-content-blog instance, lib/config/blog.ts).
    ...(blogs.length === 1 ? { blog: blogs[0].config } : blogs.length ? { blog: blogs.map((b) => b.config) } : {}),
    ...(head.head ? { head: head.head } : {}),
    ...(typeof site.raw?.titleDelimiter === 'string' ? { titleSeparator: site.raw.titleDelimiter } : {}),
    ...(pagesPlugin.config !== undefined ? { pages: pagesPlugin.config } : {}),
    ...(i18n.config ? { i18n: i18n.config } : {}),
  };
  if (Object.keys(allowedHtml).length) report.allowedHtml = allowedHtml;
  // theme-search-algolia's OpenSearch description at each locale's baseUrl, and the link to it (./opensearch.ts).
  const openSearch = openSearchOf(site.raw, site.baseUrl, i18n.config);
  if (openSearch) {
    for (const [rel, text] of openSearch.files) {
      fs.mkdirSync(path.dirname(path.join(to, 'static', rel)), { recursive: true });
      fs.writeFileSync(path.join(to, 'static', rel), text);
    }
    config.head = { ...config.head, tags: [...(config.head?.tags ?? []), openSearch.tag] };
  }
  fs.writeFileSync(path.join(to, 'versions.json'), JSON.stringify(versionsFile, null, 2) + '\n');
  if (reading) writeReading(to, reading);
  fs.writeFileSync(path.join(to, 'site.config.json'), JSON.stringify(config, null, 2) + '\n');
  if (mdx1) report.mdx1 = mdx1;
  // Symbolic links the walks and copies did not follow (./site-links.ts): one out of the site fails its file.
  for (const p of takeLinkProblems(from)) {
    if (p.outside) report.failed.push({ file: p.file, error: p.message });
    else report.warnings.push({ file: p.file, message: p.message });
  }
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

/** Packages every site component may use without declaring them: the engine provides these. */
// (Package names: `react` itself, not `react-github-btn`.)
const PROVIDED = /^(react|react-dom|@mdx-js\/react)$|^(@docusaurus\/|@theme|@theme-original|@site)/;

/**
 * The npm packages the site's src/ modules import that the engine does not provide, with the
 * version ranges of the site's package.json (in a monorepo, also those of the folders above it, with
 * `catalog:` and `workspace:` ranges resolved: ./workspace-packages.ts), or for a package it only has
 * through another one (prop-types, say) the version its lock file installed. esbuild resolves them
 * from <content>/node_modules. A wanted package whose range no registry install can meet is named
 * in `notes` with the reason.
 */
export function componentPackages(
  root: string,
  pagePackages: Iterable<string> = [],
  notes?: Map<string, string>,
  /** Ranges for wanted packages the site neither declares nor locked (a theme's own dependency, where the site has no lock file). */
  fallbacks: Record<string, string> = {},
): Record<string, string> {
  const { ranges: versions, unresolved } = packageRanges(root);
  const wanted = new Set<string>();
  const out: Record<string, string> = {};
  for (const rel of siteFiles(root, path.join(root, 'src'))) {
    if (!/\.(jsx?|tsx?|mjs)$/.test(rel)) continue;
    const text = fs.readFileSync(path.join(root, 'src', rel), 'utf8');
    // (`import('pkg')` too: a component may load a package when it needs it, which webpack bundles as a chunk.)
    for (const m of text.matchAll(/(?:from\s+|import\s+|import\(|require\()\s*['"]([^'"./][^'"]*)['"]/g)) {
      const name = m[1].startsWith('@') ? m[1].split('/').slice(0, 2).join('/') : m[1].split('/')[0];
      if (!PROVIDED.test(name)) wanted.add(name);
    }
  }
  // Packages the stylesheets import (`@import '~bootstrap/scss/bootstrap'`, `@import "tailwindcss/theme.css"`),
  // which Docusaurus' CSS and Sass loaders find in node_modules.
  for (const rel of siteFiles(root, path.join(root, 'src'))) {
    if (!/\.(css|s[ac]ss)$/.test(rel)) continue;
    const text = fs.readFileSync(path.join(root, 'src', rel), 'utf8');
    for (const m of text.matchAll(/@(?:import|use|forward)\s+(?:url\(\s*)?['"]~?([^'"./][^'"]*)['"]/g)) {
      const name = m[1].startsWith('@') ? m[1].split('/').slice(0, 2).join('/') : m[1].split('/')[0];
      wanted.add(name);
    }
  }
  for (const name of pagePackages) wanted.add(name);
  for (const name of wanted) {
    if (versions[name]) out[name] = versions[name];
    else if (unresolved[name]) notes?.set(name, unresolved[name]);
    else if (fallbacks[name]) out[name] = fallbacks[name];
  }
  return out;
}

/**
 * Peer dependencies of the packages installed in `<contentDir>/node_modules` that the site declares
 * (name → its range) and that are not installed yet: the site's own install gave them
 * (`@typescript-eslint/eslint-plugin` loads the site's `eslint`), while the content folder's install
 * leaves peers out (the engine's react and @docusaurus/* are shared with the components).
 */
export function sitePeerPackages(root: string, contentDir: string): Record<string, string> {
  const { ranges } = packageRanges(root);
  const modules = path.join(contentDir, 'node_modules');
  const installed = new Set<string>();
  const peers = new Set<string>();
  if (!fs.existsSync(modules)) return {};
  for (const entry of fs.readdirSync(modules)) {
    const names = entry.startsWith('@') ? fs.readdirSync(path.join(modules, entry)).map((n) => `${entry}/${n}`) : entry.startsWith('.') ? [] : [entry];
    for (const name of names) {
      installed.add(name);
      const file = path.join(modules, name, 'package.json');
      if (!fs.existsSync(file)) continue;
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { peerDependencies?: Record<string, string> };
      for (const peer of Object.keys(pkg.peerDependencies ?? {})) peers.add(peer);
    }
  }
  const out: Record<string, string> = {};
  for (const name of peers) if (!installed.has(name) && !PROVIDED.test(name) && ranges[name]) out[name] = ranges[name];
  return out;
}

/**
 * Components a Docusaurus site makes available to every page through a swizzled
 * src/theme/MDXComponents (`{ ...MDXComponents, Term: Term }`): name → `@site/…` module.
 */
export function globalComponentsOf(root: string): Record<string, string> {
  // `@theme/MDXComponents` resolves as a module does: a file, or a folder's index.
  const file = ['MDXComponents', 'MDXComponents/index']
    .flatMap((base) => ['js', 'jsx', 'ts', 'tsx'].map((e) => path.join(root, 'src', 'theme', `${base}.${e}`)))
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

/** The repository edit links point into: from organizationName/projectName, else the checkout's git remote. */
function repositoryOf(raw: Record<string, unknown> | undefined, root: string): SiteConfig['repository'] {
  const org = typeof raw?.organizationName === 'string' ? raw.organizationName : undefined;
  const project = typeof raw?.projectName === 'string' ? raw.projectName : undefined;
  if (org && project) return { url: `https://github.com/${org}/${project}`, branch: typeof raw?.deploymentBranch === 'string' ? raw.deploymentBranch : 'main' };
  return { url: `file://${root}`, branch: 'main' };
}

/** Compares the imported URLs with a published sitemap (paths compared without trailing slashes). */
export function sitemapParity(sitemapXml: string, ours: string[]): NonNullable<ImportReport['urlParity']> {
  const norm = (u: string) => decodeURIComponent(u.replace(/^https?:\/\/[^/]+/, '')).replace(/\/$/, '') || '/';
  const theirs = new Set([...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => norm(m[1].trim())));
  const mine = new Set(ours.map(norm));
  const missing = [...theirs].filter((u) => !mine.has(u)).sort();
  const extra = [...mine].filter((u) => !theirs.has(u)).sort();
  return { sitemapUrls: theirs.size, matched: theirs.size - missing.length, missing, extra };
}
