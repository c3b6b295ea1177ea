/**
 * A site with `trailingSlash: false` (Docusaurus' setting, imported as site.config.json's): each page
 * is also written as `<path>.html`, the file Docusaurus writes for it (core ssgUtils
 * pathnameToFilename), so a host serving the build answers `/x` with the page itself, as it would
 * Docusaurus' build. The page's folder file stays: the engine's own links end in "/".
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Phase } from './runner';
import type { LoadedSite } from '../content/store';
import { allUrls } from '../content/routes';
import { siteSearchPages } from '../content/site-search-pages';
import { pageHtmlFile } from './output-file';
import { siteBase } from '../shared/site-paths';

interface BuildState {
  exportDir: string;
  site?: LoadedSite;
}

/** The `<path>.html` file of every page but the site's front page, beside its `<path>/index.html`. */
export function flatPageFiles(out: string, site: LoadedSite): number {
  let written = 0;
  const base = siteBase(site.config);
  for (const url of [...allUrls(site.index), ...siteSearchPages(site.config)]) {
    if (url === '/' || url === base) continue;
    const page = pageHtmlFile(out, url);
    if (!fs.existsSync(page)) continue;
    const flat = path.join(out, `${decodeURIComponent(url).replace(/\/$/, '')}.html`);
    // (Replaced, never written into: an incremental build's staging links the last build's files.)
    fs.rmSync(flat, { force: true });
    fs.linkSync(page, flat);
    written++;
  }
  return written;
}

export const flatPageFilesPhase: Phase<BuildState> = {
  name: 'page files without trailing slash',
  run(state) {
    const site = state.site;
    if (!site) throw new Error('site is not set: a phase ran out of order');
    if (site.config.trailingSlash !== false) return;
    console.log(`trailingSlash false: ${flatPageFiles(state.exportDir, site)} pages also written as <path>.html`);
  },
};
