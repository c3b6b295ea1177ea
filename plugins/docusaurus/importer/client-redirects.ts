/**
 * Docusaurus' @docusaurus/plugin-client-redirects, applied to a checkout's evaluated config by its
 * own rules (v3, collectRedirects): `fromExtensions` and `toExtensions` over every route,
 * `redirects: [{ from, to }]` (from: one path or several), and `createRedirects(path)` called for
 * every route once all routes are known. Paths are relative to baseUrl, as the plugin sees them;
 * the result carries the baseUrl, as site.config.json's `redirects` do. Where Docusaurus fails the
 * build (an invalid path, a target that is no route, createRedirects throwing) the problem is named
 * in `problems`, and the import fails on it (./config-links.ts); where it warns (a second redirect from one path, a redirect over an
 * existing route) the redirect is left out and named in `skipped`.
 */
import type { Redirect } from '../../../lib/api/config';
import { isValidPathname } from '../../../lib/api/config';
import { isObj } from '../../../lib/api/guards';

type Obj = Record<string, unknown>;

export interface ClientRedirectsOptions {
  fromExtensions: string[];
  toExtensions: string[];
  redirects: { from: string | string[]; to: string }[];
  createRedirects?: (path: string) => unknown;
}

/** What Docusaurus fails the build on, and the redirect's `from` as the config may write it (for its line). */
export interface RedirectProblem {
  message: string;
  from?: string;
}

export interface CollectedRedirects {
  redirects: Redirect[];
  problems: RedirectProblem[];
  skipped: string[];
}

const PLUGIN = /plugin-client-redirects/;

/** The options of every client-redirects plugin the config lists (normally one). */
export function clientRedirectsOptions(raw: Obj | undefined): ClientRedirectsOptions[] {
  const out: ClientRedirectsOptions[] = [];
  for (const plugin of Array.isArray(raw?.plugins) ? raw.plugins : []) {
    const [name, options] = Array.isArray(plugin) ? plugin : [plugin, {}];
    if (typeof name !== 'string' || !PLUGIN.test(name)) continue;
    const o = isObj(options) ? options : {};
    const strings = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
    out.push({
      fromExtensions: strings(o.fromExtensions),
      toExtensions: strings(o.toExtensions),
      redirects: (Array.isArray(o.redirects) ? o.redirects : []).filter(isObj) as ClientRedirectsOptions['redirects'],
      ...(typeof o.createRedirects === 'function' ? { createRedirects: o.createRedirects as (path: string) => unknown } : {}),
    });
  }
  return out;
}

const removeSlash = (s: string) => (s.endsWith('/') && s !== '/' ? s.slice(0, -1) : s);
const addSlash = (s: string) => (s.endsWith('/') ? s : `${s}/`);

/** Docusaurus' applyTrailingSlash: the pathname part only, never "/" or the baseUrl itself. */
function applyTrailingSlash(p: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (p.startsWith('#') || trailingSlash === undefined) return p;
  const [pathname] = p.split(/[#?]/);
  if (pathname === '/' || pathname === baseUrl) return p;
  return p.replace(pathname, trailingSlash ? addSlash(pathname) : removeSlash(pathname));
}

/** Joins the baseUrl and a path the plugin sees (Docusaurus' normalizeUrl for these two parts). */
function withBase(baseUrl: string, p: string): string {
  return `${baseUrl.replace(/\/$/, '')}/${p.replace(/^\//, '')}`;
}

function extensionProblem(ext: string): string | undefined {
  if (!ext) return `extension "${ext}" is not allowed`;
  if (ext.includes('.')) return `extension "${ext}" contains a "." (dot), which is not allowed`;
  if (ext.includes('/')) return `extension "${ext}" contains a "/" (slash), which is not allowed`;
  if (encodeURIComponent(ext) !== ext) return `extension "${ext}" contains characters a URI cannot hold`;
  return undefined;
}

/**
 * @param routes every route path Docusaurus publishes, relative to baseUrl ("/intro", "/" for the front page)
 * @param baseUrl the site's baseUrl ("/docs/")
 * @param trailingSlash the site's trailingSlash (undefined: Docusaurus' default)
 * @param published more paths a redirect may go to, relative to baseUrl: the pages the engine
 *   publishes, which include the routes of plugins it runs that `routes` does not model
 */
export function collectClientRedirects(
  all: ClientRedirectsOptions[],
  routes: string[],
  baseUrl: string,
  trailingSlash?: boolean,
  published: readonly string[] = [],
): CollectedRedirects {
  const problems: RedirectProblem[] = [];
  const skipped: string[] = [];
  const found: { from: unknown; to: unknown }[] = [];
  for (const options of all) {
    const badExtensions = [...options.fromExtensions, ...options.toExtensions].map(extensionProblem).filter((p): p is string => !!p);
    problems.push(...badExtensions.map((p) => ({ message: `plugin-client-redirects: ${p} — write extensions without dot, e.g. "html"` })));
    if (!badExtensions.length) {
      const fromDots = options.fromExtensions.map((e) => `.${e}`);
      for (const route of routes) {
        if (route === '' || route === '/' || fromDots.some((d) => route.endsWith(d))) continue;
        for (const ext of options.fromExtensions)
          found.push({ from: route.endsWith('/') ? addSlash(`${removeSlash(route)}.${ext}`) : `${route}.${ext}`, to: route });
      }
      for (const route of routes) {
        const ext = options.toExtensions.find((e) => route.endsWith(`.${e}`));
        if (ext) found.push({ from: route.slice(0, -(ext.length + 1)), to: route });
      }
    }
    for (const r of options.redirects) for (const from of Array.isArray(r.from) ? r.from : [r.from]) found.push({ from, to: r.to });
    if (options.createRedirects)
      for (const route of routes) {
        let froms: unknown;
        try {
          froms = options.createRedirects(route) ?? [];
        } catch (err) {
          problems.push({ message: `plugin-client-redirects: createRedirects("${route}") threw: ${(err as Error).message}` });
          continue;
        }
        for (const from of typeof froms === 'string' ? [froms] : Array.isArray(froms) ? froms : []) found.push({ from, to: route });
      }
  }
  const known = new Set(routes.map((r) => decodeURI(r)));
  const targets = new Set([...known, ...published.map((r) => decodeURI(r))]);
  const exists = (p: string) => targets.has(p) || targets.has(addSlash(p)) || targets.has(removeSlash(p));
  const valid: Redirect[] = [];
  for (const r of found) {
    if (typeof r.from !== 'string' || !isValidPathname(r.from) || typeof r.to !== 'string' || !r.to) {
      problems.push({
        message: `plugin-client-redirects: ${JSON.stringify(r)} is not a valid redirect — "from" must be a path starting with "/" without domain or query, "to" a path or URL`,
        ...(typeof r.from === 'string' ? { from: r.from } : {}),
      });
      continue;
    }
    const to = applyTrailingSlash(r.to, trailingSlash, baseUrl);
    // Only targets that look like paths are checked (Docusaurus #6845: "to" may be any URL).
    if (to.startsWith('/')) {
      let pathname: string | undefined;
      try {
        pathname = decodeURI(new URL(to, 'https://example.com').pathname);
      } catch {
        pathname = undefined;
      }
      if (pathname !== undefined && !exists(pathname)) {
        problems.push({
          message: `plugin-client-redirects: the redirect from "${r.from}" goes to "${to}", which is not a page of the site — fix "to" or remove the redirect`,
          from: r.from,
        });
        continue;
      }
    }
    valid.push({ from: r.from, to });
  }
  const out: Redirect[] = [];
  const seen = new Map<string, string>();
  for (const r of valid) {
    const first = seen.get(r.from);
    if (first !== undefined) {
      if (first !== r.to) skipped.push(`plugin-client-redirects: a second redirect from "${r.from}" (to "${r.to}"); the first, to "${first}", is kept`);
      continue;
    }
    seen.set(r.from, r.to);
    if (known.has(decodeURI(r.from))) {
      skipped.push(
        `plugin-client-redirects: the redirect from "${r.from}" to "${r.to}" would replace an existing page, so it is left out (as Docusaurus does)`,
      );
      continue;
    }
    out.push({ from: withBase(baseUrl, r.from), to: r.to.startsWith('/') ? withBase(baseUrl, r.to) : r.to });
  }
  return { redirects: out, problems, skipped };
}

/** Route paths as the plugin sees them: relative to baseUrl, "/" for the baseUrl itself. */
export function relativeRoutes(routes: string[], baseUrl: string): string[] {
  const base = baseUrl.replace(/\/$/, '');
  return routes.map((r) => (r === base || r === `${base}/` ? '/' : r.startsWith(`${base}/`) ? r.slice(base.length) : r));
}
