/**
 * The site a route renders, loaded once per process with the settings Next was started with
 * (app/run.ts) and the plugins this checkout provides (`docs-plugins`): each route hands it down to
 * what it renders (lib/content/store.ts loadSite).
 */
import { contentPaths, loadSite, siteOrDevError as siteOrDevErrorWith, type LoadedSite } from '@/lib/content/store';
import { plugins } from 'docs-plugins';
import { RUN } from './run';

export function routeSite(): LoadedSite {
  return loadSite(plugins, RUN);
}

/** The content folder the run names (for the live preview's route lists, which outlive a broken site). */
export function routeContentDir(): string {
  return contentPaths(process.cwd(), RUN).contentDir;
}

/** The site, or in `npm run dev` the error that stops the content from loading (lib/content/store.ts siteOrDevError). */
export function routeSiteOrDevError(): ReturnType<typeof siteOrDevErrorWith> {
  return siteOrDevErrorWith(plugins, RUN);
}
