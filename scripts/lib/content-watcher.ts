/**
 * What `npm run dev` watches: the content folder and the site's files, with chokidar. Node's own
 * watchers lose a file that an editor saves by writing a new file and renaming it over the old
 * one (most editors' "atomic save"): Node 20's recursive watcher on Linux, and a watcher of the
 * file itself, report nothing after the first such save, so the preview stopped following edits.
 * chokidar watches each folder, which sees every save whatever way it is written.
 */
import path from 'node:path';
import { watch } from 'chokidar';

/** Calls `changed` with the absolute path of each file or folder added, changed or removed. */
export function watchContent(targets: string[], changed: (file: string) => void): () => Promise<void> {
  const watcher = watch(targets, {
    ignoreInitial: true,
    // An imported site's installed packages and dot-folders (.git, editors' state) are not content.
    // (Tested by name: chokidar asks for each folder before it enters it.)
    ignored: (p) => path.basename(p) === 'node_modules' || path.basename(p).startsWith('.'),
  });
  watcher.on('all', (_event, file) => changed(path.resolve(file)));
  // A link that loops or points to nothing is the content's problem, shown in the page
  // (lib/content/symlinks.ts): announced as a change, and the watcher goes on.
  watcher.on('error', (err) => changed(String((err as NodeJS.ErrnoException).path ?? targets[0])));
  return () => watcher.close();
}
