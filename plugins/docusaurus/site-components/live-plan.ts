/**
 * What the live preview needs to make the components' bundle again after an edit (./live.ts)
 * without loading the content: the bundle's options as the whole build had them, and the site's
 * files each module is made of. Written beside the bundle (`live.json`), so the two go together.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ModuleAliases } from './resolve';
import type { PluginGlobalData } from './global-data';
import type { DocusaurusSiteConfig } from './site-config-view';
import type { ConfigParts } from './live-config';

export const LIVE_PLAN_FILE = 'live.json';

export interface LivePlan {
  siteRoot: string;
  site: DocusaurusSiteConfig;
  /** The bundle's modules, in id order (the manifest's keys). */
  files: string[];
  stylesheets: string[];
  parts: Record<string, string>;
  clientModules: string[];
  aliases?: ModuleAliases;
  /** The site's stylesheets after its PostCSS plugins, by file (../site-styles/postcss.ts). */
  css: [string, string][];
  /** The docs plugin's global data, where the bundle carries it (./bundle.ts readsGlobalData). */
  docsGlobalData?: PluginGlobalData;
  /** The pages folder's URLs (./bundle.ts BundleInputs). */
  pageUrls?: string[];
  /** The React pages' files, each wrapped in its title record (./registry-code.ts pageNames). */
  routes?: string[];
  /** The site's mount (lib/shared/site-paths.ts siteMount). */
  mount?: string;
  /** The static folders read where they lie (./bundle.ts BundleInputs). */
  staticFolders?: string[];
  /** The site's files each module and client module is made of (not its packages); none for one that did not compile. */
  inputs: Record<string, string[]>;
  /** The parts of the site's config the bundle was made from (./live-config.ts). */
  config?: ConfigParts;
}

export function writeLivePlan(outDir: string, plan: LivePlan): void {
  fs.writeFileSync(path.join(outDir, LIVE_PLAN_FILE), JSON.stringify(plan));
}

export function readLivePlan(bundleDir: string): LivePlan | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(bundleDir, LIVE_PLAN_FILE), 'utf8')) as LivePlan;
  } catch {
    return undefined;
  }
}
