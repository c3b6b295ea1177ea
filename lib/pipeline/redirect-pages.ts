/**
 * The site's client redirects (site.config.json `redirects`): checked against the routes before
 * anything renders, written into the export after Next (so into the staging folder the atomic swap
 * publishes). Their targets are checked by the link check (lib/output/config-links.ts); they are
 * not pages of the content index, so neither the sitemap nor the search index lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BuildError } from '../errors';
import { routeTable } from '../content/routes';
import { REDIRECT_MARK, redirectFile, redirectPageHtml, redirectsOverPages } from '../output/redirect-pages';
import { writeOutputFile } from './output-file';
import type { Phase } from './runner';
import type { LoadedSite } from '../content/store';

/** What these phases read of the build's state (lib/pipeline/phases.ts BuildState). */
interface BuildState {
  root: string;
  paths: { configFile: string };
  exportDir: string;
  site?: LoadedSite;
  caseRedirects?: ReadonlyMap<string, string>;
}

function site(state: BuildState) {
  if (!state.site) throw new Error('site is not set: a phase ran out of order');
  return state.site;
}

/** Before rendering: no redirect may stand where a page is published. */
export const redirectsCheckPhase: Phase<BuildState> = {
  name: 'redirects check',
  run(state) {
    const { config, index } = site(state);
    if (!config.redirects?.length) return;
    const table = routeTable(index);
    const isRoute = (url: string) => table.has(url) || table.has(encodeURI(url));
    const file = path.relative(state.root, state.paths.configFile);
    const problems = redirectsOverPages(config.redirects, isRoute, fs.readFileSync(state.paths.configFile, 'utf8'), file);
    if (problems.length) throw new BuildError(`Redirects over published pages (${problems.length}):`, problems);
  },
};

/**
 * A redirect page at each path a link names in another case than its page's (routesMatchAnyCase),
 * so the link leads there on a host that serves paths by their case. None where a file is there: a
 * file system that ignores case holds the page itself at that path. Returns how many it wrote.
 */
function writeCaseRedirects(exportDir: string, redirects: ReadonlyMap<string, string> | undefined, trailingSlash: boolean | 'auto' | undefined): number {
  let written = 0;
  for (const [from, to] of redirects ?? []) {
    const target = path.join(exportDir, redirectFile(from, trailingSlash));
    if (fs.existsSync(target)) continue;
    writeOutputFile(target, redirectPageHtml(to));
    written++;
  }
  return written;
}

/** After Next: one redirect page per `from`; a file there that is not a redirect page (a static file) is an error. */
export const redirectPagesPhase: Phase<BuildState> = {
  name: 'redirect pages',
  run(state) {
    const { config } = site(state);
    const redirects = config.redirects ?? [];
    const file = path.relative(state.root, state.paths.configFile);
    const clashes: string[] = [];
    for (const r of redirects) {
      const target = path.join(state.exportDir, redirectFile(r.from, config.trailingSlash));
      if (fs.existsSync(target) && !(fs.statSync(target).isFile() && fs.readFileSync(target, 'utf8').includes(REDIRECT_MARK))) {
        clashes.push(
          `the redirect from "${r.from}" would replace ${path.relative(state.exportDir, target)}, a file the site publishes — remove the redirect or the file`,
        );
        continue;
      }
      writeOutputFile(target, redirectPageHtml(r.to));
    }
    if (clashes.length)
      throw new BuildError(
        'Redirects over published files:',
        clashes.map((message) => ({ file, message })),
      );
    if (redirects.length) console.log(`Redirects: ${redirects.length} page(s)`);
    const cased = writeCaseRedirects(state.exportDir, state.caseRedirects, config.trailingSlash);
    if (cased) console.log(`Redirects: ${cased} page(s) for links that name a page in another case`);
  },
};
