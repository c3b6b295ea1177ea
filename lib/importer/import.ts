/**
 * Imports a Docusaurus site into this engine's content layout:
 * <to>/<set>/<version>/… (the landing set unversioned at <to>/docs/), <to>/versions.json,
 * <to>/site.config.json and <to>/import-report.json. One page that cannot be converted is listed
 * in the report and skipped; it never stops the import.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { readDocusaurusSite, type DocsInstanceOptions } from './config';
import { transformMdx } from './transform-mdx';
import { FRONTMATTER_KEYS } from '../content/frontmatter';
import { preprocess } from '../mdx/preprocess';
import type { VersionEntry, VersionsFile } from '../content/versions';
import type { SiteConfig, NavbarItem } from '../config/site-config';

export interface ImportReport {
  from: string;
  to: string;
  configMode: 'evaluated' | 'conventions';
  configError?: string;
  instances: { id: string; set: string; routeBasePath: string; versions: { name: string; pages: number }[] }[];
  pages: number;
  partialsInlined: number;
  rawFilesInlined: number;
  componentsMapped: Record<string, number>;
  componentsPassedThrough: Record<string, { count: number; files: string[] }>;
  droppedFrontmatterKeys: Record<string, number>;
  failed: { file: string; error: string }[];
  urlParity?: { sitemapUrls: number; matched: number; missing: string[]; extra: string[] };
  seconds?: number;
}

const DOC = /\.mdx?$/;

function walk(dir: string, rel = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? walk(path.join(dir, e.name), r) : [r];
  });
}

function setIdOf(instance: DocsInstanceOptions): string {
  return instance.id === 'default' ? 'docs' : instance.id;
}

export function routeBase(baseUrl: string, routeBasePath: string): string {
  const joined = `/${baseUrl}/${routeBasePath}`.replace(/\/+/g, '/').replace(/\/$/, '');
  return joined || '/';
}

function versionsOf(root: string, instance: DocsInstanceOptions): string[] {
  const file = path.join(root, instance.id === 'default' ? 'versions.json' : `${instance.id}_versions.json`);
  const listed = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
  const all = ['current', ...listed];
  return instance.onlyIncludeVersions ? all.filter((v) => instance.onlyIncludeVersions!.includes(v)) : all;
}

function versionDir(root: string, instance: DocsInstanceOptions, version: string): string {
  if (version === 'current') return path.join(root, instance.path);
  return path.join(root, instance.id === 'default' ? 'versioned_docs' : `${instance.id}_versioned_docs`, `version-${version}`);
}

function cleanFrontmatter(source: string, dropped: Record<string, number>): string {
  const parsed = matter(source, {});
  const extra = Object.keys(parsed.data).filter((k) => !(FRONTMATTER_KEYS as string[]).includes(k));
  if (!extra.length) return source;
  for (const k of extra) {
    dropped[k] = (dropped[k] ?? 0) + 1;
    delete parsed.data[k];
  }
  return matter.stringify(parsed.content, parsed.data);
}

const parser = unified().use(remarkParse).use(remarkMdx);

export async function importDocusaurus(from: string, to: string, projectConfig: SiteConfig): Promise<ImportReport> {
  const started = Date.now();
  const site = await readDocusaurusSite(from);
  const report: ImportReport = {
    from,
    to,
    configMode: site.mode,
    ...(site.error ? { configError: site.error } : {}),
    instances: [],
    pages: 0,
    partialsInlined: 0,
    rawFilesInlined: 0,
    componentsMapped: {},
    componentsPassedThrough: {},
    droppedFrontmatterKeys: {},
    failed: [],
  };
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  const versionsFile: VersionsFile = {};
  const sets: SiteConfig['sets'] = [];

  for (const instance of site.instances) {
    const set = setIdOf(instance);
    const versions = versionsOf(from, instance);
    const versioned = versions.length > 1;
    const lastVersion = instance.lastVersion ?? versions[1] ?? 'current';
    const entry: { id: string; set: string; routeBasePath: string; versions: { name: string; pages: number }[] } = { id: instance.id, set, routeBasePath: routeBase(site.baseUrl, instance.routeBasePath), versions: [] };
    const versionEntries: VersionEntry[] = [];
    for (const version of versions) {
      const src = versionDir(from, instance, version);
      const out = versioned ? path.join(to, set, version) : path.join(to, set);
      let pages = 0;
      for (const rel of walk(src)) {
        const file = path.join(src, rel);
        const outFile = path.join(out, rel);
        fs.mkdirSync(path.dirname(outFile), { recursive: true });
        if (/^_category_\.ya?ml$/.test(path.basename(rel))) {
          const { parse } = await import('yaml');
          fs.writeFileSync(path.join(path.dirname(outFile), '_category_.json'), JSON.stringify(parse(fs.readFileSync(file, 'utf8')), null, 2));
          continue;
        }
        if (!DOC.test(rel)) {
          fs.copyFileSync(file, outFile);
          continue;
        }
        try {
          const source = cleanFrontmatter(fs.readFileSync(file, 'utf8'), report.droppedFrontmatterKeys);
          const t = transformMdx(source, { siteRoot: from, baseUrl: site.baseUrl, file, outFile, outVersionDir: out });
          // Check the converted page parses as MDX before keeping it.
          parser.parse(preprocess(matter(t.text, {}).content));
          fs.writeFileSync(outFile, t.text);
          if (!path.basename(rel).startsWith('_')) pages++;
          report.partialsInlined += t.partials.length;
          report.rawFilesInlined += t.rawFiles.length;
          for (const c of t.mapped) report.componentsMapped[c] = (report.componentsMapped[c] ?? 0) + 1;
          for (const c of t.passedThrough) {
            const item = (report.componentsPassedThrough[c] ??= { count: 0, files: [] });
            item.count++;
            item.files.push(path.relative(from, file));
          }
        } catch (err) {
          report.failed.push({ file: path.relative(from, file), error: (err as Error).message.split('\n')[0] });
        }
      }
      report.pages += pages;
      entry.versions.push({ name: version, pages });
      const opts = instance.versions?.[version] ?? {};
      const isLast = version === lastVersion;
      const banner = opts.banner ?? (version === 'current' && !isLast ? 'unreleased' : 'none');
      versionEntries.push({
        name: version,
        label: opts.label ?? (version === 'current' ? (isLast ? 'Docs' : 'Next') : version),
        status: isLast ? 'stable' : version === 'current' ? 'unreleased' : banner === 'unmaintained' ? 'EOL' : 'maintained',
        banner,
        badge: opts.badge ?? versioned,
      });
    }
    versionsFile[set] = { lastVersion: versioned ? lastVersion : 'current', versions: versioned ? versionEntries : [{ ...versionEntries[0], status: 'stable', banner: 'none' }] };
    sets.push({ id: set, label: set === 'docs' ? site.title : set.charAt(0).toUpperCase() + set.slice(1), routeBasePath: entry.routeBasePath, versioned });
    report.instances.push(entry);
  }

  const navbar: NavbarItem[] = [
    ...sets.filter((s) => s.id !== 'docs').map((s) => ({ type: 'docSidebar' as const, set: s.id, label: s.label })),
    ...sets.filter((s) => s.versioned).map((s) => ({ type: 'docsVersionDropdown' as const, set: s.id })),
    { type: 'search' as const },
  ];
  const config: SiteConfig = { ...projectConfig, title: site.title, url: site.url, sets, navbar: { ...projectConfig.navbar, items: navbar }, announcement: null };
  fs.writeFileSync(path.join(to, 'versions.json'), JSON.stringify(versionsFile, null, 2) + '\n');
  fs.writeFileSync(path.join(to, 'site.config.json'), JSON.stringify(config, null, 2) + '\n');
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

/** Compares the imported URLs with a published sitemap (paths compared without trailing slashes). */
export function sitemapParity(sitemapXml: string, ours: string[]): NonNullable<ImportReport['urlParity']> {
  const norm = (u: string) => decodeURIComponent(u.replace(/^https?:\/\/[^/]+/, '')).replace(/\/$/, '') || '/';
  const theirs = new Set([...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => norm(m[1].trim())));
  const mine = new Set(ours.map(norm));
  const missing = [...theirs].filter((u) => !mine.has(u)).sort();
  const extra = [...mine].filter((u) => !theirs.has(u)).sort();
  return { sitemapUrls: theirs.size, matched: theirs.size - missing.length, missing, extra };
}
