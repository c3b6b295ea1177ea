/**
 * The site imported into the cache's content folder (plugins/docusaurus/importer through
 * scripts/import-docusaurus.mjs), with the packages of the site's own install. A full import goes into
 * a staging folder and only the files that differ are written to the content (an import that stops
 * leaves the last good content as it was; pagewright build's import writes them itself, before it
 * compiles the components there, so one whose pages fail to compile has written them); the live
 * preview imports what an edit changed alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ToolProject } from './project';
import type { ChildProcess } from 'node:child_process';
import { runEngine, startEngine } from './run-node';
import { syncTree } from './sync-tree';
import { sitePaths } from './site-paths';
import { pluginWatch, type ReportPlugins } from './plugin-watch';
import { READING_FILE } from '../../plugins/docusaurus/in-place/reading-file';

/** The import, from the engine's compiled code (scripts/import-docusaurus.ts through scripts/lib/engine-code.mjs). */
const IMPORT = 'scripts/import-docusaurus.mjs';

/**
 * Imports the whole site; false when the import failed (it said why). `preview`: for pagewright start,
 * which compiles the components itself; `behind`: the preview starts beside it, so it runs below its priority.
 */
export async function importSite(project: ToolProject, { preview = false, behind = false } = {}): Promise<boolean> {
  const staging = `${project.content}.next`;
  fs.rmSync(staging, { recursive: true, force: true });
  const args = ['--from', project.site, '--to', staging, '--site-packages', '--in-place'];
  // (The build's import writes the content itself, and compiles the components there, once: scripts/import-docusaurus.ts.)
  const ok = !preview
    ? (await runEngine(project, IMPORT, [...args, '--sync-into', project.content])) === 0
    : behind
      ? await importBehind(project, [...args, '--preview'])
      : await servedImport(project, args);
  if (!ok) {
    fs.rmSync(staging, { recursive: true, force: true });
    return false;
  }
  if (preview) syncTree(staging, project.content);
  fs.rmSync(staging, { recursive: true, force: true });
  return true;
}

/**
 * The import pagewright start runs beside the preview's start, below its priority: the page a team
 * opens renders first, from the content this import then updates. A process of its own, since a
 * process's priority, once lowered, is raised again only with privileges the team's user lacks.
 */
function importBehind(project: ToolProject, args: string[]): Promise<boolean> {
  const child = startEngine(project, IMPORT, args);
  if (child.pid) os.setPriority(child.pid, 10);
  return new Promise((resolve) => child.on('exit', (code) => resolve(code === 0)));
}

/**
 * pagewright start's whole imports, by one process that stays between them (import-docusaurus --preview
 * --serve): the engine's modules are loaded once, not again for each edit of the config. Started by
 * the first; started again if it stopped.
 */
let importer: ChildProcess | undefined;
function servedImport(project: ToolProject, args: string[]): Promise<boolean> {
  const answer = (child: ChildProcess) =>
    new Promise<boolean>((resolve) => {
      const done = (ok: boolean) => (child.off('message', onMessage), child.off('exit', onExit), resolve(ok));
      const onMessage = (m: unknown) => done((m as { ok?: boolean }).ok === true);
      const onExit = () => ((importer = undefined), done(false));
      child.on('message', onMessage).on('exit', onExit);
    });
  // (One whose channel closed, stopped with pagewright start or gone, is not asked: a new one is started.)
  if (importer?.connected) {
    // (A send that fails after all is answered by its exit.)
    importer.send('again', () => undefined);
    return answer(importer);
  }
  importer = startEngine(project, IMPORT, [...args, '--preview', '--serve'], { ipc: true });
  return answer(importer);
}

/** Stops the import process pagewright start keeps, if any. */
export function stopImporter(): void {
  importer?.kill();
}

/** Loads the importer into this process ahead of the first edit. */
export const loadImporter = () => import('../../plugins/docusaurus/importer/import');

/**
 * Loads the importer and runs it once over the site importing nothing (a partial import of no file
 * writes nothing): the config's evaluation and the walks an edit's import runs are then warm, so the
 * first edit shows as soon as the later ones. A failure is the first edit's to report.
 */
export async function warmImporter(project: ToolProject): Promise<void> {
  const { importDocusaurus } = await loadImporter();
  await importDocusaurus(project.site, project.content, undefined, { only: new Set(), imported: new Set() }, { inPlace: true }).catch(() => undefined);
}

interface ReportFile extends ReportPlugins {
  sources?: Record<string, string>;
}

/**
 * Imports again only `files` (absolute paths of the site's files an edit added, changed or removed)
 * into the content as the last full import left it. Handled alone: docs pages, partials and their
 * files, a version's sidebars file, a blog's posts and files (authors.yml, images), the Markdown pages
 * of src/pages, and the rest of src/ (read where it lies: nothing to import). False when one of them needs a full import (the config, a file a sidebars module
 * requires, a post importing a package not installed, a file a plugin watches (./plugin-watch.ts), …;
 * or no full import yet).
 */
export async function importChanged(project: ToolProject, files: string[]): Promise<boolean> {
  const reportFile = path.join(project.content, 'import-report.json');
  if (!fs.existsSync(reportFile)) return false;
  const before = fs.readFileSync(reportFile, 'utf8');
  const saved = JSON.parse(before) as ReportFile;
  // (A file a plugin watches: the whole import runs the plugins again, as Docusaurus loads that plugin again.)
  const watch = pluginWatch(project.site, saved);
  if (files.some((f) => watch.watches(f))) return false;
  const sources = (saved.sources ??= {});
  const rest: string[] = [];
  const known = knownPages(project);
  if (files.some((f) => pageAddedOrRemoved(project, f, known))) return false;
  const reactPage = (f: string) => /^pages[\\/].*\.(jsx?|tsx?)$/.test(path.relative(path.join(project.site, 'src'), f));
  for (const file of files) if (!readInPlace(project, file) && !reactPage(file) && !removeDoc(project, file, sources)) rest.push(file);
  // (A file removed that the importer does not take alone, a doc's, is not counted imported: the whole import removes its copy.)
  if (rest.length) {
    const { importDocusaurus } = await loadImporter();
    const partial = { only: new Set(rest), imported: new Set<string>() };
    const report = await importDocusaurus(project.site, project.content, undefined, partial, { inPlace: true });
    if (partial.imported.size !== rest.length) return false;
    Object.assign(sources, report.sources);
    const named = sitePaths(project);
    for (const f of report.failed) console.error(named(`${f.file}: ${f.error}`));
  }
  // (Written only when it changed: the preview renders the page again after each write to the content.)
  const text = JSON.stringify(saved, null, 2) + '\n';
  if (text !== before) fs.writeFileSync(reportFile, text);
  return true;
}

/**
 * A file of src/ needs no import: the site is read where it lies, src/ with it (no copy:
 * plugins/docusaurus/site-components/site-src.ts), and the preview compiles it again; true when
 * `file` is one. (A Markdown page of src/pages is read as docs are, by the importer; a page added or
 * removed changes the site's routes, which the whole import gives.)
 */
function readInPlace(project: ToolProject, file: string): boolean {
  const rel = path.relative(path.join(project.site, 'src'), file);
  if (rel.startsWith('..') || path.isAbsolute(rel) || /^pages[\\/]/.test(rel)) return false;
  return !fs.existsSync(file) || fs.statSync(file).isFile();
}

/** Whether `file` is a page of src/pages added or removed since the last whole import (its reading lists the pages it found): the whole import's, as it changes the routes. */
function pageAddedOrRemoved(project: ToolProject, file: string, known: readonly string[] | undefined): boolean {
  const rel = path.relative(path.join(project.site, 'src'), file);
  // (A module or stylesheet beside the pages, `_components/x.js`, `index.module.css`, is no page.)
  if (!/^pages[\\/]/.test(rel) || !/\.(jsx?|tsx?|mdx?)$/.test(rel) || rel.split(path.sep).some((seg) => seg.startsWith('_'))) return false;
  return !known?.includes(rel.split(path.sep).slice(1).join('/')) || !fs.existsSync(file);
}

/** The pages of src/pages the last whole import found (plugins/docusaurus/in-place/reading.ts). */
function knownPages(project: ToolProject): string[] | undefined {
  const reading = path.join(project.content, READING_FILE);
  return fs.existsSync(reading) ? (JSON.parse(fs.readFileSync(reading, 'utf8')) as { pages?: { files?: string[] } }).pages?.files : undefined;
}

/** A removed docs page or partial leaves the content with its copy; true when `file` was one. */
function removeDoc(project: ToolProject, file: string, sources: Record<string, string>): boolean {
  if (fs.existsSync(file)) return false;
  const rel = path.relative(project.site, file);
  const copies = Object.keys(sources).filter((c) => sources[c] === rel);
  for (const c of copies) {
    fs.rmSync(path.join(project.content, c), { force: true });
    delete sources[c];
  }
  return copies.length > 0;
}
