/**
 * What an author may not put in a page's URL (a slug, an id, a file or folder name): each segment
 * becomes a folder of the export, and a URL a browser must find it by. Docusaurus refuses a slug
 * whose URL a browser would read differently (isValidPathname: `..`, `?`, `#`, `\`); so does this,
 * and also what cannot name a folder everywhere the site is built or checked out, and `%`, which
 * the engine reads as the start of an escape (`%2F` would be a "/").
 */
import path from 'node:path';
import { docDir, isCategoryIndex, NUMBER_PREFIXES } from '../source/paths';

const WINDOWS = ':*"<>|';

function charProblem(c: string): string {
  if (c === '?') return '"?" starts the query of a URL, so the page would not be found at its own URL';
  if (c === '#') return '"#" starts the anchor of a URL, so the page would not be found at its own URL';
  if (c === '%') return '"%" starts an escape in a URL ("%2F" is a "/"), so the URL would not say what is written';
  if (c === '\\') return '"\\" is a "/" to browsers, so the page would not be found at its own URL';
  if (WINDOWS.includes(c)) return `"${c}" cannot be in a folder name on Windows, where the site could not be built or checked out`;
  return `it holds a control character (U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`;
}

/** Why this segment of a URL path cannot be one, or undefined when it can. */
export function segmentProblem(segment: string): string | undefined {
  if (segment === '..' || segment === '.')
    return `"${segment}" is resolved away by browsers (and would put the page outside its folder), so the page would not be found at its own URL`;
  const bad = /[?#%\\:*"<>|\u0000-\u001f\u007f]/.exec(segment);
  return bad ? charProblem(bad[0]) : undefined;
}

/** The first problem of a "/"-separated path's segments (empty segments are ignored), or undefined. */
export function urlPathProblem(path: string): string | undefined {
  for (const segment of path.split('/')) {
    if (!segment) continue;
    const problem = segmentProblem(segment);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * What is wrong with the URL a doc would get, and where to fix it: its frontmatter "slug" or "id"
 * (key), else its file or folder name. Checks what docUrl uses, as docUrl uses it.
 */
export function docUrlProblem(
  relPath: string,
  fm: { slug?: string; id?: string },
  prefixes = NUMBER_PREFIXES,
): { key?: 'slug' | 'id'; message: string } | undefined {
  const dir = docDir(relPath, prefixes);
  if (fm.slug !== undefined) {
    // A relative slug's "." and ".." are resolved (paths.ts docUrl), as Docusaurus resolves them.
    const written = fm.slug.startsWith('/') ? fm.slug : fm.slug.split('/').filter((s) => s !== '.' && s !== '..').join('/');
    const problem = urlPathProblem(written);
    if (problem) return { key: 'slug', message: `slug "${fm.slug}" cannot be a URL: ${problem} — write the slug with letters, digits, "-", "_" and "/"` };
    if (fm.slug.startsWith('/')) return undefined;
  }
  const folderProblem = urlPathProblem(dir);
  if (folderProblem)
    return {
      message: `the folder "${dir.split('/').find((s) => segmentProblem(s))}" becomes part of this page's URL, which it cannot be: ${folderProblem} — rename the folder, or give the page an absolute "slug" (slug: /…)`,
    };
  if (fm.slug !== undefined || isCategoryIndex(relPath)) return undefined;
  if (fm.id !== undefined) {
    const problem = segmentProblem(fm.id);
    return problem ? { key: 'id', message: `id "${fm.id}" becomes this page's URL, which it cannot be: ${problem} — change the id, or set a "slug"` } : undefined;
  }
  const name = prefixes.strip(path.posix.basename(relPath).replace(/\.mdx?$/, ''));
  const problem = segmentProblem(name);
  return problem ? { message: `the file name "${path.posix.basename(relPath)}" becomes this page's URL, which it cannot be: ${problem} — rename the file, or set a "slug" in its frontmatter` } : undefined;
}
