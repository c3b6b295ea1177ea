/**
 * A Markdown page's "Edit this page" link from the pages' `editUrl` (lib/config/pages.ts), as
 * plugin-content-pages computes it: a string joined with the pages folder and the page's path in it
 * (a locale's translated page with the locale's folder where editLocalizedFiles says so); a template
 * (an editUrl function, called by the importer with placeholders) gets them put in.
 */
import type { ResolvedPagesConfig } from '../config/pages';
import { joinEditUrl } from '../source/edit-url-join';

/** `folder`: the pages folder the page's file lies in, relative to the site's root (a locale's, for its translation). */
export function pageEditUrl(
  cfg: Pick<ResolvedPagesConfig, 'editUrl' | 'path' | 'editLocalizedFiles'>,
  relPath: string,
  url: string,
  localizedFolder?: string,
): string | undefined {
  const edit = cfg.editUrl;
  if (!edit) return undefined;
  if (/\{(pagesPath|permalink)\}/.test(edit)) return edit.replaceAll('{pagesPath}', relPath).replaceAll('{permalink}', url.replace(/\/$/, ''));
  return joinEditUrl([edit, localizedFolder && cfg.editLocalizedFiles ? localizedFolder : cfg.path, relPath]);
}
