/**
 * An image, font, medium or document a site's component or stylesheet imports goes through
 * Docusaurus' own asset rule, run from the site's install (./docusaurus-asset-rules.ts): url-loader
 * inlines a small file as a data URL and hands a larger one to file-loader, which publishes it under
 * the baseUrl as `assets/<folder>/<name>-<hash>.<ext>`, the name `docusaurus build` gives it. (Without
 * an install of Docusaurus, the bundle inlines every such file.) SVGs are not among them: a
 * component's SVG is its SVGR component (./bundle.ts svgComponentPlugin).
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { docusaurusAssetFilter, docusaurusAssetLoaders } from './docusaurus-asset-rules';
import { runSiteLoaders, withPublicPath, type BundleSide, type ModuleRulesOutput } from './module-rules';
import { publishedFolder } from './published';
import { reResolve, reResolvedBy } from './re-resolve';
import type { SiteFolders } from './site-folders';

const NAMESPACE = 'docusaurus-asset';

/** What the loaders' module exports: a data URL, or a file's path under webpack's public path. */
function exportedUrl(code: string, baseUrl: string): string | undefined {
  const m = /^(?:export default|module\.exports =) (__webpack_public_path__ \+ )?("(?:[^"\\]|\\.)*")/m.exec(code);
  if (!m) return undefined;
  const value = JSON.parse(m[2]) as string;
  return m[1] ? `${baseUrl}${value}` : value;
}

/** Whether a request comes from a stylesheet (`url(…)`, `@import`), which takes the file's URL, not a module. */
const fromStylesheet = (kind: string, importer: string) => kind === 'url-token' || /\.(css|s[ac]ss)$/i.test(importer);

export function docusaurusAssetsPlugin(folders: SiteFolders, side: BundleSide, output: ModuleRulesOutput, read?: { add(file: string): void }): Plugin {
  const siteRoot = folders.own ?? folders.content;
  const publish = { folder: publishedFolder(output.outDir, output.baseUrl), baseUrl: output.baseUrl };
  const run = async (file: string) => {
    const ran = await runSiteLoaders(file, docusaurusAssetLoaders(siteRoot, file, side), side, folders, publish);
    for (const f of ran.files) read?.add(f);
    return Buffer.isBuffer(ran.output) ? ran.output.toString('utf8') : String(ran.output ?? '');
  };
  const filter = docusaurusAssetFilter(siteRoot, side);
  return {
    name: 'docusaurus-assets',
    setup(b) {
      if (!filter) return;
      b.onResolve({ filter }, async (args) => {
        if (reResolvedBy(args, 'docusaurus-assets') || args.path.startsWith('data:')) return undefined;
        if (args.namespace !== 'file' && args.namespace !== 'required-asset') return undefined;
        const found = await reResolve(b, 'docusaurus-assets', args.path, args, { kind: args.kind === 'url-token' ? 'url-token' : 'import-statement' });
        if (found.errors.length || found.external || found.namespace !== 'file' || !path.isAbsolute(found.path)) return undefined;
        if (!docusaurusAssetLoaders(siteRoot, found.path, side).length) return undefined;
        if (!fromStylesheet(args.kind, args.importer)) return { path: found.path, namespace: NAMESPACE };
        const url = exportedUrl(await run(found.path), publish.baseUrl);
        return url ? { path: url, external: true } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => ({
        contents: withPublicPath(await run(args.path), publish.baseUrl),
        loader: 'js',
        resolveDir: path.dirname(args.path),
        watchFiles: [args.path],
      }));
    },
  };
}
