/**
 * For tests of the site-components bundle: one module of a site bundled as the engine bundles the
 * site's components (plugins/docusaurus/site-components/bundle.ts bundleOptions), and loaded by Node.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleOptions, type BundleInputs } from '../plugins/docusaurus/site-components/bundle';
import type { DocusaurusSiteConfig } from '../plugins/docusaurus/site-components/site-config-view';
import { DOCUSAURUS_FILES } from '../plugins/docusaurus/files';

const CONFIG = { title: 'T', tagline: '', url: 'https://example.dev', baseUrl: '/' };

/** The bundle of `entry` (a file of `site`): its code, its stylesheet's, and `load()` to import it. */
export async function bundleSiteModule(
  site: string,
  entry: string,
  config: Partial<DocusaurusSiteConfig> = {},
  inputs: BundleInputs = {},
): Promise<{ code: string; css: string; load: <T>() => Promise<T> }> {
  const result = await build({
    ...bundleOptions(site, { ...CONFIG, ...config } as DocusaurusSiteConfig, DOCUSAURUS_FILES, inputs),
    entryPoints: [path.join(site, entry)],
    write: false,
    outdir: path.join(site, 'out'),
  });
  const code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  const load = async <T>(): Promise<T> => {
    // The bundle imports the engine's React (shared with the pages), found from the engine's node_modules.
    if (!fs.existsSync(path.join(site, 'node_modules'))) fs.symlinkSync(path.resolve('node_modules'), path.join(site, 'node_modules'));
    const file = path.join(site, `${path.parse(entry).name}.bundle.mjs`);
    fs.writeFileSync(file, code);
    return (await import(file)) as T;
  };
  return { code, css, load };
}
