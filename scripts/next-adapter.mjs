/**
 * The engine's Next adapter (next.config.ts `adapterPath`), so that `next build` alone makes the
 * complete site in out/: its modifyConfig runs the build's prepare phases before Next renders
 * (content index, page pass, plan), and its onBuildComplete the finish phases on Next's export
 * (articles and sidebars into their slots, payload files out, static files, Markdown, sitemap,
 * llms.txt, link check, search index): lib/pipeline/phases.ts. Under `npm run build`
 * (DOCS_BUILD_RUNNER), which runs the same phases itself around `next build`, it does nothing.
 * Plain JavaScript because Next imports it as it is; the phases load through tsx.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const PRODUCTION_BUILD = 'phase-production-build';
const SITE_COMPONENTS = '.generated/site-components/index.ts';
const SITE_STYLES = '.generated/site-styles/site.css';
const SITE_CLIENT_MODULES = '.generated/site-components/client-modules.ts';

/** The phases and the runner, loaded once. */
let modules;
async function load() {
  modules ??= Promise.all([
    tsImport('../lib/pipeline/phases.ts', import.meta.url),
    tsImport('../lib/pipeline/runner.ts', import.meta.url),
    tsImport('../lib/content/store.ts', import.meta.url),
    tsImport('../components/engine-modules.ts', import.meta.url),
    tsImport('../plugins/index.ts', import.meta.url),
    tsImport('../lib/config/run-settings.ts', import.meta.url),
  ]);
  return modules;
}

/** The build this process runs (prepared by modifyConfig, finished by onBuildComplete). */
let state;
let run;

/**
 * Where Next exports: distDir when it names one (as `npm run build` does), else out/; for a site
 * with a basePath (its mount: next.config.ts), the folder it is under, which keeps the host's layout.
 */
function exportDir(config, projectDir) {
  const dir = config.output === 'export' && config.distDir !== '.next' ? config.distDir : 'out';
  const hostRoot = config.basePath && dir.endsWith(config.basePath) ? dir.slice(0, -config.basePath.length) : dir;
  return path.join(projectDir, hostRoot);
}

export default {
  name: 'docs-engine',
  async modifyConfig(config, { phase, projectDir }) {
    // Next loads its config in each of its processes; the content is prepared once, by the first.
    if (phase !== PRODUCTION_BUILD || process.env.DOCS_BUILD_RUNNER || process.env.DOCS_PREPARED) return config;
    process.env.DOCS_PREPARED = '1';
    const [
      { preparePhases, nextEnv },
      { BuildRun, runPhases, stopOnSignals },
      { contentPaths },
      { ENGINE_MODULES },
      { plugins },
      { runSettingsOf, runSettingsDefine },
    ] = await load();
    const settings = runSettingsOf(process.env);
    run = new BuildRun();
    stopOnSignals(run);
    state = {
      root: projectDir,
      cacheDir: path.join(projectDir, '.docs-cache'),
      paths: contentPaths(projectDir, settings),
      run: settings,
      env: process.env,
      exportDir: exportDir(config, projectDir),
      full: true,
      engineModules: ENGINE_MODULES,
      plugins,
      pluginsModule: new URL('../plugins/index.ts', import.meta.url).href,
      afterPublish: [],
    };
    await runPhases(preparePhases, state, run);
    // Next's render workers are started after this and inherit the environment; its server code gets the
    // settings of the build it renders for (app/run.ts).
    Object.assign(process.env, nextEnv(state));
    config.compiler = { ...config.compiler, defineServer: { ...config.compiler?.defineServer, ...runSettingsDefine(runSettingsOf(process.env)) } };
    // The site's components were compiled just now (next.config.ts looked before they existed).
    if (fs.existsSync(path.join(projectDir, SITE_COMPONENTS)))
      config.turbopack = { ...config.turbopack, resolveAlias: { ...config.turbopack?.resolveAlias, 'docs-site-components': `./${SITE_COMPONENTS}` } };
    if (fs.existsSync(path.join(projectDir, SITE_CLIENT_MODULES)))
      config.turbopack = {
        ...config.turbopack,
        resolveAlias: { ...config.turbopack?.resolveAlias, 'docs-site-client-modules': `./${SITE_CLIENT_MODULES}` },
      };
    if (fs.existsSync(path.join(projectDir, SITE_STYLES)))
      config.turbopack = { ...config.turbopack, resolveAlias: { ...config.turbopack?.resolveAlias, 'docs-site-styles': `./${SITE_STYLES}` } };
    return config;
  },
  async onBuildComplete() {
    if (!state) return;
    const [{ finishPhases, keepCaches }, { runPhases }] = await load();
    await runPhases(finishPhases, state, run);
    keepCaches(state);
    console.log(run.summary());
    console.log(`✔ Built ${state.pages} pages into ${path.relative(state.root, state.exportDir) || '.'}/ in ${run.seconds()} s`);
  },
};
