/**
 * Where a page Next could not prerender failed, in the page's own source: the page's run through
 * the page pass again (./one-page.ts), this time with the site's own components in the trial run, so
 * that one that throws is named at its element's `file:line`. Run only after Next failed: the page
 * pass does not render them (Next does), and the trial cannot give every component all that Next's
 * page gives it, so its verdict alone never stops a build that Next completes.
 */
import type { LoadedSite } from '../content/store';
import type { Problem } from '../errors';
import { siteIndex } from '../content/site-index';
import { compiledEntry } from '../pages/doc-entry';
import { checkOnePage } from './one-page';

type Options = Omit<Parameters<typeof checkOnePage>[3], 'siteComponents'>;

/** The problems that say why these pages did not render; none for a page the trial renders. */
export async function renderDiagnosis(site: LoadedSite, urls: string[], opts: Options): Promise<Problem[]> {
  const problems: Problem[] = [];
  const index = siteIndex(site.index);
  for (const url of urls) {
    const entry = compiledEntry(index.compiledAt(url)) ?? compiledEntry(index.compiledAt(url.endsWith('/') ? url : `${url}/`));
    if (!entry) continue;
    try {
      const check = await checkOnePage(site, entry.doc, entry.version, { ...opts, siteComponents: true });
      problems.push(...check.problems);
    } catch {
      // (Not a page the page pass runs again: Next's own output says why.)
    }
  }
  return problems;
}
