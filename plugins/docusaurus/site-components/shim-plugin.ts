/**
 * The Docusaurus modules a site's components import, resolved as Docusaurus' aliases resolve them:
 * the site's swizzles, the engine's own modules (./docusaurus-modules.ts, ../files.ts), then the
 * installed themes' files (./theme-aliases.ts); and `@site/…` from the site's folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OnResolveArgs, OnResolveResult, Plugin, PluginBuild } from 'esbuild';
import { asModule, sitePackageSpecifier, swizzledThemeModule } from './resolve';
import { DOCUSAURUS_MODULES, docusaurusModuleSpec } from './docusaurus-modules';
import { admonitionSwizzles } from './admonition-place';
import { pluginThemeDirs, siteThemeAliases, themeAliasFile } from './theme-aliases';
import { missingThemePlugin } from './plugin-theme-modules';
import { installedCoreExport } from './ported-packages';
import { installedEntry } from './installed-entry';
import type { DocusaurusSiteConfig } from './site-config-view';
import type { DocusaurusFiles } from '../files';
import { siteFile, type SiteFolders } from './site-folders';
import { reResolve } from './re-resolve';
import { drawnLevels } from './doc-root';
import type { DocItemPlace } from '../shared/doc-item-parts';
import { DOCSEARCH_PARTS, ENGINE_ORIGINALS, HOSTED_PARTS, isDocSearchThemeFile } from '../shared/layout-parts';

const ROOT = process.cwd();

/** The one module of core's client exports the engine refuses: it reads the route registry Docusaurus' build generates. */
export const COMPONENT_CREATOR =
  '"@docusaurus/ComponentCreator" loads a route\'s component from the registry that `docusaurus build` generates (.docusaurus/registry.js), which a site built by this engine has none of — render the component itself, imported by its path';

/** Named exports the engine's modules give where Docusaurus' modules have a default export. */
const DEFAULT_EXPORT_OF: Record<string, string> = Object.fromEntries(
  Object.entries(DOCUSAURUS_MODULES).flatMap(([spec, m]) => (m.defaultExport ? [[spec, m.defaultExport]] : [])),
);

/** The main column of a docs frame the site draws (./doc-root.ts): theme-classic's, around the engine's page. */
const DOC_ROOT_MAIN = path.join(ROOT, 'plugins/docusaurus/components/DocRootMainColumn.tsx');
const DOC_ROOT_MAIN_MODULE = /^@theme(-original)?\/(DocRoot|DocPage)\/Layout\/Main$/;

/** Theme modules the engine provides only where the site's installed theme has none (../components/Icons.tsx, the paginators and PaginatorNavLink.tsx, the edit-meta row, the tags, the back-to-top button). */
const INSTALLED_FIRST =
  /^@theme(-original)?\/(Icon\/|(Doc|BlogPost|BlogList)Paginator$|PaginatorNavLink$|DocCardList$|DocCard$|EditMetaRow$|LastUpdated$|Tag$|TagsListInline$|BackToTopButton$)/;

/**
 * Resolves the Docusaurus modules components may import (./docusaurus-modules.ts) to the engine's
 * files for them (../files.ts); engine components that export a named
 * binding get a default-export wrapper.
 */
export function shimPlugin(
  site: DocusaurusSiteConfig,
  folders: SiteFolders,
  modules: DocusaurusFiles,
  places: Partial<Record<DocItemPlace, string[]>> = {},
): Plugin {
  const siteRoot = folders.content;
  const installed = siteThemeAliases(siteRoot);
  const c: ShimContext = {
    site,
    siteRoot,
    themes: site.themes ?? [],
    installed,
    // (Docusaurus' own packages' themes, a live code block's or Mermaid's, are the engine's to draw where it ports them.)
    pluginThemes: pluginThemeDirs(siteRoot)
      .filter((dir) => !/[\\/]node_modules[\\/]@docusaurus[\\/]/.test(dir))
      .map((dir) => dir + path.sep),
    // (A site that swizzles a module of the admonitions' tree has the installed theme's Admonition draw them: ./admonition-place.ts.)
    installedAdmonition: admonitionSwizzles(siteRoot, installed).length > 0,
    // (Only where a doc item's place is the installed theme's module, `places`, can its code render a wrapper of a part.)
    installedRendersParts: Object.keys(places).length > 0,
    // (A docs frame the site draws has the theme's main column around the engine's page, and the installed sidebar's list: ./doc-root.ts.)
    docRootDrawn: drawnLevels(siteRoot, installed, site).length > 0,
    shims: Object.fromEntries(Object.entries(modules.docusaurus).map(([spec, file]) => [spec, path.join(ROOT, file)])),
    // The live code blocks' theme, where the config loads it: its modules, and its CodeBlock over the engine's.
    live: site.themeConfig?.liveCodeBlock ? Object.fromEntries(Object.entries(modules.liveCodeBlock).map(([spec, file]) => [spec, path.join(ROOT, file)])) : {},
  };
  return {
    name: 'docusaurus-shims',
    setup(b) {
      b.onResolve({ filter: /^@(docusaurus|theme|theme-original|theme-init)\// }, (args) => resolveDocusaurusModule(c, args));
      // react-live 2's `buble`, as the live code blocks' theme aliases it (its configureWebpack).
      if (c.live.buble) b.onResolve({ filter: /^buble$/ }, () => ({ path: c.live.buble }));
      loadShimModules(b, c);
      // `@site/node_modules/pkg` is the site's package `pkg`, found as any bare import is.
      b.onResolve({ filter: /^@site\/node_modules\// }, async (args) => {
        const {
          path: found,
          external,
          namespace,
          sideEffects,
          errors,
        } = await reResolve(b, 'site-node-modules', sitePackageSpecifier(args.path), args, { resolveDir: siteRoot });
        return { path: found, external, namespace, sideEffects, errors };
      });
      // The same file by a relative path (`import versions from '../../../versions.json'` in src/pages/).
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const rel = path.relative(siteRoot, path.resolve(args.resolveDir, args.path));
        if (!rel || rel.includes(path.sep) || rel.startsWith('..')) return undefined;
        const shadow = path.join(siteRoot, '.docusaurus-root', rel);
        return fs.existsSync(shadow) ? { path: shadow } : undefined;
      });
      b.onResolve({ filter: /^@site\// }, (args) => {
        // A site file named like one of the engine's (versions.json) was imported beside it (plugins/docusaurus/importer/site-files.ts).
        const shadow = path.join(siteRoot, '.docusaurus-root', args.path.slice('@site/'.length));
        const target = fs.existsSync(shadow) ? shadow : siteFile(folders, args.path.slice('@site/'.length));
        return { path: asModule(target) ?? target };
      });
    },
  };
}

/** What the resolution of a Docusaurus module reads of the site. */
interface ShimContext {
  site: DocusaurusSiteConfig;
  siteRoot: string;
  themes: unknown[];
  installed: ReturnType<typeof siteThemeAliases>;
  /** The theme folders of the site's other plugins and themes but Docusaurus' own packages, each ending in a separator. */
  pluginThemes: string[];
  installedAdmonition: boolean;
  installedRendersParts: boolean;
  docRootDrawn: boolean;
  /** The engine's module for each Docusaurus module it provides. */
  shims: Record<string, string>;
  live: Record<string, string>;
}

/** A Docusaurus module (`@docusaurus/…`, `@theme/…`, `@theme-original/…`, `@theme-init/…`) as the aliases resolve it. */
function resolveDocusaurusModule(c: ShimContext, args: OnResolveArgs): OnResolveResult | undefined {
  const spec = docusaurusModuleSpec(args.path);
  // A swizzled component in the site wins over the engine's (Docusaurus' own rule).
  // (Not an ejected page frame, which the engine draws itself: ./resolve.ts FRAME_PARTS.)
  if (spec.startsWith('@theme/')) {
    const swizzled = swizzledThemeModule(c.siteRoot, spec.slice('@theme/'.length));
    if (swizzled && args.importer !== swizzled) return { path: swizzled };
  }
  if (c.live[spec]) return { path: c.live[spec] };
  if (c.docRootDrawn && DOC_ROOT_MAIN_MODULE.test(spec) && args.importer !== DOC_ROOT_MAIN) return { path: DOC_ROOT_MAIN };
  if (c.docRootDrawn && spec === '@theme-original/DocSidebar/Desktop/Content') {
    const file = themeAliasFile(spec, c.installed);
    if (file) return { path: file };
  }
  if (spec === '@theme/SearchBar' && c.shims[spec]) return { path: spec, namespace: 'search-place' };
  const plugin = missingThemePlugin(spec, c.site.plugins);
  if (plugin)
    return {
      errors: [{ text: `"${args.path}" is the theme component of ${plugin}, which the site's config does not name — add the plugin to its plugins` }],
    };
  // A module a plugin's theme gives shadows the classic theme's, and so the engine's port of it, as in Docusaurus'
  // aliases (the OpenAPI theme's own Tabs and TabItem, which share a context of theirs).
  const pluginModule = spec.startsWith('@theme/') ? pluginThemeModule(c, spec) : undefined;
  if (pluginModule && pluginModule !== args.importer) return { path: pluginModule };
  if (c.installedAdmonition && /^@theme(-original)?\/Admonition$/.test(spec)) {
    const file = themeAliasFile(spec, c.installed);
    if (file && file !== args.importer) return { path: file };
  }
  // The theme's drawings (its icons) stand for nothing of the engine's: the installed theme's own, where it has them.
  if (INSTALLED_FIRST.test(spec)) {
    const file = themeAliasFile(spec, c.installed);
    if (file && file !== args.importer) return { path: file };
  }
  const original = /^@theme-original\/(.+)$/.exec(spec)?.[1];
  // A wrapper of a post's page wraps the installed theme's, which the post's place draws where
  // the theme is installed (./blog-places.ts): its BlogLayout, the site's where it swizzles one.
  if (original && (HOSTED_PARTS as readonly string[]).includes(original)) {
    const file = themeAliasFile(spec, c.installed);
    if (file && file !== args.importer) return { path: file };
  }
  // A wrapper of DocSearch's search box or page wraps theme-search-algolia's own, which the engine draws where it is installed.
  if (original && DOCSEARCH_PARTS.includes(original)) {
    const file = themeAliasFile(spec, c.installed);
    if (file && isDocSearchThemeFile(file) && file !== args.importer) return { path: file };
  }
  if (original && ENGINE_ORIGINALS.includes(original) && c.shims[spec]) return { path: original, namespace: 'original-part' };
  if (DEFAULT_EXPORT_OF[spec] && c.shims[spec]) return { path: spec, namespace: 'engine-default' };
  if (DOCUSAURUS_MODULES[spec] && c.shims[spec]) return { path: c.shims[spec] };
  // A wrapper of the navbar wraps the installed theme's, which the navbar's place draws (./navbar-place.ts).
  if (spec === '@theme-original/Navbar') {
    const file = themeAliasFile(spec, c.installed);
    if (file) return { path: file };
  }
  // What a wrapper wraps is the engine's component, where the engine draws it.
  const drawn = spec.replace(/^@theme-original\//, '@theme/');
  if (drawn !== spec && DOCUSAURUS_MODULES[drawn] && c.shims[drawn])
    return DEFAULT_EXPORT_OF[drawn] ? { path: drawn, namespace: 'engine-default' } : { path: c.shims[drawn] };
  // Any other theme module is the installed theme's own file, as Docusaurus' aliases name it.
  const file = themeAliasFile(spec, c.installed) ?? installedCoreExport(spec, c.siteRoot);
  if (file && file !== args.importer) return { path: file };
  // One of the other themes the config names (Docusaurus looks in each): the engine runs none,
  // so the component renders its children, as MDX pages render its elements (lib/mdx/remark-imports.ts).
  if (spec.startsWith('@theme/') && c.themes.length) return { path: spec, namespace: 'theme-pass-through' };
  // Docusaurus aliases only core's client exports (`@docusaurus/Link`): any other `@docusaurus/…`
  // (`@docusaurus/theme-common/Details`, `@docusaurus/utils-common`) is a package, found as packages are.
  if (spec.startsWith('@docusaurus/') && (/^@docusaurus\/[^/]+\//.test(spec) || installedEntry(spec, c.siteRoot))) return undefined;
  if (spec === '@docusaurus/ComponentCreator') return { errors: [{ text: COMPONENT_CREATOR }] };
  return { errors: [{ text: `"${args.path}" is a Docusaurus module this engine does not provide` }] };
}

/** The file a plugin's theme gives `@theme/X`, where the last theme that has X is one of the site's plugins' (not Docusaurus' own). */
function pluginThemeModule(c: ShimContext, spec: string): string | undefined {
  const file = c.pluginThemes.length ? themeAliasFile(spec, c.installed) : undefined;
  return file && c.pluginThemes.some((dir) => file.startsWith(dir)) ? file : undefined;
}

/** The modules the resolution hands out by namespace: pass-throughs, wrappers' originals, the search box's place, default exports. */
function loadShimModules(b: PluginBuild, c: ShimContext): void {
  b.onLoad({ filter: /.*/, namespace: 'theme-pass-through' }, () => ({
    contents: 'export default function ThemeComponent({ children }) { return children ?? null; }\n',
    loader: 'js',
  }));
  // A wrapper's original: the engine's part in its place; where the installed theme's code renders
  // the wrapper (a doc item's place the theme's module takes), the installed theme's part.
  b.onLoad({ filter: /.*/, namespace: 'original-part' }, (args) => {
    const file = c.installedRendersParts ? themeAliasFile(`@theme-original/${args.path}`, c.installed) : undefined;
    return {
      contents: [
        ...(file ? [`import Installed from ${JSON.stringify(file)};`] : []),
        `import { originalPart } from ${JSON.stringify(c.shims[`@theme-original/${args.path}`])};`,
        `export default originalPart(${JSON.stringify(args.path)}${file ? ', Installed' : ''});`,
      ].join('\n'),
      loader: 'js',
      resolveDir: ROOT,
    };
  });
  // The search box's place: the engine's where the frame hands it, else the installed theme's (../components/SearchPlace.tsx).
  b.onLoad({ filter: /.*/, namespace: 'search-place' }, () => {
    const file = themeAliasFile('@theme/SearchBar', c.installed);
    return {
      contents: [
        ...(file ? [`import Installed from ${JSON.stringify(file)};`] : []),
        `import { searchPlace } from ${JSON.stringify(c.shims['@theme/SearchBar'])};`,
        `export default searchPlace(${file ? 'Installed' : ''});`,
      ].join('\n'),
      loader: 'js',
      resolveDir: ROOT,
    };
  });
  b.onLoad({ filter: /.*/, namespace: 'engine-default' }, (args) => ({
    contents: `export { ${DEFAULT_EXPORT_OF[args.path]} as default } from ${JSON.stringify(c.shims[args.path])};`,
    loader: 'js',
    resolveDir: ROOT,
  }));
}
