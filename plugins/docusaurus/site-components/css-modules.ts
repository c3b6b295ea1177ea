/**
 * A CSS module (`*.module.css`) of the site, its packages or the installed theme, with the class
 * names `docusaurus build` gives it: `[local]_[contenthash:base64:4]` (core's webpack/base.js, in
 * 2.4's production build and in every 3.x build), the hash css-loader makes of the file's path in the
 * site and the class's name, with webpack's `xxhash64` (base.js output.hashFunction). css-loader's own
 * modules plugins run, from the site's install (its normalizeOptions and getModulesPlugins), so a
 * site's stylesheet that selects the classes of what the installed theme draws
 * (`[class*="announcementBar_"]`, `.announcementBar_mb4j`) finds them, as under Docusaurus. Without
 * css-loader installed, or for a module that composes classes of another file, esbuild's own names stay.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';
import { installedEntry } from './installed-entry';

/** Docusaurus' css-loader modules option (core/lib/webpack/base.js, production). */
const LOCAL_IDENT_NAME = '[local]_[contenthash:base64:4]';
/** webpack's output options css-loader reads for the hash: Docusaurus' hashFunction, webpack's defaults for the rest. */
const OUTPUT_OPTIONS = { hashFunction: 'xxhash64', hashDigest: 'hex', hashDigestLength: 20 };

const SUFFIX = '?docusaurus-css-module';

type PostcssPlugin = unknown;
interface PostcssRoot {
  toString(): string;
}
export interface CssLoaderParts {
  utils: {
    normalizeOptions(raw: Record<string, unknown>, context: unknown): unknown;
    getModulesPlugins(options: unknown, context: unknown): PostcssPlugin[];
  };
  postcss: (plugins: PostcssPlugin[]) => { process(css: string, opts: { from: string }): Promise<{ root: PostcssRoot }> };
  extractICSS: (root: PostcssRoot, removeRules: boolean) => { icssImports: Record<string, unknown>; icssExports: Record<string, string> };
  createHash: (algorithm: string) => unknown;
}

/** css-loader, postcss, icss-utils and webpack's hash, as the site's Docusaurus installs them. */
export function cssLoaderOf(siteRoot: string): CssLoaderParts | undefined {
  // (@docusaurus/core names no entry of its own, 2.x to 3.x: its package.json is what resolves, before 3.6's bundler.)
  const from = installedEntry('@docusaurus/bundler', siteRoot) ?? installedEntry('@docusaurus/core/package.json', siteRoot);
  if (!from) return undefined;
  try {
    const docusaurus = createRequire(from);
    const loader = createRequire(docusaurus.resolve('css-loader'));
    return {
      utils: loader('./utils') as CssLoaderParts['utils'],
      postcss: loader('postcss') as CssLoaderParts['postcss'],
      extractICSS: (loader('icss-utils') as { extractICSS: CssLoaderParts['extractICSS'] }).extractICSS,
      createHash: (docusaurus('webpack') as { util: { createHash: CssLoaderParts['createHash'] } }).util.createHash,
    };
  } catch {
    return undefined;
  }
}

/**
 * The module's stylesheet with its classes named, and its exports (class → name); undefined where it
 * imports from another file (`composes: x from './y.module.css'`), which esbuild's modules handle.
 */
export async function docusaurusCssModule(
  parts: CssLoaderParts,
  siteRoot: string,
  file: string,
  css: string,
): Promise<{ css: string; exports: Record<string, string> } | undefined> {
  const errors: unknown[] = [];
  const context = {
    resourcePath: file,
    rootContext: siteRoot,
    utils: { createHash: parts.createHash },
    // (The one placeholder css-loader leaves for webpack's getPath in this pattern.)
    _compilation: {
      outputOptions: OUTPUT_OPTIONS,
      getPath: (template: string, data: { contentHash: string }) => template.replace(/\[contenthash\]/gi, data.contentHash),
    },
    emitError: (e: unknown) => errors.push(e),
  };
  const options = parts.utils.normalizeOptions({ modules: { localIdentName: LOCAL_IDENT_NAME }, importLoaders: 1 }, context);
  const plugins = parts.utils.getModulesPlugins(options, context);
  if (errors.length) throw errors[0];
  const { root } = await parts.postcss(plugins).process(css, { from: file });
  const { icssImports, icssExports } = parts.extractICSS(root, true);
  if (Object.keys(icssImports).length) return undefined;
  return { css: root.toString(), exports: icssExports };
}

/**
 * `processed`: stylesheets the site's PostCSS plugins already ran on (../site-styles/postcss.ts), by
 * path. Registered before the plugin that serves those, which keeps esbuild's names.
 */
export function docusaurusCssModulesPlugin(siteRoot: string, processed?: ReadonlyMap<string, string>): Plugin {
  const parts = cssLoaderOf(siteRoot);
  const named = new Map<string, string>();
  return {
    name: 'docusaurus-css-modules',
    setup(b) {
      if (!parts) return;
      // (The stylesheet is the same file with a suffix, in the file namespace, so that its url()s resolve as any stylesheet's do.)
      b.onResolve({ filter: /\?docusaurus-css-module$/ }, (args) => ({ path: args.path.slice(0, -SUFFIX.length), suffix: SUFFIX }));
      b.onLoad({ filter: /\.module\.css$/ }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        if (args.suffix === SUFFIX) return { contents: named.get(args.path) ?? '', loader: 'css', resolveDir: path.dirname(args.path) };
        const css = processed?.get(args.path) ?? (await fs.promises.readFile(args.path, 'utf8'));
        const scoped = await docusaurusCssModule(parts, siteRoot, args.path, css);
        if (!scoped) return undefined;
        named.set(args.path, scoped.css);
        return {
          contents: `import ${JSON.stringify(`${args.path}${SUFFIX}`)};\nexport default ${JSON.stringify(scoped.exports)};\n`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
          watchFiles: [args.path],
        };
      });
    },
  };
}
