/**
 * What `npm run dev` watches: the content folder and the site's files. Node's own watchers lose a
 * file that an editor saves by writing a new file and renaming it over the old one (most editors'
 * "atomic save"): Node 20's recursive watcher on Linux, and a watcher of the file itself, report
 * nothing after the first such save, so the preview stopped following edits.
 * A folder is watched with @parcel/watcher (native: inotify on Linux, the watcher of VS Code and
 * Parcel), which sees every save whatever way it is written. chokidar did too, but held a watcher
 * and its state per file in the dev process: 96 MB on a 7,400-file imported site, against 5 MB.
 * A file outside the watched folders (the root's versions.json) is watched through its folder,
 * which sees it replaced.
 */
import fs from 'node:fs';
import path from 'node:path';
import { subscribe } from '@parcel/watcher';

// An imported site's installed packages and dot-folders (.git, editors' state) are not content.
const IGNORE = ['**/node_modules', '**/.*'];

/** Calls `changed` with the absolute path of each file or folder added, changed or removed; resolves once watching. */
export async function watchContent(targets: string[], changed: (file: string) => void): Promise<() => Promise<void>> {
  const isFolder = (t: string) => fs.existsSync(t) && fs.statSync(t).isDirectory();
  const folders = targets.filter(isFolder).map((t) => path.resolve(t));
  const inside = (f: string) => folders.some((d) => f === d || f.startsWith(d + path.sep));
  const files = targets.map((t) => path.resolve(t)).filter((t) => !folders.includes(t) && !inside(t));
  const subscriptions = await Promise.all(
    folders.map((folder) =>
      subscribe(
        folder,
        (err, events) => {
          // A watch that fails (its folder removed) is announced as a change: the content's problem, shown in the page.
          if (err) return changed(folder);
          for (const e of events) changed(e.path);
        },
        { ignore: IGNORE },
      ),
    ),
  );
  const fileWatchers = files.map((file) =>
    fs.watch(path.dirname(file), (_event, name) => {
      if (name === path.basename(file)) changed(file);
    }),
  );
  return async () => {
    for (const w of fileWatchers) w.close();
    await Promise.all(subscriptions.map((s) => s.unsubscribe()));
  };
}
