/**
 * The config's presets other than the classic one (redocusaurus), run as Docusaurus' loadPresets runs
 * them (server/plugins/presets.ts): each preset function called once with the load context and its
 * options, in the site's folder, and what it gives (./preset-entries.ts) loaded before the config's
 * own plugins and themes: the presets' plugins, then their themes (server/plugins/configs.ts). Those
 * then run as the config's package plugins do (./local-plugins.ts), from the preset's install.
 * Docusaurus' own plugins a preset gives are not read from it: each is named in the report.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pluginFile, pluginRun, runError, withSiteModules, type LocalPlugin } from './local-plugins';
import { runPluginProcess } from './plugin-process';
import { notRunFromInstall } from './unmapped-config';
import { isClassicPresetName, packageOf } from './presets';
import type { PresetEntry } from './preset-entries';

type Obj = Record<string, unknown>;

/** `plugins` with, after its presets, the plugins and themes they give (positions before the config's own). */
export async function withPresetPlugins(from: string, to: string, plugins: LocalPlugin[], context: Obj, timeoutMs = 300_000): Promise<LocalPlugin[]> {
  const presets = plugins.filter((p) => p.preset);
  if (!presets.length) return plugins;
  const out = path.join(os.tmpdir(), `docs-preset-${process.pid}.json`);
  const given: { plugins: LocalPlugin[]; themes: LocalPlugin[] } = { plugins: [], themes: [] };
  await withSiteModules(from, to, async () => {
    for (const preset of presets) {
      const file = pluginFile(to, preset);
      // (The classic preset runs from the site's own install only: without one, the engine's sitemap stands.)
      if (!file && isClassicPresetName(preset.module)) delete preset.error;
      if (!file) continue;
      fs.rmSync(out, { force: true });
      // (The plugins it gives run next: ./local-plugins.ts.)
      const run = await runPluginProcess(
        pluginRun(from, timeoutMs),
        { file, export: preset.export, options: preset.options, inConfig: preset.inConfig, context, out, preset: true },
        { next: true },
      );
      if (run.status !== 0 || !fs.existsSync(out)) {
        preset.error ??= runError(run);
        continue;
      }
      preset.lifecycle = ['preset'];
      for (const entry of JSON.parse(fs.readFileSync(out, 'utf8')) as PresetEntry[]) {
        const plugin = presetPlugin(entry, preset, file);
        if (plugin) given[`${entry.kind}s`].push(plugin);
      }
    }
  });
  fs.rmSync(out, { force: true });
  const ordered = [...given.plugins, ...given.themes];
  // (A classic preset the site's install does not hold did not run, and is no plugin of the report's.)
  const kept = plugins.filter((p) => !(p.preset && isClassicPresetName(p.module) && !p.lifecycle));
  return [...kept, ...ordered.map((p, i) => ({ ...p, module: inImportedFolder(to, p.module), position: i - ordered.length }))];
}

/**
 * A module the preset resolved into the imported folder's install, named from that folder
 * (`./node_modules/…`): the import writes into a staging folder that then takes the folder's place,
 * and the plugin runs again from there after the build (./post-build.ts).
 */
function inImportedFolder(to: string, module: string): string {
  if (!path.isAbsolute(module)) return module;
  const rel = path.relative(fs.realpathSync(to), module);
  return rel.startsWith('..') || path.isAbsolute(rel) ? module : `./${rel.split(path.sep).join('/')}`;
}

/**
 * One plugin or theme a preset gave, to run as a package plugin of the preset's install; none for
 * what the classic preset gives that the engine applies itself (its docs, blog, theme…: ./presets.ts).
 */
function presetPlugin(entry: PresetEntry, preset: LocalPlugin, presetFile: string | undefined): LocalPlugin | undefined {
  const from = { fromPreset: preset.module };
  const pkg = entry.package ?? (path.isAbsolute(entry.spec) ? undefined : packageOf(entry.spec));
  const ownNotRun = !!pkg && notRunFromInstall(pkg);
  if (ownNotRun && (isClassicPresetName(preset.module) || preset.wrapsClassic)) return undefined;
  if (ownNotRun) return { module: entry.spec, ...from, error: `Docusaurus' own ${pkg}, which the import reads only from the config itself, not from a preset` };
  if (entry.error) return { module: entry.spec, ...from, error: entry.error };
  // (Installed with the preset, which depends on it: its package is the preset's to install.)
  const plugin: LocalPlugin = { module: entry.file!, package: preset.package, ...from, ...(entry.options !== undefined ? { options: entry.options } : {}) };
  if (!entry.optionsInPreset) return plugin;
  // Options that are code: its run calls the preset again, where it lies, with the options the config
  // gives it (./run-local-plugin.ts); not the classic preset, run here with some of its parts only, whose list would differ.
  if (presetFile === undefined || preset.presetAt === undefined || isClassicPresetName(preset.module))
    return { ...plugin, error: 'its options are code, and its preset cannot be run again for them' };
  return { ...plugin, inConfig: { list: 'presets', index: preset.presetAt, given: { preset: presetFile, kind: `${entry.kind}s`, index: entry.index } } };
}
