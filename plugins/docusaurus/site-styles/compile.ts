/**
 * The site's own stylesheets (site.config.json `styles`: a Docusaurus site's customCss, CSS or
 * SCSS, and "infima" for the engine's Infima subset), which the root layout loads after the engine's
 * CSS (`docs-site-styles`, app/global-styles.ts), in Docusaurus' order (compileInto): the theme layer's
 * sheets and Infima (base.css), then the site's customCss and, after it, the theme's CSS modules the
 * room's ports draw with (custom.css), then the components' CSS modules (../site-components/bundle.ts).
 * SCSS goes through the same esbuild + sass path as the site's components.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { BuildError, writeFolderWhole, GENERATED_DIR, SITE_STYLES_DIR, SITE_STYLES_FILE, writeEmptyStyles } from '../../../lib/api/build';
import { prismCss } from './prism-css';
import type { SiteConfig } from '../../../lib/api/config';
import { BOM_MARKER, staticUrlsPlugin, stylesAndDataPlugin } from '../site-components/bundle';
import { ownFile, ownFilesPlugin, siteFoldersOf } from '../site-components/site-folders';
import { CLIENT_MODULES_CSS } from '../site-components/registry-code';
import { processedCssPlugin, type ProcessedCss } from './postcss';
import { tildeImportsPlugin } from './tilde-imports';
import { leadingImports, MISPLACED_IMPORT, withoutMisplacedImports } from './misplaced-imports';
import { rebaseUrls } from './rebase-urls';
import { minifyAsDocusaurus, type SiteCssMinimizer } from './minify';
import { withoutDroppedRules } from './browser-view';

/** The `styles` entry that names the engine's Infima subset (plugins/docusaurus/styles/infima.css). */
export const INFIMA = 'infima';

const ROOT = process.cwd();

/** The components' CSS modules (../site-components/bundle.ts). */
const COMPONENTS_CSS = path.join(ROOT, GENERATED_DIR, 'bundle.css');
/** The client modules' CSS (Docusaurus' clientModules and its plugins' getClientModules: ../site-components/bundle.ts). */
const CLIENT_MODULES = path.join(ROOT, GENERATED_DIR, CLIENT_MODULES_CSS);

/**
 * The theme's CSS modules the plugin's ports of its components draw with (../styles/): where
 * Docusaurus' styles.css has the theme's modules, after Infima and the site's customCss, so that one
 * of their rules outweighs Infima's of the same weight and the site's outweighs theirs by its own
 * weight only. Loaded with Infima, whose theme they are.
 */
const THEME_MODULE_SHEETS = [
  'layout-module.css',
  'sidebar-item.css',
  'details.css',
  'tabs.css',
  'toc-inline.css',
  'mdx-img.css',
  'heading.css',
  'admonition.css',
].map((f) => path.join(ROOT, 'plugins/docusaurus/styles', f));

/** Whether the site can be shown dark: the default is dark, or readers may switch. */
export function hasDarkMode(config: Pick<SiteConfig, 'colorMode'>): boolean {
  return config.colorMode.switch || config.colorMode.default === 'dark';
}

/**
 * A `styles` entry's file. A package's (`node_modules/react-tweet/theme.css`) resolves as
 * `require.resolve('react-tweet/theme.css')` does in the Docusaurus config, through the package's
 * exports map; a path of the content folder is that file.
 */
function stylesheetFile(entry: string, contentDir: string): string {
  // (A file of the site the import did not copy, src/css/custom.css read where it lies, is the site's own: ../site-components/site-folders.ts.)
  const file = ownFile(siteFoldersOf(contentDir), path.resolve(contentDir, entry));
  if (!entry.startsWith('node_modules/') || fs.existsSync(file)) return file;
  try {
    return createRequire(path.resolve(contentDir, 'package.json')).resolve(entry.slice('node_modules/'.length));
  } catch {
    return file;
  }
}

/**
 * The stylesheets to load, in order: the site's plugins' (a theme layer's: the Docusaurus plugin's --ifm-* bridge first), then
 * the site's list as written (Infima first when listed, as Docusaurus loads it before customCss).
 * Empty for a site with none of these.
 */
export function siteStylesheets(
  config: Pick<SiteConfig, 'styles' | 'colorMode' | 'prism'>,
  contentDir: string,
  pluginSheets: readonly string[] = [],
): string[] {
  const styles = config.styles ?? [];
  if (!styles.length && !config.prism && !pluginSheets.length) return [];
  const files = styles.map((entry) => (entry === INFIMA ? path.join(ROOT, 'plugins/docusaurus/styles/infima.css') : stylesheetFile(entry, contentDir)));
  const missing = styles.filter((_, i) => !fs.existsSync(files[i]));
  if (missing.length)
    throw new BuildError(
      'Missing stylesheets',
      missing.map((entry) => ({
        file: 'site.config.json',
        message: entry.startsWith('node_modules/')
          ? `styles: "${entry}" is a package's stylesheet that is not installed — run npm install in the content folder`
          : `styles: "${entry}" does not exist in the content folder — fix the path (relative to the content folder) or remove it`,
      })),
    );
  return [...pluginSheets, ...files, ...(styles.includes(INFIMA) ? THEME_MODULE_SHEETS : [])];
}

/**
 * Compiles the site's stylesheets into `<outDir>/site.css` (the build's SITE_STYLES_DIR; tests pass a
 * folder of their own), or removes it when there are none. Returns the file, if any. `css`: the
 * site's stylesheets after its PostCSS plugins (./postcss.ts), used in place of the files;
 * `pluginSheets`: its plugins' stylesheets (lib/plugins/engine.ts pluginStylesheets); `componentsCss`: the
 * components' stylesheet site.css imports after the site's own, where there is one; `minimizer`: for
 * a production build, the site's own CSS minimizer, which site.css is then written through whole (./minify.ts);
 * `clientModulesCss`: the client modules' stylesheet, between the site's own and the components'.
 */
export async function compileSiteStyles(
  config: SiteConfig,
  contentDir: string,
  outDir = path.join(ROOT, SITE_STYLES_DIR),
  css: ProcessedCss = new Map(),
  pluginSheets: readonly string[] = [],
  componentsCss = COMPONENTS_CSS,
  minimizer?: SiteCssMinimizer,
  clientModulesCss = CLIENT_MODULES,
): Promise<string | undefined> {
  const files = siteStylesheets(config, contentDir, pluginSheets);
  // (Base: the plugins' sheets, and the site's list up to and with Infima.)
  const baseCount = pluginSheets.length + (config.styles ?? []).indexOf(INFIMA) + 1;
  // (The client modules' and the components' CSS from where site.css ends up, not from the folder it is written in first.)
  const fromSiteCss = (file: string) => (fs.existsSync(file) ? path.relative(outDir, file).split(path.sep).join('/') : undefined);
  const components = fromSiteCss(componentsCss);
  const clientModules = fromSiteCss(clientModulesCss);
  // Written beside the folder, then put in its place whole (lib/cache/staged-folder.ts).
  // (A site whose components have CSS but that names no stylesheet still loads theirs, through site.css.)
  const written = files.length > 0 || components !== undefined || clientModules !== undefined;
  await writeFolderWhole(outDir, async (staging) => {
    if (written)
      await compileInto(config, contentDir, { files, baseCount, engineCount: pluginSheets.length, clientModules, components, minimizer }, css, staging);
    // (The engine's own build, or tests, name another folder: there it is left empty.)
    else if (outDir === path.join(ROOT, SITE_STYLES_DIR)) writeEmptyStyles(ROOT, staging);
  });
  return written ? path.join(outDir, path.basename(SITE_STYLES_FILE)) : undefined;
}

/**
 * The site's stylesheets compiled into `outDir`: `site.css` imports, in order, base.css (the files up to
 * and with Infima, and the prism theme's colours), custom.css (the rest: customCss, then what plugins
 * add), the client modules' CSS and the components' CSS modules, as Docusaurus orders its styles.css (its own test of that
 * order, admin/test-css-order: Infima, the site's customCss, client modules, a swizzled Layout's
 * module, a page's module). With a minimizer, site.css is the theme layer's own sheets (the first
 * `engineCount` files, and the prism colours), then Infima and the rest joined and minimized as
 * Docusaurus' production build writes its one styles.css: the layer's sheets are not in Docusaurus'
 * sheet, so its minimizers never see them (clean-css would move rules across them).
 * `baseCount`: how many of `files` are base.css's; `clientModules`, `components`: their CSS, relative to site.css.
 */
async function compileInto(
  config: SiteConfig,
  contentDir: string,
  parts: { files: string[]; baseCount: number; engineCount: number; clientModules?: string; components?: string; minimizer?: SiteCssMinimizer },
  css: ProcessedCss,
  outDir: string,
): Promise<void> {
  const { files, baseCount, clientModules, components, minimizer } = parts;
  // (Unminified, one base.css holds the layer's sheets and Infima, as before.)
  const engineCount = minimizer ? parts.engineCount : 0;
  const engine = files.slice(0, engineCount);
  const base = files.slice(engineCount, baseCount);
  if (config.prism) {
    // The prism theme's colours: after the engine's tokens, before the site's CSS (which may restyle `.token.*`).
    const codeTheme = path.join(outDir, 'code-theme.css');
    fs.writeFileSync(codeTheme, prismCss(config.prism, hasDarkMode(config)));
    (minimizer ? engine : base).splice(1, 0, codeTheme);
  }
  const production = minimizer !== undefined;
  const compile = (list: string[], name: string) => compileFile(config, contentDir, list, css, path.join(outDir, name), production);
  if (minimizer) await compile(engine, 'engine.css');
  await compile(base, 'base.css');
  await compile(files.slice(baseCount), 'custom.css');
  const siteCss = path.join(outDir, path.basename(SITE_STYLES_FILE));
  const after = [clientModules, components].filter((f) => f !== undefined);
  if (minimizer) return fs.writeFileSync(siteCss, await minifiedSheet(outDir, after, minimizer));
  const imports = ['./base.css', './custom.css', ...after].map((f) => `@import ${JSON.stringify(f)};`);
  const head = "/* The site's stylesheets in Docusaurus' order (plugins/docusaurus/site-styles/compile.ts). */";
  fs.writeFileSync(siteCss, [head, ...imports, ''].join('\n'));
}

/**
 * engine.css, then base.css, custom.css and the generated stylesheets `after` (the client modules' and
 * the components', relative to site.css, their relative URLs made relative to it) joined in that order
 * and minimized, each's leading @import rules first, as each file's stood at its top.
 */
async function minifiedSheet(outDir: string, after: string[], minimizer: SiteCssMinimizer): Promise<string> {
  const read = (name: string) => fs.readFileSync(path.join(outDir, name), 'utf8');
  const parts = [read('base.css'), read('custom.css')];
  for (const rel of after) parts.push(rebaseUrls(fs.readFileSync(path.resolve(outDir, rel), 'utf8'), path.posix.dirname(rel)));
  const engine = leadingImports(read('engine.css'));
  const split = parts.map(leadingImports);
  const joined = [...split.map((p) => p.imports), ...split.map((p) => p.rest)].join('\n');
  let minified: string;
  try {
    minified = withoutDroppedRules(await minifyAsDocusaurus(joined, minimizer));
  } catch (err) {
    throw new BuildError('The site stylesheets do not minify', [
      { file: 'site.config.json', message: `${(err as Error).message} — fix the stylesheet (listed in site.config.json "styles")` },
    ]);
  }
  const lead = leadingImports(minified);
  return [engine.imports, lead.imports, engine.rest, lead.rest].filter(Boolean).join('\n');
}

/** What site.css `file` holds compiled in its own folder (base.css and custom.css, in order): the components' CSS is the bundle's. */
export function readSiteStyles(file: string): string {
  const own = [...fs.readFileSync(file, 'utf8').matchAll(/@import "\.\/([^"]+)";/g)].map((m) => m[1]);
  // (Minified, site.css is the sheet itself.)
  if (!own.length) return fs.readFileSync(file, 'utf8');
  return own.map((name) => fs.readFileSync(path.join(path.dirname(file), name), 'utf8')).join('');
}

/**
 * `files` compiled into one stylesheet, `outfile` (empty when there are none). `production`: as a
 * production build's (./../site-components/bundle.ts stylesAndDataPlugin), legal comments where they stand.
 */
async function compileFile(config: SiteConfig, contentDir: string, files: string[], css: ProcessedCss, outfile: string, production = false): Promise<void> {
  if (!files.length) return fs.writeFileSync(outfile, '');
  const folders = siteFoldersOf(contentDir);
  try {
    const result = await build({
      stdin: { contents: files.map((f) => `@import ${JSON.stringify(f)};`).join('\n'), resolveDir: contentDir, loader: 'css' },
      bundle: true,
      outfile,
      logLevel: 'silent',
      minifyWhitespace: true,
      ...(production ? { legalComments: 'inline' as const } : {}),
      target: ['chrome111', 'firefox113', 'safari16.2'],
      loader: {
        '.woff': 'file',
        '.woff2': 'file',
        '.ttf': 'file',
        '.otf': 'file',
        '.eot': 'file',
        '.svg': 'file',
        '.png': 'file',
        '.jpg': 'file',
        '.gif': 'file',
        '.webp': 'file',
      },
      assetNames: '[name]-[hash]',
      plugins: [
        processedCssPlugin(css),
        tildeImportsPlugin(),
        staticUrlsPlugin(config.baseUrl, folders, config.content?.staticFolders),
        ownFilesPlugin(folders),
        stylesAndDataPlugin({ folders, aliases: config.resolveAlias }, undefined, production),
      ],
    });
    for (const w of result.warnings.filter((w) => MISPLACED_IMPORT.test(w.text)))
      console.warn(
        `⚠ ${w.location ? `${path.relative(contentDir, w.location.file)}:${w.location.line}: ` : ''}@import after other rules, which browsers ignore: left out — move it to the top of the stylesheet`,
      );
  } catch (err) {
    const errors = (err as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors;
    if (!errors?.length) throw err;
    throw new BuildError(
      'The site stylesheets do not compile',
      errors.map((e) => ({
        file: e.location ? path.relative(contentDir, e.location.file) : 'site.config.json',
        line: e.location?.line,
        column: e.location ? e.location.column + 1 : undefined,
        message: `${e.text} — fix the stylesheet (listed in site.config.json "styles")`,
      })),
    );
  }
  fs.writeFileSync(outfile, withoutMisplacedImports(fs.readFileSync(outfile, 'utf8')).replaceAll(BOM_MARKER, '\uFEFF'));
}
