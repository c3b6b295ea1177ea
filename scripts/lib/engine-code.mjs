/**
 * The engine's own code compiled for plain Node: `npm run build` (scripts/build.mjs) and
 * `npm run check` (scripts/check.mjs) run it from here rather than through tsx. With `--import
 * tsx`, Node 20 sends each of their ~500 module loads through tsx's loader thread, and every worker
 * thread of the page pass compiles the same TypeScript again: seconds of CPU and ~100 MB of
 * memory per thread before the first page is parsed. esbuild compiles the entries into one bundle
 * (shared code in chunks) under .docs-cache/engine-code/, which plain Node loads in a tenth of the time.
 *
 * The bundle is code, not results: it is rebuilt whenever one of the files it was built from
 * (the engine's sources and the packages it bundles), tsconfig.json, package-lock.json or this
 * file changes (size or mtime). `node --import tsx scripts/build.ts` (or check-content.ts) runs
 * the same code from source. An installed package ships its bundle (compiled by npm pack), which
 * pagewright's engine copy uses while the engine's own files are the ones it was compiled from.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CODE_DIR = path.join(ROOT, '.docs-cache', 'engine-code');
const MANIFEST = path.join(CODE_DIR, 'manifest.json');
/**
 * The bundle the package ships (npm pack compiles it into dist/engine-code/: shipEngineCode), where
 * pagewright's engine copy puts it (scripts/tool/project.ts). A checkout never has one there: its
 * own dist/, while npm pack runs, is not read.
 */
const SHIPPED_DIR = path.join(CODE_DIR, 'shipped');
/** Where npm pack compiles it. */
export const PACKED_CODE_DIR = 'dist/engine-code';
/**
 * The entries (the build, the content check, the Docusaurus import, the live preview and the
 * process it prepares the site's code in), and the modules they start by URL beside themselves:
 * the page pass's, the consistency check's and the search index's worker threads
 * (lib/check/threads.ts), the checkout's plugins and the article renderer, which a worker loads by
 * URL (scripts/build.ts, scripts/check-content.ts), the live preview's page pass on one page, which
 * its Next loads by URL with the renderer (scripts/dev.ts engineModules), the PostCSS runner
 * plugins/docusaurus/site-styles/postcss.ts starts, and the process each local plugin of a
 * Docusaurus site runs in (plugins/docusaurus/importer/local-plugins.ts).
 */
const ENTRIES = {
  build: 'scripts/build.ts',
  'import-docusaurus': 'scripts/import-docusaurus.ts',
  dev: 'scripts/dev.ts',
  'dev-prepare': 'scripts/dev-prepare.ts',
  'check-content': 'scripts/check-content.ts',
  'page-worker': 'lib/check/page-worker.ts',
  'consistency-worker': 'lib/check/consistency-worker.ts',
  'search-worker': 'lib/pipeline/search-worker.ts',
  plugins: 'plugins/index.ts',
  'render-tree': 'components/mdx/render-tree.tsx',
  'one-page': 'lib/check/one-page.ts',
  'postcss-runner': 'plugins/docusaurus/site-styles/postcss-runner.mjs',
  'run-local-plugin': 'plugins/docusaurus/importer/run-local-plugin.ts',
  // pagewright's commands, which an installed package runs from its own compiled code (bin/pagewright.mjs).
  tool: 'scripts/tool/main.ts',
};
/** Files the bundle depends on besides its inputs. */
const ALSO = ['tsconfig.json', 'package-lock.json', 'scripts/lib/engine-code.mjs'];
/**
 * Loaded from node_modules, not bundled: esbuild finds its binary and sass its runtime from their
 * own folders; tsx loads a test build's TypeScript components (lib/content/test-fixtures.ts); and a
 * site's compiled components (.generated/site-components) import React from node_modules, which
 * must be the same React instance the renderer's elements are made with.
 */
const EXTERNAL = ['esbuild', 'sass', 'tsx', 'tsx/*', 'react', 'react/*', 'react-dom', 'react-dom/*'];

/** size:mtime of a project file, or undefined when it is gone; of tsconfig.json, its compiler options. */
function stamp(rel) {
  // Next writes tsconfig.json again at start (`next dev`, `next build`: its includes for the export
  // folder's types, its own layout of the JSON), which changes nothing esbuild reads from it; by its
  // size and time, the preview's first import then compiled the whole bundle again before its page.
  if (rel === 'tsconfig.json') return compilerOptions();
  try {
    const st = fs.statSync(path.join(ROOT, rel));
    return `${st.size}:${st.mtimeMs}`;
  } catch {
    return undefined;
  }
}

function compilerOptions() {
  try {
    return JSON.stringify(JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')).compilerOptions);
  } catch {
    return undefined;
  }
}

/** The last bundle's folder, when none of the files it was built from has changed since. */
function freshBundle() {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
  } catch {
    return undefined;
  }
  for (const [rel, was] of Object.entries(manifest.stamps)) if (stamp(rel) !== was) return undefined;
  const dir = path.join(CODE_DIR, manifest.dir);
  return Object.keys(ENTRIES).every((name) => fs.existsSync(path.join(dir, `${name}.mjs`))) ? dir : undefined;
}

/** The entries compiled into `dir`; the files they were made of (esbuild's metafile inputs). */
async function compileInto(dir) {
  const { build, stop } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    external: EXTERNAL,
    // Bundled CommonJS packages (gray-matter, js-yaml) call require() for Node's modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    metafile: true,
    logLevel: 'error',
  });
  // esbuild's service process would otherwise stay, idle, for the whole build (a later call starts it again).
  await stop();
  return Object.keys(result.metafile.inputs);
}

async function buildBundle() {
  fs.mkdirSync(CODE_DIR, { recursive: true });
  const dir = fs.mkdtempSync(path.join(CODE_DIR, 'build-'));
  const inputs = await compileInto(dir);
  const stamps = {};
  for (const rel of [...inputs, ...ALSO]) stamps[rel] = stamp(rel);
  // Written to a temporary name and renamed: a run that reads it sees the old or the new one.
  fs.writeFileSync(`${MANIFEST}.${process.pid}.tmp`, JSON.stringify({ dir: path.basename(dir), stamps }));
  fs.renameSync(`${MANIFEST}.${process.pid}.tmp`, MANIFEST);
  // Earlier bundles, once no run started in the last hour can still be starting workers from them.
  for (const old of fs.readdirSync(CODE_DIR))
    // (Another run may have removed it meanwhile.)
    if (
      old.startsWith('build-') &&
      old !== path.basename(dir) &&
      Date.now() - (fs.statSync(path.join(CODE_DIR, old), { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 3600_000
    )
      fs.rmSync(path.join(CODE_DIR, old), { recursive: true, force: true });
  return dir;
}

/**
 * The bundle the package ships (`npm pack` compiles it: shipEngineCode), when the engine's own
 * sources are the ones it was compiled from, by their contents (an installed package's files all
 * carry one date). The packages it bundles are the ones it was compiled with, as any compiled
 * package's are; those it leaves out (EXTERNAL) are the site's install's.
 */
function shippedBundle(dir = SHIPPED_DIR) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  for (const [rel, was] of Object.entries(manifest.sources)) if (digest(rel) !== was) return undefined;
  return Object.keys(ENTRIES).every((name) => fs.existsSync(path.join(dir, `${name}.mjs`))) ? dir : undefined;
}

/** The installed package's own compiled code (bin/pagewright.mjs runs its `tool` entry), on the same terms. */
export const packedBundle = () => shippedBundle(path.join(ROOT, PACKED_CODE_DIR));

/** A source file's contents, hashed (tsconfig.json: its compiler options); undefined when it is gone. */
function digest(rel) {
  if (rel === 'tsconfig.json') return compilerOptions();
  try {
    return crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(ROOT, rel)))
      .digest('hex');
  } catch {
    return undefined;
  }
}

/**
 * Compiles the bundle the package ships into PACKED_CODE_DIR (npm pack's prepack), with the
 * digests of the engine's own files it was made of: a team's first build starts from it instead
 * of compiling the engine's code (about 1.5 s of both cores).
 */
export async function shipEngineCode() {
  const dir = path.join(ROOT, PACKED_CODE_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const inputs = await compileInto(dir);
  const sources = {};
  for (const rel of [...inputs.filter((f) => !f.split('/').includes('node_modules')), 'tsconfig.json', 'scripts/lib/engine-code.mjs'])
    sources[rel] = digest(rel);
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ sources }));
  return dir;
}

/** The folder of the current bundle: the package's own, else the last one compiled here, compiled first when none is fresh. */
export async function engineCode() {
  return shippedBundle() ?? freshBundle() ?? (await buildBundle());
}

/** Runs an entry of the current bundle (scripts/build.mjs, check.mjs, dev.mjs, import-docusaurus.mjs): its module loaded, top-level code and all. */
export async function runEntry(name) {
  return import(pathToFileURL(path.join(await engineCode(), `${name}.mjs`)).href);
}
