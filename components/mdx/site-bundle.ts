/**
 * The site's own components as Next renders them (the registry's bundle, COMPONENTS_BUNDLE_FILE),
 * loaded by Node for the page pass's trial run of an article that hydrates (./render-tree.tsx): a
 * component of the site that throws as the page renders it then fails the page at its element's
 * line, before Next, instead of as Next's prerender error with a stack into the bundle. None when
 * the site has no bundle, or when it does not load outside Next (the trial then renders as before).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire, isBuiltin } from 'node:module';
import { pathToFileURL } from 'node:url';
import { COMPONENTS_BUNDLE_FILE, COMPONENTS_SERVER_FILE, COMPONENTS_WHOLE_FILE } from '@/lib/site-modules/manifest';

let loaded: { key: string; components: Promise<Record<string, unknown>> } | undefined;

/** The bundle's components by registry name (loaded again once it was written again: the live preview recompiles it). */
export function siteBundleComponents(rootDir: string): Promise<Record<string, unknown>> {
  // (The server's build, where the bundle is split for it, else the whole one where modules load apart: lib/site-modules/manifest.ts.)
  const candidates = [COMPONENTS_SERVER_FILE, COMPONENTS_WHOLE_FILE, COMPONENTS_BUNDLE_FILE].map((f) => path.join(rootDir, f));
  const file = candidates.find((f) => fs.existsSync(f)) ?? candidates[candidates.length - 1];
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return Promise.resolve({});
  const key = `${file}?v=${stat.mtimeMs}-${stat.size}`;
  if (loaded?.key !== key) {
    const components = nodeModuleUrl(file)
      .then((url) => import(/* turbopackIgnore: true */ /* webpackIgnore: true */ url) as Promise<Record<string, unknown>>)
      .then(
        (mod) => ({ ...mod }),
        () => ({}),
      );
    loaded = { key, components };
  }
  return loaded.components;
}

/**
 * The bundle as a module plain Node runs: written for Next's bundler, it imports packages by names
 * Node's ESM resolution refuses (`next/navigation`, a package without an exports map); each is
 * given as the file Node's require finds from the bundle's folder, as Next's bundler finds it.
 */
async function nodeModuleUrl(file: string): Promise<string> {
  const { build } = await import('esbuild');
  const require = createRequire(file);
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    // (Run from a data: URL, it is still a module of its folder: `createRequire(import.meta.url)` in a server's build.)
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(file).href) },
    plugins: [
      {
        name: 'packages-as-files',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.kind === 'entry-point') return undefined;
            if (isBuiltin(args.path)) return { path: args.path, external: true };
            try {
              return { path: pathToFileURL(require.resolve(args.path)).href, external: true };
            } catch {
              return { path: args.path, external: true };
            }
          });
        },
      },
    ],
  });
  return `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`;
}
