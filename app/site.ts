/**
 * The site a route renders, loaded once per process with the settings Next was started with
 * (app/run.ts) and the plugins this checkout provides (`docs-plugins`): each route hands it down to
 * what it renders (lib/content/store.ts loadSite).
 */
import { contentPaths, loadSite, siteOrDevError as siteOrDevErrorWith, type LoadedSite } from '@/lib/content/store';
import { plugins } from 'docs-plugins';
import { RUN } from './run';
import { collectGarbageWhenGrown } from '@/lib/collect-garbage';

export function routeSite(): LoadedSite {
  return loadSite(plugins, RUN);
}

/** The content folder the run names (for the live preview's route lists, which outlive a broken site). */
export function routeContentDir(): string {
  return contentPaths(process.cwd(), RUN).contentDir;
}

/** The site, or in `npm run dev` the error that stops the content from loading (lib/content/store.ts siteOrDevError). */
export function routeSiteOrDevError(): ReturnType<typeof siteOrDevErrorWith> {
  // A render worker renders hundreds of pages; V8 let its heap grow to four times what it held
  // (vcluster-docs: 87 MB live, 320 MB heap per worker) before it collected.
  if (!RUN.preview) collectGarbageWhenGrown();
  return siteOrDevErrorWith(plugins, RUN);
}
