/**
 * A post's "Edit this post" link from the blog's `editUrl` (lib/config/blog.ts), as
 * plugin-content-blog computes it: a string is joined with the blog's folder and the post's path
 * in it; a template (an editUrl function, called by the importer with placeholders) gets them put in.
 */
import type { ResolvedBlogConfig } from '../config/blog';
import { joinEditUrl } from '../source/edit-url-join';

export function postEditUrl(cfg: Pick<ResolvedBlogConfig, 'editUrl' | 'path'>, relPath: string, url: string): string | undefined {
  const edit = cfg.editUrl;
  if (!edit) return undefined;
  if (/\{(blogPath|permalink)\}/.test(edit)) return edit.replaceAll('{blogPath}', relPath).replaceAll('{permalink}', url.replace(/\/$/, ''));
  return joinEditUrl([edit, cfg.path, relPath]);
}
