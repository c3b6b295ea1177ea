/**
 * One of the site's content plugins run as `docusaurus build` loads it, for what its loadContent
 * gives (./run-local-plugin.ts, a `loaded` job): its options read again from the config where it
 * lies, so a function of the site's and what it requires are real. For options only Docusaurus'
 * own code applies: a docs instance's sidebarItemsGenerator (./docs-plugin-sidebars.ts) and
 * numberPrefixParser (./docs-number-prefixes.ts), a blog's readingTime and processBlogPosts (./blog-plugin-posts.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFileOf, type DocusaurusSite, type PluginOptionsPlace } from './config';
import { loadContext, pluginRun, runError, withSiteModules } from './local-plugins';
import { packageEntry } from './package-plugins';
import { runPluginProcess } from './plugin-process';
import type { PluginRunResult } from './run-local-plugin';

let runs = 0;

/** What the plugin's loadContent gave; throws with the plugin's name and what it threw. */
export async function runContentPlugin(
  { from, to, site }: { from: string; to: string; site: DocusaurusSite },
  pkg: '@docusaurus/plugin-content-docs' | '@docusaurus/plugin-content-blog',
  place: PluginOptionsPlace,
  /** What it is run for: what its loadContent gives, or (the docs plugin) its numberPrefixParser over names. */
  ask: { loaded: 'sidebars' | 'blogPosts' } | { numberPrefixNames: string[] },
): Promise<PluginRunResult> {
  if (!site.raw) throw new Error(`${pkg}: the config could not be read`);
  const out = path.join(os.tmpdir(), `docs-content-plugin-${process.pid}-${++runs}.json`);
  try {
    return await withSiteModules(from, to, async () => {
      const file = installedContentPlugin(from, to, pkg);
      const context = loadContext(site.raw!, from, configFileOf(from));
      const run = await runPluginProcess(pluginRun(from, 300_000), { file, inConfig: place, context, out, ...ask });
      if (run.status !== 0 || !fs.existsSync(out)) throw new Error(`${pkg}: ${runError(run)}${causes(run.stderr)}`);
      return JSON.parse(fs.readFileSync(out, 'utf8')) as PluginRunResult;
    });
  } finally {
    fs.rmSync(out, { force: true });
  }
}

/** The plugin the site installed (else the imported folder's install). */
export function installedContentPlugin(from: string, to: string, pkg: string): string {
  try {
    return packageEntry(from, pkg);
  } catch {
    return packageEntry(to, pkg);
  }
}

/** The errors a thrown error's causes name (Docusaurus wraps what a site's function threw: "Processing of blog source file … failed"), innermost last. */
function causes(stderr: string): string {
  const found = [...`${stderr ?? ''}`.matchAll(/\[cause\]: (\w*Error: [^\n]*)/g)].map((m) => m[1].trim());
  return found.length ? ` (${found.join('; ')})` : '';
}
