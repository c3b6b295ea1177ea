/**
 * `pagewright start`: the engine's live preview (scripts/dev.ts) on the imported content, and a
 * watcher of the site's own files. An edit is imported again, and only the content files that differ
 * are written, so the preview re-renders what the edit changed. A failed import leaves the last good
 * content in place and the server up.
 */
import path from 'node:path';
import { subscribe } from '@parcel/watcher';
import type { ToolProject } from './project';
import { importSite } from './import-site';
import { startEngine } from './run-node';

/** What the site's folder holds that is not its source. */
const NOT_SOURCE = ['**/node_modules', '**/.*', 'build'];

export async function toolStart(project: ToolProject, at: { port: number; host: string }): Promise<void> {
  if (!importSite(project)) console.error('The import failed: the preview starts with the last imported content, if any.');
  const preview = startEngine(project, 'scripts/dev.ts', [], { typescript: true, env: { PORT: String(at.port), NODE_ENV: 'development' } });
  preview.on('exit', (code) => process.exit(code ?? 0));
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reimport = () => {
    if (running) return void (again = true);
    running = true;
    const started = Date.now();
    const ok = importSite(project);
    console.log(ok ? `re-imported in ${Date.now() - started} ms` : 'the import failed: the preview keeps the last good content');
    running = false;
    if (again) {
      again = false;
      reimport();
    }
  };
  await subscribe(
    project.site,
    (err, events) => {
      if (err || !events.some((e) => !path.relative(project.site, e.path).startsWith('..'))) return;
      clearTimeout(timer);
      timer = setTimeout(reimport, 50);
    },
    { ignore: NOT_SOURCE },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => preview.kill(signal));
}
