/**
 * `npm run build`: the build's phases (lib/pipeline/phases.ts) around one `next build`, into a
 * staging folder (out.next/) that is swapped in as out/ when complete. All or nothing, even when
 * the build is killed: out/ is always the last good site or the new one (lib/pipeline/atomic-out.ts),
 * and the next build cleans up after an interrupted one. When out/ is the last build and only pages
 * changed, Next renders only those pages, or is not run at all (lib/pipeline/incremental.ts).
 * `next build` alone runs the same phases through the adapter (scripts/next-adapter.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';
import { contentPaths } from '../lib/content/store';
import { runSettings } from './lib/run-env';
import { BuildError } from '../lib/errors';
import { ENGINE_MODULES } from '../components/engine-modules';
import { plugins } from '../plugins/index';
import { writePluginSelection } from '../plugins/selection';
import { nextSettingsOfFile } from '../lib/config/site-mount-file';
import { discardStaging, outputDirs, startStaging } from '../lib/pipeline/atomic-out';
import { acquireBuildLock, releaseBuildLock } from '../lib/pipeline/build-lock';
import { buildCacheDir } from '../lib/pipeline/built-site';
import { finishPhases, nextEnv, preparePhases, publishPhase, setAsideDuringNext, type BuildState } from '../lib/pipeline/phases';
import { BuildRun, cpuSecondsSoFar, failureMessage, runPhases, stopOnSignals, type Phase } from '../lib/pipeline/runner';
import { nextCommand } from './lib/next-bin';
import { heldErrorLine, NextOutput, type HeldError } from './lib/next-prerender-output';
import { siteIndex } from '../lib/content/site-index';
import { compiledEntry } from '../lib/pages/doc-entry';
import type { LoadedSite } from '../lib/content/store';
import type { Problem } from '../lib/errors';
import { renderDiagnosis } from '../lib/check/render-diagnosis';
import { KNOWN_COMPONENTS } from '../lib/mdx/known-components';
import { testComponentNames } from '../lib/content/test-fixtures';

// React's production build, as in Next, in the page pass's threads (they copy the environment).
(process.env as Record<string, string>).NODE_ENV ??= 'production';
const root = process.cwd();
const run = { ...runSettings(), preview: false };
/**
 * The modules a page-pass worker loads by URL: from source, the plugin list and the renderer in the
 * checkout; run compiled (scripts/build.mjs), their compiled copies beside this code.
 */
const fromSource = import.meta.url.endsWith('.ts');
const pluginsModule = new URL(fromSource ? '../plugins/index.ts' : './plugins.mjs', import.meta.url).href;
const engineModules = fromSource
  ? ENGINE_MODULES
  : { ...ENGINE_MODULES, render: path.relative(root, fileURLToPath(new URL('./render-tree.mjs', import.meta.url))) };
const dirs = outputDirs(root);
const cacheDir = buildCacheDir(root);
const build = new BuildRun({ staged: true });
stopOnSignals(build);

fs.mkdirSync(cacheDir, { recursive: true });
const lockProblem = acquireBuildLock(cacheDir);
if (lockProblem) build.fail(lockProblem);
build.onCleanup(() => releaseBuildLock(cacheDir));
try {
  for (const step of startStaging(dirs)) console.log(`Recovered from an interrupted build: ${step}`);
} catch (err) {
  build.fail(failureMessage('start', err, build.outcome));
}
build.onCleanup(() => discardStaging(dirs));

/**
 * `next build` in its own process group, so that an interrupted build stops it with all its workers
 * (and the next build can stop an orphan), exporting into the staging folder. The adapter leaves the
 * phases to this process (DOCS_BUILD_RUNNER). Skipped when an incremental build renders no page.
 */
const nextPhase: Phase<BuildState> = {
  name: 'next build',
  async run(state, run) {
    const plan = state.plan!;
    if (plan.kind === 'incremental' && !plan.render.length) return;
    const env = nextEnv(state);
    const takeBack = setAsideDuringNext(state);
    const child = spawn(...nextCommand(root, ['build']), {
      // (Its output is passed on as it comes, but for a page it cannot prerender: scripts/lib/next-prerender-output.ts.)
      stdio: ['inherit', 'pipe', 'pipe'],
      detached: true,
      env: {
        ...process.env,
        ...env,
        DOCS_BUILD_RUNNER: '1',
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      },
    });
    acquireBuildLock(cacheDir, child.pid);
    const stop = run.onCleanup(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    });
    const outputs = [new NextOutput((line) => console.log(line)), new NextOutput((line) => console.error(line))];
    child.stdout!.on('data', (chunk: Buffer) => outputs[0].write(chunk));
    child.stderr!.on('data', (chunk: Buffer) => outputs[1].write(chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    stop();
    const held = outputs.flatMap((o) => o.end());
    const { problems, unsaid } = code !== 0 && state.site ? await prerenderProblems(state.site, held, state) : { problems: [], unsaid: held };
    if (problems.length) throw new BuildError(`The content has ${problems.length} problem(s):`, problems);
    for (const line of unsaid.flatMap((h) => h.lines)) console.error(line);
    if (code !== 0) throw new BuildError('next build did not complete (see the errors above).', []);
    takeBack();
  },
};

/**
 * Each page Next could not prerender, said at its source: at the element that threw where the page
 * pass finds it (lib/check/render-diagnosis.ts), else at the page's file with Next's error, without its
 * stack (a React page of the site, a plugin's page). A URL of no page of the index keeps Next's lines.
 */
async function prerenderProblems(site: LoadedSite, held: HeldError[], state: BuildState): Promise<{ problems: Problem[]; unsaid: HeldError[] }> {
  const problems: Problem[] = [];
  const unsaid: HeldError[] = [];
  const options = await diagnosisOptions(state);
  for (const h of held) {
    const found = await renderDiagnosis(site, [h.url], options);
    const file = found.length ? undefined : pageSourceOf(site, h.url);
    if (found.length) problems.push(...found);
    else if (file) problems.push({ message: heldErrorLine(h, file) });
    else unsaid.push(h);
  }
  return { problems, unsaid };
}

/** The file a URL's page is built from (relative to the project root, as a doc's source is): a page of the pages folder, a doc or a post. */
function pageSourceOf(site: LoadedSite, url: string): string | undefined {
  const slashed = url.endsWith('/') ? url : `${url}/`;
  const pages = [site.index.pages, ...(site.index.localePages ?? [])].flatMap((p) => p?.pages ?? []);
  const page = pages.find((p) => p.url === slashed || p.url === encodeURI(slashed));
  if (page) return page.source;
  const index = siteIndex(site.index);
  return (compiledEntry(index.compiledAt(url)) ?? compiledEntry(index.compiledAt(slashed)))?.doc.source;
}

/** The page pass's options for the diagnosis of a page Next could not render (lib/check/render-diagnosis.ts). */
async function diagnosisOptions(state: BuildState) {
  return {
    rootDir: state.root,
    contentDir: state.paths.contentDir,
    knownComponents: [...KNOWN_COMPONENTS, ...(await testComponentNames(state.paths))],
    plugins: state.plugins,
    renderModule: pathToFileURL(path.join(state.root, state.engineModules.render)).href,
  };
}

const state: BuildState = {
  root,
  cacheDir,
  paths: contentPaths(root, run),
  run,
  env: process.env,
  exportDir: dirs.staging,
  dirs,
  full: process.argv.includes('--full'),
  engineModules,
  plugins,
  pluginsModule,
  afterPublish: [],
};
// The plugins Next compiles, chosen before the engine's stamp is taken (next.config.ts writes the same files again).
writePluginSelection(root, nextSettingsOfFile(state.paths.configFile).plugins);
await runPhases([...preparePhases, nextPhase, ...finishPhases, publishPhase], state, build);
releaseBuildLock(cacheDir);
console.log(build.summary());
console.log(`✔ Built ${state.pages} pages into out/ in ${build.seconds()} s (${cpuSecondsSoFar().toFixed(1)} CPU-s)`);
