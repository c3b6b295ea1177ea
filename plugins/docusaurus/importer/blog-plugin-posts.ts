/**
 * A blog's posts as the site's own plugin-content-blog loads them, where the site gives it a function
 * only it runs: `readingTime` (each post's minutes, from its content, front matter and Docusaurus'
 * default count) and `processBlogPosts` (which posts are kept). The plugin runs as `docusaurus build`
 * loads it (./content-plugin-run.ts); what it decided of each post file is written beside the
 * content (./blog-rulings-file.ts) for the engine's blog (DocsPlugin.blogPostRulings): its reading time,
 * or that it is not published.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { blogDirOf, blogEntriesOf, BLOG_PLUGIN_RUNS } from './blog';
import { configFileOf, type DocusaurusSite } from './config';
import { runContentPlugin } from './content-plugin-run';
import { siteFiles } from './site-links';
import type { BlogPostRuling } from '../../../lib/api/plugins';
import { BLOG_RULINGS_FILE } from './blog-rulings-file';

/**
 * Runs each blog plugin that has such a function and writes what they decided (or removes the file
 * where none has one). `changed`: the live preview's edit, which runs them again only where it
 * touches a blog's folder. What a plugin threw fails the import at the config, as it fails `docusaurus build`.
 */
export async function importBlogRulings(
  { from, to, site }: { from: string; to: string; site: DocusaurusSite },
  report: { failed: { file: string; error: string }[] },
  changed?: ReadonlySet<string>,
): Promise<void> {
  const runs = blogEntriesOf(site.raw, from).filter(({ options, place }) => place && BLOG_PLUGIN_RUNS.some((key) => typeof options[key] === 'function'));
  const dirs = runs.map(({ options }) => blogDirOf(from, options));
  if (changed && ![...changed].some((file) => dirs.some((dir) => file.startsWith(dir + path.sep)))) return;
  try {
    writeRulings(to, await blogRulings(from, site, to, runs));
  } catch (err) {
    const config = configFileOf(from);
    report.failed.push({
      file: config ? path.relative(from, config) : 'docusaurus.config.js',
      error: `the blog plugin stopped loading the posts (with the config's readingTime or processBlogPosts): ${(err as Error).message.split('\n')[0]} — fix what it names; Docusaurus' build stops on it too`,
    });
  }
}

function writeRulings(to: string, rulings: Record<string, BlogPostRuling>): void {
  const target = path.join(to, BLOG_RULINGS_FILE);
  if (Object.keys(rulings).length) fs.writeFileSync(target, JSON.stringify(rulings, null, 2) + '\n');
  else fs.rmSync(target, { force: true });
}

async function blogRulings(from: string, site: DocusaurusSite, to: string, runs: ReturnType<typeof blogEntriesOf>): Promise<Record<string, BlogPostRuling>> {
  const rulings: Record<string, BlogPostRuling> = {};
  for (const { options, place } of runs) {
    if (!place) continue;
    const { blogPosts = [] } = await runContentPlugin({ from, to, site }, '@docusaurus/plugin-content-blog', place, { loaded: 'blogPosts' });
    const kept = new Map(blogPosts.map((p) => [path.join(from, p.source.replace(/^@site\//, '')), p]));
    const dir = blogDirOf(from, options);
    for (const rel of siteFiles(from, dir)) {
      const file = path.join(dir, rel);
      if (!/\.mdx?$/.test(rel) || rel.split('/').some((part) => part.startsWith('_'))) continue;
      const post = kept.get(file);
      if (post) rulings[file] = { readingTime: post.readingTime ?? null };
      // (Left out by processBlogPosts: a draft is left out by the build anyway, and shown by the live preview.)
      else if (typeof options.processBlogPosts === 'function' && !isDraft(file)) rulings[file] = { unpublished: true };
    }
  }
  return rulings;
}

function isDraft(file: string): boolean {
  try {
    return (matter(fs.readFileSync(file, 'utf8')).data as { draft?: unknown }).draft === true;
  } catch {
    return false;
  }
}
