/**
 * The components' bundle made again after an edit in the live preview (scripts/dev.ts, through
 * DocsPlugin.prepareChanged), in the preview's own process and without the content: from the plan
 * the whole build wrote beside the bundle (./live-plan.ts). Only the modules made of a changed file
 * are probed again; the bundle and the client modules are esbuild contexts kept between edits, so
 * a rebuild parses only what changed. Only the files whose text changed are written, so Next
 * compiles only those again.
 * What it cannot do honestly — a page or a theme part added or removed, a bundle that fails as a
 * whole — it leaves to the whole prepare (false).
 */
import { siteFactsOf } from './site-facts';
import fs from 'node:fs';
import path from 'node:path';
import { context, type BuildContext, type BuildOptions } from 'esbuild';
import {
  COMPONENTS_BROWSER_FILE,
  COMPONENTS_SERVER_FILE,
  COMPONENTS_WHOLE_FILE,
  GENERATED_DIR,
  NO_CLIENT_MODULES,
  readManifest,
  type ClientModuleEntry,
  type SiteComponentsManifest,
  BuildError,
  writeOutputFile,
} from '../../../lib/api/build';
import { DOCUSAURUS_FILES } from '../files';
import { readWebpackRules, rulesDifferBySide } from './webpack-rules';
import { BUNDLE_BUILD, SERVER_BUILD, bundleOptions, probeAll, readsGlobalData, serverSplitBoundary, type BundleInputs } from './bundle';
import type { Probe } from './registry-code';
import { ownHeads } from './doc-item';
import { LIVE_PLAN_FILE, readLivePlan, writeLivePlan, type LivePlan } from './live-plan';
import {
  bundleEntry,
  pageNames,
  clientModulesCode,
  clientModulesEntry,
  compiledThemeParts,
  drawsSidebar,
  moduleEntries,
  registryCode,
  registryNames,
} from './registry-code';
import { withoutMisplacedImports } from '../site-styles/misplaced-imports';
import { compileSiteStyles } from '../site-styles/compile';
import { pluginStylesheets, sitePlugins } from '../../../lib/api/plugins';
import type { ChangedContext } from '../../../lib/api/plugins';
import type { SiteConfig } from '../../../lib/api/config';
import { configParts } from './live-config';
import { docusaurusSiteConfig } from './site-config-view';
import { sayUncompiled } from './uncompiled-line';

const ROOT = process.cwd();
const OUT_DIR = path.join(ROOT, GENERATED_DIR);

interface Live {
  /** The plan file's time: a whole prepare writes a new one, which this state then follows. */
  planTime: number;
  plan: LivePlan;
  manifest: SiteComponentsManifest;
  bundle?: { entry: string; ctx: BuildContext };
  client?: { entry: string; ctx: BuildContext };
  /** The server's build, where a package's browser field makes the browser's differ (./bundle.ts serverBundle), and the modules it replaced. */
  server?: { entry: string; ctx: BuildContext };
  swaps: Set<string>;
}
let live: Live | undefined;

/** The state for the bundle the generated folder holds now, or undefined when it has no plan. */
async function current(): Promise<Live | undefined> {
  const planTime = fs.statSync(path.join(OUT_DIR, LIVE_PLAN_FILE), { throwIfNoEntry: false })?.mtimeMs;
  if (live && live.planTime === planTime) return live;
  await live?.bundle?.ctx.dispose();
  await live?.client?.ctx.dispose();
  await live?.server?.ctx.dispose();
  live = undefined;
  const plan = planTime === undefined ? undefined : readLivePlan(OUT_DIR);
  // (No manifest: the site has no components, and the folder the empty registry.)
  const manifest = readManifest(ROOT) ?? { modules: {} };
  if (plan && planTime !== undefined) live = { planTime, plan, manifest, swaps: new Set() };
  return live;
}

const STYLESHEET = /\.(css|s[ac]ss)$/;

/** DocsPlugin.prepareChanged: the site's stylesheets compiled again when one changed, then the components' bundle. */
export async function prepareChanged({ config, contentDir, plugins }: ChangedContext, changed: string[]): Promise<boolean> {
  const configFile = path.join(contentDir, 'site.config.json');
  const configEdit = changed.includes(configFile) ? await configChange(config) : { styles: false, view: false };
  if (!configEdit) return false;
  changed = changed.filter((f) => f !== configFile);
  // (A stylesheet of the components', a CSS module, is the bundle's: the site's own are compiled apart.)
  const plan = (await current())?.plan;
  const ofBundle = (f: string) => Object.values(plan?.inputs ?? {}).some((files) => files.includes(f));
  if (configEdit.styles || changed.some((f) => STYLESHEET.test(f) && !ofBundle(f))) {
    // (A site's PostCSS plugins read the whole folder, Tailwind its pages: the whole prepare runs them.)
    if (config.postcss?.length || config.postcssConfig) return false;
    try {
      await compileSiteStyles(config, contentDir, undefined, undefined, pluginStylesheets(sitePlugins(config, plugins)));
    } catch (err) {
      // (The page keeps the last stylesheet; the author reads why in the terminal, as from the whole prepare.)
      if (!(err instanceof BuildError)) throw err;
      console.error(`✗ ${err.message}`);
    }
  }
  return rebuildChanged(changed, configEdit.view);
}

/**
 * What a config edit changes for the bundle (./live-config.ts): undefined when the modules it lists
 * changed, or the docs' global data the bundle carries may have (the whole prepare's); else the
 * view and aliases taken (new contexts), and whether the stylesheets are to be compiled again.
 */
async function configChange(config: SiteConfig): Promise<{ styles: boolean; view: boolean } | undefined> {
  const state = await current();
  const now = configParts(config);
  const was = state?.plan.config;
  if (!state || !was || was.modules !== now.modules || (state.plan.docsGlobalData && was.view !== now.view)) return undefined;
  if (was.view !== now.view) {
    state.plan.site = docusaurusSiteConfig(config);
    state.plan.aliases = config.resolveAlias;
    // (Their options changed: made anew by the rebuild.)
    await state.bundle?.ctx.dispose();
    await state.client?.ctx.dispose();
    state.bundle = state.client = undefined;
  }
  state.plan.config = now;
  return { styles: was.styles !== now.styles, view: was.view !== now.view };
}

/**
 * Brings the generated folder up to date with `changed` (absolute paths in the content folder);
 * false when only the whole prepare can. With no files: makes the contexts ready for the first edit
 * (`planChanged`: the plan's config changed, the folder is written anew).
 */
export async function rebuildChanged(changed: string[], planChanged = false): Promise<boolean> {
  const state = await current();
  if (!state) return false;
  const { plan } = state;
  if (changed.some((f) => addsOrRemovesPart(f, plan)) || (!plan.docsGlobalData && readsGlobalData(new Set(changed)))) return false;
  // A site with no components: the empty registry stays (its stylesheets are compiled apart).
  if (!plan.files.length && !plan.stylesheets.length && !plan.clientModules.length) return true;
  const edited = new Set(changed);
  const affected = [...plan.files, ...plan.clientModules].filter((m) => edited.has(m) || !plan.inputs[m] || plan.inputs[m].some((f) => edited.has(f)));
  const inputs = bundleInputs(plan);
  const probes = changed.length ? await probeAll(affected, plan.siteRoot, plan.site, DOCUSAURUS_FILES, inputs, new Set()) : new Map<string, Probe>();
  for (const [file, probed] of probes) {
    if ('inputs' in probed && probed.inputs) plan.inputs[file] = probed.inputs;
    else delete plan.inputs[file];
  }
  const manifest = manifestWith(state.manifest, plan, probes);
  // With no edit, the contexts are made and built and nothing is written: a page open in the
  // preview is not loaded again for a bundle whose text is the same; the first edit writes it.
  const warmUp = !changed.length && !planChanged;
  const made = await rebuildBundle(state, manifest, inputs, !warmUp);
  if (!made) return false;
  if (warmUp) return true;
  // (The registry of the one bundle just made, from the first build on: the whole prepare's loads
  // parts and pages' modules apart, so an edit would otherwise rewrite it.)
  writeIfChanged(
    'index.ts',
    registryCode(manifest.modules, plan.parts, ownHeads(plan.siteRoot), siteFactsOf(plan.siteRoot, plan.site), undefined, manifest.siteClasses),
  );
  writeIfChanged('manifest.json', JSON.stringify(manifest, null, 2) + '\n');
  sayProbes(probes, state.manifest, plan);
  state.manifest = manifest;
  // The whole build's reuse stamp no longer describes the folder; the plan does, with the new inputs.
  fs.rmSync(path.join(OUT_DIR, 'inputs.json'), { force: true });
  writeLivePlan(OUT_DIR, plan);
  state.planTime = fs.statSync(path.join(OUT_DIR, LIVE_PLAN_FILE)).mtimeMs;
  return true;
}

/** Lets the contexts go (a process that ends needs it: esbuild's service stays while they live). */
export async function stopLive(): Promise<void> {
  await live?.bundle?.ctx.dispose();
  await live?.client?.ctx.dispose();
  await live?.server?.ctx.dispose();
  live = undefined;
}

/** A React page or theme part added or removed: the pages and parts the bundle holds are the whole prepare's to list. */
function addsOrRemovesPart(file: string, plan: LivePlan): boolean {
  const rel = path.relative(plan.siteRoot, file).split(path.sep).join('/');
  if (!/^src\/(pages|theme)\//.test(rel) || !/\.(m?[jt]sx?)$/.test(file)) return false;
  const known = plan.files.includes(file) || Object.values(plan.inputs).some((i) => i.includes(file));
  return fs.existsSync(file) ? !known : true;
}

function bundleInputs(plan: LivePlan): BundleInputs & { outDir: string } {
  return {
    aliases: plan.aliases,
    css: new Map(plan.css),
    docsGlobalData: plan.docsGlobalData,
    pageUrls: plan.pageUrls,
    mount: plan.mount,
    staticFolders: plan.staticFolders,
    outDir: OUT_DIR,
  };
}

/** The manifest with the probed modules' entries new, the others as they were. */
function manifestWith(last: SiteComponentsManifest, plan: LivePlan, probes: Map<string, Probe>): SiteComponentsManifest {
  const was = (entry: { exports?: string[]; error?: string } | undefined): Probe => (entry?.error ? { error: entry.error } : { exports: entry?.exports ?? [] });
  const all = new Map(plan.files.map((f) => [f, probes.get(f) ?? was(last.modules[f])]));
  const modules = moduleEntries(plan.files, all, plan.siteRoot);
  const clientModules: ClientModuleEntry[] = plan.clientModules.map((f, i) => {
    const probed = probes.get(f) ?? was(last.clientModules?.[i]);
    return { file: path.relative(plan.siteRoot, f), ...('error' in probed ? { error: probed.error } : {}) };
  });
  return {
    modules,
    clientModules,
    themeParts: compiledThemeParts(modules, plan.parts).map(([part]) => part),
    sidebarInRender: drawsSidebar(modules, plan.parts),
    // (The site's highlighter, as the preview's first build made it: ./prism-grammars.ts.)
    ...(last.grammars ? { grammars: last.grammars } : {}),
    // (The theme's module classes, as the first build named them: they follow the installed theme, which no edit changes.)
    ...(last.siteClasses ? { siteClasses: last.siteClasses } : {}),
  };
}

/** The bundle and the client modules built again (the contexts made anew where their entry changed), and written unless not `write`; false when a build failed. */
async function rebuildBundle(state: Live, manifest: SiteComponentsManifest, inputs: BundleInputs & { outDir: string }, write: boolean): Promise<boolean> {
  const { plan } = state;
  const options = bundleOptions(plan.siteRoot, plan.site, DOCUSAURUS_FILES, { ...inputs, browserSwaps: state.swaps });
  // (The React pages in their title records, as the build wraps them.)
  const pages = { names: pageNames(manifest.modules, plan.routes ?? []), module: path.join(ROOT, DOCUSAURUS_FILES.pageRecord) };
  const entry = bundleEntry(manifest.modules, plan.stylesheets, path.join(ROOT, DOCUSAURUS_FILES.slotChildren), undefined, pages);
  const good = plan.clientModules.filter((_, i) => !manifest.clientModules?.[i]?.error);
  try {
    state.bundle = await contextFor(state.bundle, entry, { ...options, ...BUNDLE_BUILD, outfile: path.join(OUT_DIR, 'bundle.mjs') }, plan);
    state.client = await contextFor(
      state.client,
      good.length ? clientModulesEntry(good) : '',
      { ...options, outfile: path.join(OUT_DIR, 'client-modules.mjs') },
      plan,
    );
    const [bundle, client] = await Promise.all([state.bundle?.ctx.rebuild(), state.client?.ctx.rebuild()]);
    // (Split for the server where the browser's build read a package's browser field.)
    const split = (state.swaps.size > 0 || rulesDifferBySide(readWebpackRules(plan.siteRoot))) && !!entry;
    if (!write) {
      if (split) await serverBuild(state, entry, inputs);
      return true;
    }
    writeOutputs(bundle?.outputFiles ?? [], 'bundle', split ? path.basename(COMPONENTS_BROWSER_FILE) : undefined);
    // (The preview's bundle is whole: the whole build the prepare wrote beside a bundle of the frame is gone, or the trial render would load it.)
    fs.rmSync(path.join(OUT_DIR, path.basename(COMPONENTS_WHOLE_FILE)), { force: true });
    if (split)
      await splitForServer(
        state,
        entry,
        inputs,
        registryNames(manifest.modules).map((n) => n.name),
      );
    // (Else a split the whole prepare made is gone: the trial render would load its server's build.)
    else for (const f of [COMPONENTS_BROWSER_FILE, COMPONENTS_SERVER_FILE]) fs.rmSync(path.join(OUT_DIR, path.basename(f)), { force: true });
    writeOutputs(client?.outputFiles ?? [], 'client-modules');
    writeIfChanged('client-modules.ts', good.length ? clientModulesCode() : NO_CLIENT_MODULES);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where the browser's build replaced a module by a package's browser field: the server's build beside
 * it, and bundle.mjs their client boundary, as the whole prepare splits it (./bundle.ts serverBundle).
 */
async function splitForServer(state: Live, entry: string, inputs: BundleInputs & { outDir: string }, names: string[]): Promise<void> {
  const server = await serverBuild(state, entry, inputs);
  writeIfChanged(path.basename(COMPONENTS_SERVER_FILE), server?.outputFiles?.find((f) => f.path.endsWith('.mjs'))?.text ?? '');
  writeIfChanged('bundle.mjs', serverSplitBoundary(names));
}

/** The server's build of the bundle, by its context (made anew where its entry changed). */
async function serverBuild(state: Live, entry: string, inputs: BundleInputs & { outDir: string }) {
  const { plan } = state;
  const options = bundleOptions(plan.siteRoot, plan.site, DOCUSAURUS_FILES, { ...inputs, server: true });
  state.server = await contextFor(state.server, entry, { ...options, ...SERVER_BUILD, outfile: path.join(OUT_DIR, 'bundle.mjs') }, plan);
  return state.server?.ctx.rebuild();
}

/** The context of `entry` (the last one when its entry is the same); none for an empty entry. */
async function contextFor(last: Live['bundle'], entry: string, options: BuildOptions, plan: LivePlan): Promise<Live['bundle']> {
  if (last?.entry === entry) return last;
  await last?.ctx.dispose();
  if (!entry) return undefined;
  const ctx = await context({
    ...options,
    stdin: { contents: entry, resolveDir: plan.siteRoot, loader: 'js' },
    write: false,
    minifyWhitespace: true,
    minifySyntax: true,
  });
  return { entry, ctx };
}

/**
 * A build's files written where their text changed, a stylesheet it no longer makes left empty (the
 * site's stylesheet imports it, ../site-styles/compile.ts). `script`: the name its script is written
 * under, when not its own.
 */
function writeOutputs(files: { path: string; text: string }[], name: string, script?: string): void {
  for (const f of files)
    if (f.path.endsWith('.css')) writeIfChanged(path.relative(OUT_DIR, f.path), withoutMisplacedImports(f.text));
    else writeIfChanged(script && f.path.endsWith('.mjs') ? script : path.relative(OUT_DIR, f.path), f.text);
  const hasCss = files.some((f) => f.path.endsWith(`${name}.css`));
  if (!hasCss) writeIfChanged(`${name}.css`, '');
}

const writeIfChanged = (rel: string, text: string) => void writeOutputFile(path.join(OUT_DIR, rel), text);

/** What the whole prepare says of a module that does not compile, for those probed again whose error is new. */
function sayProbes(probes: Map<string, Probe>, last: SiteComponentsManifest, plan: LivePlan): void {
  const lastErrors = new Set([...Object.values(last.modules), ...(last.clientModules ?? [])].map((m) => m.error));
  for (const [file, probed] of probes) {
    if (!('error' in probed) || lastErrors.has(probed.error)) continue;
    const rel = path.relative(plan.siteRoot, file);
    const kind = plan.clientModules.includes(file) ? 'client module' : /^src\/pages\//.test(rel.split(path.sep).join('/')) ? 'page' : 'component';
    sayUncompiled(kind, rel, probed.error);
  }
}
