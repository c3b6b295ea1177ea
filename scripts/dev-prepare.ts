/**
 * `npm run dev`'s start-up work, in a process of its own (scripts/dev.ts runs it): loads the
 * content once, records its URLs for Next's static-paths worker (lib/content/dev-routes.ts) and
 * compiles the site's own components and stylesheets. Loading a large site's content takes a few
 * hundred MB that the long-lived dev process would otherwise keep for as long as it runs (313 MB on
 * a 2,900-page site); here it is given back when the work is done.
 * Usage: dev-prepare.ts <changes stamp>. What it prints is the author's to read (the components'
 * warnings); exit 0: done; exit 3: the content has an error, printed.
 */
import { buildSite, changesStamp, type LoadedSite } from '../lib/content/store';
import { rememberDevSiteUrls } from '../lib/content/dev-routes';
import { prepareSiteCode } from '../lib/site-modules/prepare';
import { plugins } from '../plugins/index';
import { projectPaths, runSettings } from './lib/run-env';

const paths = projectPaths(process.cwd());
let site: LoadedSite;
try {
  site = buildSite(paths, { includeDrafts: true, gitDates: false, plugins, run: { ...runSettings(), preview: true }, env: process.env });
} catch (err) {
  console.error(`✗ ${(err as Error).message}\n  The preview shows this in the page and reloads when the file is saved.`);
  process.exit(3);
}
rememberDevSiteUrls(site, changesStamp(Number(process.argv[2] ?? 0)));
await prepareSiteCode({ site, contentDir: paths.contentDir, plugins, uncompiled: 'pass-through' }, paths.rootDir);
