/**
 * The typed site configuration (site.config.json) and its validation.
 * Structural checks run on the raw JSON; checks that need the content (versions, sidebars)
 * run in checkConfigAgainstContent once the index is built. Both run before anything renders.
 */
import { ProblemList, type Problem } from '../errors';

export type SetId = string;

export interface DocSetConfig {
  id: SetId;
  label: string;
  /** URL path the set is served under, without trailing slash: "/docs/vcluster". */
  routeBasePath: string;
  versioned: boolean;
  searchPlaceholder?: string;
}

export type NavbarItem =
  | { type: 'link'; label: string; href: string; icon?: 'github' | 'slack' }
  | { type: 'docSidebar'; label: string; set: SetId; sidebarId?: string }
  | { type: 'docsVersionDropdown'; set: SetId; versions?: string[] }
  | { type: 'search' };

export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  titleSeparator: string;
  repository: { url: string; branch: string };
  sets: DocSetConfig[];
  navbar: { logo: { alt: string; src: string; href: string }; items: NavbarItem[] };
  announcement: { id: string; text: string; linkLabel?: string; href?: string } | null;
  footer: { copyright: string; license: string };
  colorMode: { default: 'light' | 'dark'; switch: boolean };
  search: {
    hitsPerPage: number;
    algolia: { appId: string; apiKey: string; indexName: string; host?: string } | null;
  };
  zoom: { selector: string; delayMs: number };
}

const NAVBAR_TYPES = ['link', 'docSidebar', 'docsVersionDropdown', 'search'] as const;

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Structural validation of the raw JSON. Throws a BuildError listing every problem. */
export function parseSiteConfig(raw: unknown, file = 'site.config.json'): SiteConfig {
  const problems = new ProblemList();
  const bad = (message: string) => problems.add({ file, message });
  if (!isObj(raw)) {
    bad('the site configuration must be a JSON object');
    problems.throwIfAny('Invalid site configuration');
  }
  const cfg = raw as Record<string, unknown>;
  for (const key of ['title', 'url', 'baseUrl', 'titleSeparator']) {
    if (typeof cfg[key] !== 'string') bad(`"${key}" must be a string`);
  }
  if (!Array.isArray(cfg.sets) || cfg.sets.length === 0) bad('"sets" must list at least one doc set');
  else {
    const ids = new Set<string>();
    cfg.sets.forEach((s, i) => {
      if (!isObj(s) || typeof s.id !== 'string' || typeof s.routeBasePath !== 'string') {
        bad(`sets[${i}] needs "id" and "routeBasePath" strings`);
        return;
      }
      if (ids.has(s.id)) bad(`sets[${i}]: duplicate set id "${s.id}"`);
      ids.add(s.id);
      if (!s.routeBasePath.startsWith('/') || s.routeBasePath.endsWith('/'))
        bad(`sets[${i}] "${s.id}": routeBasePath must start with "/" and not end with "/" (got "${s.routeBasePath}")`);
    });
  }
  const navbar = cfg.navbar;
  if (!isObj(navbar) || !Array.isArray(navbar.items)) bad('"navbar.items" must be an array');
  else {
    navbar.items.forEach((item, i) => {
      const where = `navbar.items[${i}]`;
      if (!isObj(item)) return bad(`${where} must be an object`);
      if (!NAVBAR_TYPES.includes(item.type as (typeof NAVBAR_TYPES)[number])) {
        return bad(
          `${where}: unknown navbar item type "${String(item.type)}". Use one of: ${NAVBAR_TYPES.join(', ')}`,
        );
      }
      if (item.type === 'link' && (typeof item.href !== 'string' || typeof item.label !== 'string'))
        bad(`${where}: a "link" item needs "label" and "href"`);
      if ((item.type === 'docSidebar' || item.type === 'docsVersionDropdown') && typeof item.set !== 'string')
        bad(`${where}: a "${item.type}" item needs "set" (the doc set id)`);
    });
  }
  problems.throwIfAny('Invalid site configuration (site.config.json)');
  return raw as unknown as SiteConfig;
}

/** What the content-dependent checks need to know about the built index. */
export interface ContentFacts {
  versionsOf(set: SetId): string[] | undefined;
  /** Number of items in the sidebar of the set's last version (undefined when no such sidebar). */
  sidebarSize(set: SetId, sidebarId?: string): number | undefined;
}

export function checkConfigAgainstContent(cfg: SiteConfig, facts: ContentFacts, file = 'site.config.json'): Problem[] {
  const out: Problem[] = [];
  cfg.navbar.items.forEach((item, i) => {
    const where = `navbar.items[${i}] (${item.type})`;
    if (item.type === 'docsVersionDropdown') {
      const known = facts.versionsOf(item.set);
      if (!known) {
        out.push({ file, message: `${where}: doc set "${item.set}" does not exist` });
        return;
      }
      for (const v of item.versions ?? []) {
        if (!known.includes(v))
          out.push({
            file,
            message: `${where}: version "${v}" does not exist in doc set "${item.set}". Known versions: ${known.join(', ')}`,
          });
      }
    }
    if (item.type === 'docSidebar') {
      const size = facts.sidebarSize(item.set, item.sidebarId);
      if (size === undefined)
        out.push({ file, message: `${where} "${item.label}": no sidebar "${item.sidebarId ?? 'default'}" in doc set "${item.set}"` });
      else if (size === 0)
        out.push({ file, message: `${where} "${item.label}": the sidebar of doc set "${item.set}" is empty, so the item has nothing to link to` });
    }
  });
  return out;
}
