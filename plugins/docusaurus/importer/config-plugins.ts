/**
 * The plugins the config defines itself (an `async function tailwind()` written in
 * docusaurus.config): called at import with the load context, as Docusaurus' initPlugins calls them,
 * for what they give the bundler: module aliases (configureWebpack, ./webpack-aliases.ts) and PostCSS
 * plugins (configurePostCss, ./postcss-plugins.ts). Plugins of the site's own files run in a process
 * of their own (./run-local-plugin.ts) and report the same; packages' plugins are stubs at import
 * time and are not called.
 */
import { siteModuleOrigin, stubPath } from './config';
import { readConfigureWebpack, type WebpackAliases } from './webpack-aliases';
import { readConfigurePostCss } from './postcss-plugins';

export interface BundlerSettings {
  /** In the config's order: a later plugin's alias wins, as webpack-merge's later value does. */
  aliases: WebpackAliases;
  /** PostCSS plugin packages, in the order the plugins add them. */
  postcss: string[];
  /** A note for each plugin whose settings the engine does not apply, or that could not be read. */
  notes: string[];
}

export async function configPluginsBundling(raw: Record<string, unknown>, context: { siteDir?: unknown }): Promise<BundlerSettings> {
  const out: BundlerSettings = { aliases: {}, postcss: [], notes: [] };
  for (const entry of [...((raw.plugins as unknown[]) ?? []), ...((raw.themes as unknown[]) ?? [])]) {
    const [fn, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof fn !== 'function' || stubPath(fn) || siteModuleOrigin(fn)) continue;
    const name = fn.name || 'a plugin function of docusaurus.config';
    let plugin: unknown;
    try {
      plugin = await (fn as (c: unknown, o: unknown) => unknown)(context, options ?? {});
    } catch (err) {
      out.notes.push(`${name}: could not be called at import (${(err as Error).message.split('\n')[0]}); what it gives the bundler is not applied`);
      continue;
    }
    try {
      // (Its module replacements, defines and module rules, and what of it the engine does not apply, are its
      // run's, as a local plugin of the config file: ./local-plugins.ts.)
      const webpack = readConfigureWebpack(plugin);
      if (webpack) Object.assign(out.aliases, webpack.aliases);
    } catch (err) {
      out.notes.push(`${name}: its configureWebpack could not be read (${(err as Error).message.split('\n')[0]}); its aliases are not applied`);
    }
    try {
      const postcss = readConfigurePostCss(plugin, String(context.siteDir));
      for (const pkg of postcss?.packages ?? []) if (!out.postcss.includes(pkg)) out.postcss.push(pkg);
      if (postcss?.unnamed)
        out.notes.push(`${name}: configurePostCss adds ${postcss.unnamed} PostCSS plugin(s) built with options, which the import cannot name: not applied`);
    } catch (err) {
      out.notes.push(`${name}: its configurePostCss could not be read (${(err as Error).message.split('\n')[0]}); its PostCSS plugins are not applied`);
    }
  }
  return out;
}
