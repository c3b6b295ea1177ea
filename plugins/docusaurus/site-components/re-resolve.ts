/**
 * esbuild's `build.resolve` from inside an onResolve callback runs every plugin's callbacks again.
 * Two plugins that each resolve a request once more, each skipping only its own, would hand it to
 * each other for ever (the module replacements and the MDX plugin did, until esbuild held 20 GB). So
 * each re-resolution carries the names of the plugins that made the chain, and a plugin takes a
 * request at most once in it.
 */
import type { OnResolveArgs, PluginBuild, ResolveOptions, ResolveResult } from 'esbuild';

interface Chain {
  reResolvedBy: string[];
}

const chainOf = (args: OnResolveArgs): string[] => {
  const data = args.pluginData as Partial<Chain> | undefined;
  return Array.isArray(data?.reResolvedBy) ? data.reResolvedBy : [];
};

/** Whether `plugin` already resolved this request once more (it should leave it to esbuild and the others). */
export const reResolvedBy = (args: OnResolveArgs, plugin: string): boolean => chainOf(args).includes(plugin);

/** Whether the request comes from a plugin's re-resolution, not from esbuild's own reading of an import. */
export const isReResolution = (args: OnResolveArgs): boolean => chainOf(args).length > 0;

/** Resolves `request` again as `plugin`: as the import `args` describes, unless `options` say otherwise. */
export function reResolve(
  b: PluginBuild,
  plugin: string,
  request: string,
  args: OnResolveArgs,
  options: Omit<ResolveOptions, 'pluginData'> = {},
): Promise<ResolveResult> {
  return b.resolve(request, {
    kind: args.kind,
    resolveDir: args.resolveDir,
    importer: args.importer,
    ...options,
    pluginData: { reResolvedBy: [...chainOf(args), plugin] } satisfies Chain,
  });
}

/**
 * Resolves `request` again as `plugin` in place of the import `args` describes (an alias's target, the
 * site's own file where a copy would stand): the importer's namespace kept, so the plugins that take
 * only a file's imports (an SVG as SVGR's component, Docusaurus' asset loaders) take it as they would
 * the import. (reResolve looks a request up for the plugin itself: esbuild hands the others "", which
 * those plugins leave alone.)
 */
export function reResolveInstead(
  b: PluginBuild,
  plugin: string,
  request: string,
  args: OnResolveArgs,
  options: Omit<ResolveOptions, 'pluginData'> = {},
): Promise<ResolveResult> {
  return reResolve(b, plugin, request, args, { namespace: args.namespace, ...options });
}
