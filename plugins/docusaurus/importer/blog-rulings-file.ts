/** Where the import writes what the site's blog plugins decided of their posts (./blog-plugin-posts.ts), and its reading for the engine's blog. */
import fs from 'node:fs';
import path from 'node:path';
import type { BlogPostRuling } from '../../../lib/api/plugins';

export const BLOG_RULINGS_FILE = 'blog-post-rulings.json';

/** What the site's blog plugins decided of each post file (absolute), as the import wrote it. */
export function readBlogRulings(contentDir: string): ReadonlyMap<string, BlogPostRuling> {
  const file = path.join(contentDir, BLOG_RULINGS_FILE);
  if (!fs.existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, BlogPostRuling>));
}
