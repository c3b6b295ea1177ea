/**
 * The site's stylesheet as Docusaurus' production build leaves it. Docusaurus writes every sheet of a
 * site into one styles.css (core webpack/base.js, the `styles` chunk: Infima, the theme's modules, the
 * customCss, the components' modules), which its minimizers then rewrite whole: cssnano with
 * @docusaurus/cssnano-preset, then clean-css at level 2 with its rules restructured, or Lightning CSS
 * where the config's future flags ask. Those rewrites change what a reader sees at times: clean-css
 * writes a selector list that begins with a kept `/*! … *\/` comment and a comma, which browsers drop
 * whole (apache/answer-website's Bootstrap variables), and a restructured rule can move ahead of one
 * that overrode it. So the engine runs the site's own minimizers,
 * from its install, with the options its installed Docusaurus gives them, through
 * css-minimizer-webpack-plugin's own `minify`, over the sheet joined in the same order.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BuildError, readCacheJson, sha1, writeCacheJson } from '../../../lib/api/build';
import { configValidationOf } from '../importer/config-validation';
import { configFileName } from '../importer/config-file';
import { types } from 'node:util';

/** One minimizer step as css-minimizer-webpack-plugin holds it (its `options.minimizer`). */
interface MinimizerSpec {
  implementation: unknown;
  options: unknown;
}

/** What the site's Docusaurus minimizes CSS with: the plugin's settings, and its package's `minify`. */
export interface SiteCssMinimizer {
  spec: MinimizerSpec;
  /** What names this minimizer for the cache: the site's Docusaurus version and the plugin's file. */
  identity: string;
  minify: (options: { name: string; input: string; minimizer: MinimizerSpec }) => Promise<{ outputs: { code: string }[]; errors: unknown[] }>;
}

type Loaded = { plugins: unknown[]; from: string };

/**
 * The site's CSS minimizer as its installed Docusaurus builds it: `@docusaurus/bundler`'s
 * getMinimizers (3.6 on), else core's webpack/utils getMinimizer (2.x to 3.5); undefined for a site
 * without its Docusaurus installed. `future`: the config's future flags, as written.
 */
export async function siteCssMinimizer(siteRoot: string, future: unknown): Promise<SiteCssMinimizer | undefined> {
  let core: string;
  try {
    core = createRequire(path.resolve(siteRoot, 'package.json')).resolve('@docusaurus/core/package.json');
  } catch {
    return undefined;
  }
  let loaded: Loaded | undefined;
  try {
    loaded = (await fromBundler(core, lightningCssAsked(siteRoot, future))) ?? (await fromCore(core));
  } catch (err) {
    // (Lightning CSS asked for without @docusaurus/faster installed: Docusaurus' build stops there too, with these words.)
    const message = (err as Error).message.split('\n')[0];
    throw new BuildError("The site's CSS minimizer does not load", [
      { file: configFileName(siteRoot), message: `${message} — install what it names, or change the config's future options` },
    ]);
  }
  if (!loaded) return undefined;
  const plugin = loaded.plugins.find((p): p is { options: { minimizer: MinimizerSpec } } => isCssMinimizer(p));
  if (!plugin) return undefined;
  const minifyFile = createRequire(loaded.from).resolve('css-minimizer-webpack-plugin/dist/minify.js');
  const { minify } = createRequire(loaded.from)(minifyFile) as Pick<SiteCssMinimizer, 'minify'>;
  const version = (JSON.parse(fs.readFileSync(core, 'utf8')) as { version?: string }).version;
  return { spec: plugin.options.minimizer, minify, identity: `${version} ${minifyFile}` };
}

/**
 * Whether the config asks for Lightning CSS: its `future` as the site's own config validation reads
 * it (3.6 to 3.9 `experimental_faster`, 3.10 `faster` with `v4.fasterByDefault`, `true` for all);
 * an Rspack build always minifies CSS with it. A `future` the validation refuses is Docusaurus' to report.
 */
function lightningCssAsked(siteRoot: string, future: unknown): boolean {
  type Faster = { lightningCssMinimizer?: boolean; rspackBundler?: boolean };
  const validation = configValidationOf(path.join(siteRoot, 'package.json'));
  let read: { faster?: Faster; experimental_faster?: Faster } | undefined;
  try {
    const config = validation?.validateConfig(
      { title: 'site', url: 'https://site.invalid', baseUrl: '/', ...(future ? { future } : {}) },
      'docusaurus.config.js',
    );
    read = config?.future as typeof read;
  } catch {
    return false;
  }
  const faster = read?.faster ?? read?.experimental_faster;
  return faster?.lightningCssMinimizer === true || faster?.rspackBundler === true;
}

/** A minimizer plugin that takes .css files (terser's holds its settings in the same shape, for .js). */
const isCssMinimizer = (p: unknown): boolean => {
  const options = (p as { options?: { minimizer?: MinimizerSpec; test?: unknown } } | undefined)?.options;
  if (options?.minimizer?.implementation === undefined) return false;
  const tests = Array.isArray(options.test) ? options.test : [options.test];
  return tests.some((t) => types.isRegExp(t) && t.test('styles.css'));
};

/** 3.6 on: the bundler package picks the minimizers by the faster options. */
async function fromBundler(core: string, lightningCss: boolean): Promise<Loaded | undefined> {
  let file: string;
  try {
    file = createRequire(core).resolve('@docusaurus/bundler/lib/minification.js');
  } catch {
    return undefined;
  }
  const { getMinimizers } = createRequire(core)(file) as { getMinimizers?: (params: unknown) => Promise<unknown[]> };
  if (!getMinimizers) return undefined;
  const faster = { swcJsMinimizer: false, lightningCssMinimizer: lightningCss };
  return { plugins: await getMinimizers({ faster, currentBundler: { name: 'webpack' } }), from: file };
}

/** 2.x to 3.5: core's own webpack utilities. */
async function fromCore(core: string): Promise<Loaded | undefined> {
  let file: string;
  try {
    file = createRequire(core).resolve('./lib/webpack/utils.js');
  } catch {
    return undefined;
  }
  const utils = createRequire(core)(file) as { getMinimizer?: (simple?: boolean) => unknown[] | Promise<unknown[]> };
  if (!utils.getMinimizer) return undefined;
  // (Its USE_SIMPLE_CSS_MINIFIER opt-out is an environment variable, which the engine's modules do not read: the advanced minimizers.)
  return { plugins: await utils.getMinimizer(false), from: file };
}

/** The last sheet minified, by a key of its text and the minimizer's settings: a build whose stylesheets did not change does not minify them again. */
const cacheFile = () => path.join(process.cwd(), '.docs-cache', 'site-css-minified.json');

/** `css` as the site's minimizer leaves it; its errors fail the build with the minimizer's words. */
export async function minifyAsDocusaurus(css: string, minimizer: SiteCssMinimizer): Promise<string> {
  const implementations = [minimizer.spec.implementation].flat().map((f) => (typeof f === 'function' ? f.name : String(f)));
  const key = sha1(JSON.stringify([minimizer.identity, implementations, minimizer.spec.options]) + css);
  const cached = readCacheJson<{ key: string; css: string }>(cacheFile());
  if (cached?.key === key) return cached.css;
  const result = await minimizer.minify({ name: 'styles.css', input: css, minimizer: minimizer.spec });
  if (result.errors.length) throw new Error(`the site's CSS minimizer failed: ${result.errors.map(String).join('; ')}`);
  const out = result.outputs.at(-1)?.code ?? css;
  writeCacheJson(cacheFile(), { key, css: out });
  return out;
}
