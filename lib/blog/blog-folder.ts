/** Where a blog's posts lie: its `dir` when the site is read where it is, else `path` under the content folder. */
import path from 'node:path';
import type { ResolvedBlogConfig } from '../config/blog';

export const blogFolder = (contentDir: string, cfg: Pick<ResolvedBlogConfig, 'path' | 'dir'>): string =>
  cfg.dir ? path.resolve(contentDir, cfg.dir) : path.join(contentDir, cfg.path);
