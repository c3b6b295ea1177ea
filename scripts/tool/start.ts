/**
 * `pagewright start`: the engine's live preview (scripts/dev.ts, through scripts/dev.mjs) on the imported content, and a
 * watcher of the site's own files. What an edit changed is imported again alone when it can be (docs
 * pages and their files, a version's sidebars, a blog's posts and files, src/: scripts/tool/import-site.ts
 * importChanged, about a tenth of a second); anything else (the config, …) imports the whole site again, writing
 * only the content files that differ. Either way the
 * preview re-renders what changed. A failed import leaves the last good content and the server up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { subscribe, type Event } from '@parcel/watcher';
import type { ToolProject } from './project';
import { importChanged, importSite, stopImporter, warmImporter } from './import-site';
import { compileEngineCode, startEngine } from './run-node';
import { NOT_SOURCE, pluginWatch, type ReportPlugins } from './plugin-watch';

export async function toolStart(project: ToolProject, at: { port: number; host: string }): Promise<void> {
  // With the content of an earlier import the preview starts beside the import (vcluster-docs: about 7 s
  // of import, 3 s of Next's start) and shows what the import changes as it shows an edit's. A first
  // start waits for the content.
  const earlier = fs.existsSync(path.join(project.content, 'site.config.json'));
  // Both run from the engine's compiled code: compiled here first when stale, not by both at once.
  await compileEngineCode(project);
  const imported = importSite(project, { preview: true, behind: earlier }).then((ok) => {
    if (!ok) console.error(`The import failed: the preview ${earlier ? 'shows' : 'starts with'} the last imported content, if any.`);
  });
  // The site is watched from now: an edit saved during the import or the warm-up waits for them (two
  // imports never run at once), and is imported then, not lost.
  const warm = imported.then(() => warmImporter(project));
  const queue = editQueue(async (events) => (await warm, reimport(project, events)));
  await subscribe(project.site, (err, events) => (err ? undefined : queue(events)), { ignore: NOT_SOURCE });
  if (!earlier) await imported;
  const preview = startEngine(project, 'scripts/dev.mjs', [], { env: previewEnv(project, at) });
  preview.on('exit', (code) => (stopImporter(), process.exit(code ?? 0)));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => (stopImporter(), preview.kill(signal)));
  await imported;
  // What the site's plugins watch beyond its folder (their getPathsToWatch, as the first import found them;
  // Docusaurus too keeps the watchers it started with: core commands/start/watcher.ts).
  const reportFile = path.join(project.content, 'import-report.json');
  const watch = pluginWatch(project.site, fs.existsSync(reportFile) ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as ReportPlugins) : {});
  for (const folder of watch.folders)
    await subscribe(folder, (err, events) => (err ? undefined : queue(events.filter((e) => watch.watches(e.path)))), { ignore: ['**/node_modules'] });
}

/** The preview's settings: where it listens, and the import's map of the site's files, so the page's error box names the file the team edits (lib/content/author-names.ts). */
function previewEnv(project: ToolProject, at: { port: number; host: string }): Record<string, string> {
  return { PORT: String(at.port), DOCS_DEV_HOST: at.host, DOCS_SOURCE_NAMES: path.join(project.content, 'import-report.json'), NODE_ENV: 'development' };
}

async function reimport(project: ToolProject, events: Event[]): Promise<void> {
  const started = Date.now();
  const changed = [...new Set(events.map((e) => e.path))];
  if (await importChanged(project, changed).catch(() => false)) {
    console.log(`${changed.map((f) => path.relative(project.site, f)).join(', ')}: imported in ${Date.now() - started} ms`);
    return;
  }
  const ok = await importSite(project, { preview: true });
  console.log(ok ? `site imported again in ${Date.now() - started} ms` : 'the import failed: the preview keeps the last good content');
}

/**
 * Runs `work` on the events of each burst of saves, one run at a time (saves during a run wait for the
 * next). A file reported again as the run before found it is left out: a save is often reported twice
 * (created, then updated, tens of ms apart), and the second report would import the site again.
 */
function editQueue(work: (events: Event[]) => Promise<void>): (events: Event[]) => void {
  let pending: Event[] = [];
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const seen = new Map<string, string>();
  const next = async () => {
    if (running || !pending.length) return;
    running = true;
    const batch = pending.filter((e) => seen.get(e.path) !== fileStamp(e.path));
    pending = [];
    // (Taken before the run reads them: a write after this is seen as a change.)
    for (const e of batch) seen.set(e.path, fileStamp(e.path));
    if (batch.length) await work(batch);
    running = false;
    void next();
  };
  return (events) => {
    pending.push(...events);
    clearTimeout(timer);
    timer = setTimeout(() => void next(), 30);
  };
}

/** A file's size and time (or that it is gone, or a folder's). */
function fileStamp(file: string): string {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.isDirectory() ? 'dir' : stat.size}:${stat.mtimeMs}` : 'gone';
}
