/**
 * A site served at a path of another site's domain (vCluster's at vcluster.com/docs/, beside the
 * company's site) publishes nothing outside that path. Next writes its own files at the export's
 * root whatever its assetPrefix: its _next folder (which the pages request under the prefix,
 * next.config.ts) and the not-found page. They go under the site's base (lib/shared/site-paths.ts
 * nextFilesBase), the not-found page as <base>404.html, where a host serving that folder looks for
 * it; Next's other copies of it (404/, _not-found/) are no page of the site and are dropped. A
 * mounted site, or one at the host's root, has nothing to move. The other locales' not-found pages
 * move from the folder Next wrote to the file a host looks for (lib/content/locale-not-found.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Phase } from './runner';
import type { LoadedSite } from '../content/store';
import { nextFilesBase, siteMount } from '../shared/site-paths';
import { NOT_FOUND_MARK } from '../shared/not-found-mark';
import { localeNotFoundPages } from '../content/locale-not-found';
import { pageHtmlFile } from './output-file';

interface BuildState {
  exportDir: string;
  site?: LoadedSite;
}

/** What Next wrote at the export's root that belongs to the site: moved to `<base>/<name>`. */
const MOVED = ['_next', '404.html'];
/** Next's copies of the not-found page, at no URL a reader uses. */
const DROPPED = ['404', '_not-found'];

/**
 * Moves Next's files under `base` (a URL path such as "/docs") in the export folder `out`; returns how
 * many were moved. Next's copies of the not-found page go: at the root, and under a mounted site's
 * path (`mount`), where Next renders its routes, those that are the not-found page (its mark: not a
 * page of the site's own at /404/).
 */
export function moveNextFiles(out: string, base: string, mount = ''): number {
  for (const name of DROPPED) fs.rmSync(path.join(out, name), { recursive: true, force: true });
  if (mount) for (const name of DROPPED) dropNotFoundCopy(path.join(out, ...mount.split('/').filter(Boolean), name));
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
  return moved;
}

/** A folder of Next's holding the not-found page alone, removed. */
function dropNotFoundCopy(folder: string) {
  const page = path.join(folder, 'index.html');
  if (fs.existsSync(page) && fs.readdirSync(folder).length === 1 && fs.readFileSync(page, 'utf8').includes(`${NOT_FOUND_MARK}=`))
    fs.rmSync(folder, { recursive: true, force: true });
}

/**
 * Each locale's not-found page from the folder Next rendered it in (`<url>/index.html`) to its file;
 * returns how many. (An incremental build that did not render it took the file over from out/.)
 */
export function moveLocaleNotFoundPages(out: string, site: LoadedSite): number {
  let moved = 0;
  for (const page of localeNotFoundPages(site.config)) {
    const rendered = pageHtmlFile(out, page.route);
    if (!fs.existsSync(rendered)) continue;
    const file = path.join(out, decodeURIComponent(page.url));
    const folder = path.dirname(rendered);
    fs.renameSync(rendered, `${folder}.page`);
    fs.rmSync(folder, { recursive: true, force: true });
    fs.renameSync(`${folder}.page`, file);
    moved++;
  }
  return moved;
}

export const nextFilesPhase: Phase<BuildState> = {
  name: "Next's files under the base path",
  run(state) {
    const site = state.site;
    if (!site) throw new Error('site is not set: a phase ran out of order');
    moveNextFiles(state.exportDir, nextFilesBase(site.config), siteMount(site.config));
  },
};

/** After the slot pass, which fills them at the URL they rendered at. */
export const localeNotFoundPhase: Phase<BuildState> = {
  name: "locales' not-found pages",
  run(state) {
    const site = state.site;
    if (!site) throw new Error('site is not set: a phase ran out of order');
    moveLocaleNotFoundPages(state.exportDir, site);
  },
};
