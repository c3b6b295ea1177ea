/**
 * The site's client redirects (site.config.json `redirects`, what Docusaurus'
 * plugin-client-redirects wrote): each `from` path becomes a static page that sends the reader to
 * `to`, keeping the query and hash (lib/pipeline/redirect-pages.ts writes them).
 */
import { isObj } from './is-obj';

export interface Redirect {
  /** A path of the site, as published: "/docs/old-page" (the page is written at <from>/index.html). */
  from: string;
  /** A path of the site ("/docs/new-page", "/docs/a#part") or a full URL. */
  to: string;
}

/** Docusaurus' rule for a redirect's `from` (isValidPathname): a path, no domain, query or hash. */
export function isValidPathname(p: string): boolean {
  if (!p.startsWith('/') || p.startsWith('//')) return false;
  try {
    const parsed = new URL(p, 'https://domain.com').pathname;
    return parsed === p || parsed === encodeURI(p);
  } catch {
    return false;
  }
}

/** Problems with the "redirects" section: a list of { from, to } with valid paths, one redirect per `from`. */
export function redirectsProblems(redirects: unknown): string[] {
  if (redirects === undefined) return [];
  if (!Array.isArray(redirects)) return ['"redirects" must be a list of { "from": "/old/path", "to": "/new/path" }'];
  const out: string[] = [];
  const seen = new Set<string>();
  redirects.forEach((r, i) => {
    const where = `redirects[${i}]`;
    if (!isObj(r) || typeof r.from !== 'string' || typeof r.to !== 'string') {
      out.push(`${where} needs "from" and "to" strings (got ${JSON.stringify(r)})`);
      return;
    }
    for (const key of Object.keys(r)) if (key !== 'from' && key !== 'to') out.push(`${where}: "${key}" is not a setting — a redirect has "from" and "to"`);
    if (!isValidPathname(r.from)) out.push(`${where}: "from" must be a path of the site starting with "/", without domain, query or hash (got "${r.from}")`);
    if (!r.to.trim()) out.push(`${where}: "to" is empty — give the path or URL to send readers to`);
    const key = r.from.replace(/(.)\/$/, '$1');
    if (seen.has(key)) out.push(`${where}: a second redirect from "${r.from}" — one path can redirect to one place only; remove one`);
    seen.add(key);
  });
  return out;
}
