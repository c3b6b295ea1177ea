/**
 * versions.json: which versions each doc set publishes and where their URLs live.
 * The last (stable) version is served at the set base, "current" at <base>/next,
 * every other version at <base>/<name> — the Docusaurus convention the old site used — unless
 * the version names its own `path` (Docusaurus' `versions.<name>.path`).
 */
import { ProblemList } from '../errors';
import type { DocSetConfig, SetId } from '../config/site-config';

export type VersionStatus = 'unreleased' | 'stable' | 'maintained' | 'EOS' | 'EOL';
export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

export interface LocaleEditUrls {
  translated?: string | false;
  other?: string | false;
}

export interface VersionEntry {
  name: string;
  label: string;
  status: VersionStatus;
  banner: VersionBanner;
  badge: boolean;
  /**
   * Edit link template of the version's pages, with `{docPath}` for the page's path inside the
   * version folder (an imported Docusaurus site's editUrl); false: no edit link (a Docusaurus docs
   * instance without editUrl), but a page's custom_edit_url. Default: the repository's file.
   */
  editUrl?: string | false;
  /**
   * Edit link templates of the version's pages in a non-default locale, by locale: `translated` for a
   * page the locale's folder translates, `other` for one it shows from the default locale's; each
   * the version's editUrl where absent (an imported Docusaurus site's editLocalizedFiles, or an
   * editUrl function that answers by locale).
   */
  localeEditUrls?: Record<string, LocaleEditUrls>;
  /**
   * The version's URL path under the set's base (Docusaurus' `versions.<name>.path`): '' is the base
   * itself. Default: '' for the last version, `next` for current, else the version's name.
   */
  path?: string;
  /**
   * The folder of the version's files, relative to the content folder, when they lie elsewhere: a
   * site read where it is (an imported Docusaurus site's `versioned_docs/version-2.0`). Default:
   * `<set>/<version>` in the content folder (`<set>` for a set without versions).
   */
  dir?: string;
  /** Patterns (picomatch, from the version's folder) of Markdown files that are no pages, besides `_` files and folders. */
  exclude?: string[];
  /** The version's sidebars file, relative to the content folder (default: `_sidebars.json` in its folder). */
  sidebars?: string;
  /** true: search engines are asked not to index the version's pages, and the sitemap leaves them out (Docusaurus' `versions.<name>.noIndex`). */
  noIndex?: boolean;
  /** Classes of the version's pages' document, for a site's CSS (Docusaurus' `versions.<name>.className`); a theme plugin writes them. Default: `docs-version-<name>`. */
  className?: string;
  /**
   * Where each locale's translations of the version lie when they lie elsewhere, relative to the
   * content folder, `{locale}` standing for the locale's folder: `dir` holds its translated files,
   * `labels` its labels (a site read where it is: an imported Docusaurus site's
   * `i18n/{locale}/…/current`). Default: `<i18n>/<locale>/<set>/<version>` and `<version>.json`
   * beside it (`<set>/current.json` for a set without versions).
   */
  translations?: { dir: string; labels: string };
}

export interface SetVersions {
  lastVersion: string;
  versions: VersionEntry[];
}

export type VersionsFile = Record<SetId, SetVersions>;

const STATUSES: VersionStatus[] = ['unreleased', 'stable', 'maintained', 'EOS', 'EOL'];
const BANNERS: VersionBanner[] = ['none', 'unreleased', 'unmaintained'];

export function parseVersionsFile(raw: unknown, sets: DocSetConfig[], file = 'versions.json'): VersionsFile {
  const problems = new ProblemList();
  const bad = (message: string) => problems.add({ file, message });
  if (typeof raw !== 'object' || raw === null) bad('must be a JSON object keyed by doc set id');
  const data = (raw ?? {}) as Record<string, SetVersions>;
  for (const set of sets) {
    const entry = data[set.id];
    if (!entry || !Array.isArray(entry.versions) || entry.versions.length === 0) {
      bad(`doc set "${set.id}" has no versions (add at least {"name": "current", ...})`);
      continue;
    }
    if (!set.versioned && (entry.versions.length !== 1 || entry.versions[0].name !== 'current'))
      bad(`doc set "${set.id}" is not versioned: list exactly one version named "current"`);
    const names = new Set<string>();
    entry.versions.forEach((v, i) => {
      const where = `${set.id}.versions[${i}] "${v.name}"`;
      // Any name Docusaurus accepts ("0.27.0", "30.4", "2.x"): one URL segment.
      if (typeof v.name !== 'string' || !/^[\w.-]+$/.test(v.name) || /^\.+$/.test(v.name) || v.name === 'next')
        bad(`${where}: name must be "current" or one URL segment of letters, digits, ".", "-" or "_" such as 0.27.0 or 2.x`);
      if (names.has(v.name)) bad(`${where}: duplicate version`);
      names.add(v.name);
      if (typeof v.label !== 'string' || !v.label) bad(`${where}: label must be a non-empty string`);
      if (!STATUSES.includes(v.status)) bad(`${where}: status must be one of ${STATUSES.join(', ')}`);
      if (!BANNERS.includes(v.banner)) bad(`${where}: banner must be one of ${BANNERS.join(', ')}`);
      if (typeof v.badge !== 'boolean') bad(`${where}: badge must be true or false`);
      if (v.noIndex !== undefined && typeof v.noIndex !== 'boolean') bad(`${where}: noIndex must be true or false`);
      if (v.className !== undefined && typeof v.className !== 'string') bad(`${where}: className must be a string of class names`);
      if (v.editUrl !== undefined && v.editUrl !== false && typeof v.editUrl !== 'string') bad(`${where}: editUrl must be a URL template or false`);
      const templates = Object.values(v.localeEditUrls ?? {}).flatMap((t) => [t?.translated, t?.other]);
      if (typeof v.localeEditUrls !== 'undefined' && (typeof v.localeEditUrls !== 'object' || templates.some((t) => t !== undefined && t !== false && typeof t !== 'string')))
        bad(`${where}: localeEditUrls must map each locale to { "translated", "other" } URL templates or false`);
      if (v.path !== undefined && (typeof v.path !== 'string' || !/^\/?([\w.~-]+(\/[\w.~-]+)*)?\/?$/.test(v.path) || v.path.split('/').some((p) => /^\.+$/.test(p))))
        bad(`${where}: path must be "" (the set's base) or URL segments of letters, digits, ".", "-", "_" or "~" such as "v6"`);
      for (const key of ['dir', 'sidebars'] as const)
        if (v[key] !== undefined && (typeof v[key] !== 'string' || !v[key]))
          bad(`${where}: ${key} must be a path relative to the content folder, such as "../docs"`);
      if (v.exclude !== undefined && (!Array.isArray(v.exclude) || v.exclude.some((p) => typeof p !== 'string' || !p)))
        bad(`${where}: exclude must be a list of file patterns such as ["**/*.test.md"]`);
      const t = v.translations;
      if (t !== undefined && (typeof t !== 'object' || t === null || [t.dir, t.labels].some((p) => typeof p !== 'string' || !p.includes('{locale}'))))
        bad(`${where}: translations must name a folder and a labels file with {locale}, such as {"dir": "../i18n/{locale}/docs", "labels": "../i18n/{locale}/docs.json"}`);
    });
    if (!names.has(entry.lastVersion))
      bad(`doc set "${set.id}": lastVersion "${entry.lastVersion}" is not one of its versions`);
  }
  for (const id of Object.keys(data)) {
    if (!sets.some((s) => s.id === id)) bad(`"${id}" is not a doc set in site.config.json`);
  }
  problems.throwIfAny('Invalid versions.json');
  return data;
}
