/**
 * A site served at a path of another site's domain (vCluster's at vcluster.com/docs/, beside the
 * company's site) publishes nothing outside that path. Next writes its own files at the export's
 * root whatever its assetPrefix: its _next folder (which the pages request under the prefix,
 * next.config.ts) and the not-found page. They go under the site's base (lib/shared/site-paths.ts
 * nextFilesBase), the not-found page as <base>404.html, where a host serving that folder looks for
 * it; Next's other copies of it (404/, _not-found/) are no page of the site and are dropped. A
 * mounted site, or one at the host's root, has nothing to move.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Phase } from './runner';
import type { LoadedSite } from '../content/store';
import { nextFilesBase } from '../shared/site-paths';

interface BuildState {
  exportDir: string;
  site?: LoadedSite;
}

/** What Next wrote at the export's root that belongs to the site: moved to `<base>/<name>`. */
const MOVED = ['_next', '404.html'];
/** Next's copies of the not-found page, at no URL a reader uses. */
const DROPPED = ['404', '_not-found'];

/** Moves Next's files under `base` (a URL path such as "/docs") in the export folder `out`; returns how many were moved. */
export function moveNextFiles(out: string, base: string): number {
  if (!base) return 0;
  const into = path.join(out, ...base.split('/').filter(Boolean));
  let moved = 0;
  for (const name of MOVED) {
    const from = path.join(out, name);
    if (!fs.existsSync(from)) continue;
    // (An incremental build's staging holds the last build's copy, linked: this export's replaces it.)
    fs.rmSync(path.join(into, name), { recursive: true, force: true });
    fs.mkdirSync(into, { recursive: true });
    fs.renameSync(from, path.join(into, name));
    moved++;
  }
  for (const name of DROPPED) fs.rmSync(path.join(out, name), { recursive: true, force: true });
  return moved;
}

export const nextFilesPhase: Phase<BuildState> = {
  name: "Next's files under the base path",
  run(state) {
    const site = state.site;
    if (!site) throw new Error('site is not set: a phase ran out of order');
    moveNextFiles(state.exportDir, nextFilesBase(site.config));
  },
};
