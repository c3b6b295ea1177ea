/**
 * The panel of real Docusaurus sites for `npm run bench:import -- --panel <file>`: the list
 * (repository, commit, site folder), each site's checkout from the fetch tool's bare mirror, the
 * kinds of site it covers (read from its files, not declared), and the one line per site.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { configFileOf, readDocusaurusSite, stubPath } from '../../plugins/docusaurus/importer/config';
import { blogInstancesOf } from '../../plugins/docusaurus/importer/blog';
import { postcssConfigFiles } from '../../plugins/docusaurus/importer/postcss-plugins';
import { siteCssFiles } from '../../plugins/docusaurus/site-styles/postcss';
import { runPrepare } from './panel-prepare';

export interface PanelSite {
  repo: string;
  commit: string;
  /** The site's folder in the repository ("." for the root). */
  site: string;
  /** The Docusaurus major the site is written for (2: MDX 1). */
  mdx: 2 | 3;
  /** name@version for Docusaurus' own install of the site, and the engine's import's (a range the registry here cannot serve). */
  pins?: string[];
  /** Files a network prebuild step would write, with their empty result (path in the site → text). */
  prebuild?: Record<string, string>;
  /**
   * The site's own npm scripts its build runs before `docusaurus build` to prepare folders (e.g.
   * one copying docs/ into versioned_docs/): run in the site folder once the tree is written.
   */
  prepare?: string[];
}

export function readPanel(file: string): PanelSite[] {
  const { sites } = JSON.parse(fs.readFileSync(file, 'utf8')) as { sites: PanelSite[] };
  for (const s of sites) {
    if (!/^[\w.-]+\/[\w.-]+$/.test(s.repo) || !/^[0-9a-f]{40}$/.test(s.commit))
      throw new Error(`${file}: ${s.repo}: needs "repo": "owner/name" and a 40-digit "commit"`);
  }
  return sites;
}

export const siteName = (s: PanelSite) => s.repo.replace('/', '+');

/**
 * The repository at the commit, written out once under the temp folder (the whole tree: monorepo
 * docs live beside the site). Its source is the bare mirror the fetch tool made.
 */
export function checkout(s: PanelSite, mirrors = process.env.PANEL_MIRRORS ?? '/work/.mirror'): { dir: string; root: string } {
  const gitDir = path.join(mirrors, siteName(s), 'repo');
  const dir = path.join(os.tmpdir(), 'docs-panel', `${siteName(s)}-${s.commit.slice(0, 9)}`);
  const root = path.join(dir, s.site);
  // (A checkout prepared by other steps than the panel's now asks for is written again.)
  const prepared = JSON.stringify(s.prepare ?? []);
  const record = path.join(dir, '.prepared');
  const same = (fs.existsSync(record) ? fs.readFileSync(record, 'utf8') : '[]') === prepared;
  if (!fs.existsSync(path.join(dir, '.complete')) || !same) {
    if (!fs.existsSync(gitDir)) throw new Error(`${s.repo}: no mirror at ${gitDir} — fetch github:${s.repo} with the search tool's fetch first`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const missing = writeTree(gitDir, s.commit, dir);
    runPrepare(s.repo, root, s.prepare ?? []);
    fs.writeFileSync(record, prepared);
    fs.writeFileSync(path.join(dir, '.complete'), missing.join('\n'));
    if (missing.length) console.warn(`${s.repo}: ${missing.length} files the mirror does not hold (its largest) are written empty, e.g. ${missing[0]}`);
  }
  for (const [file, text] of Object.entries(s.prebuild ?? {})) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return { dir, root };
}

/**
 * The tree at `commit` written to `to`. A mirror may list its largest blobs without holding them
 * (git archive then stops): those are written empty and returned.
 */
function writeTree(gitDir: string, commit: string, to: string): string[] {
  const git = (args: string[], input?: string) => execFileSync('git', [`--git-dir=${gitDir}`, ...args], { input, maxBuffer: 4 * 1024 ** 3 });
  const entries = git(['ls-tree', '-r', '-z', '--full-tree', commit])
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split('\t');
      const [mode, type, sha] = meta.split(' ');
      return { mode, type, sha, file };
    })
    .filter((e) => e.type === 'blob');
  const out = git(['cat-file', '--batch'], entries.map((e) => e.sha).join('\n') + '\n');
  const missing: string[] = [];
  let at = 0;
  for (const e of entries) {
    const eol = out.indexOf(10, at);
    const header = out.subarray(at, eol).toString();
    at = eol + 1;
    if (header.endsWith(' missing')) {
      // An empty file keeps the tree's shape for both builds (an image's bytes do not decide a build).
      missing.push(e.file);
      fs.mkdirSync(path.dirname(path.join(to, e.file)), { recursive: true });
      fs.writeFileSync(path.join(to, e.file), '');
      continue;
    }
    const size = Number(header.split(' ')[2]);
    const body = out.subarray(at, at + size);
    at += size + 1;
    const target = path.join(to, e.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (e.mode === '120000') fs.symlinkSync(body.toString(), target);
    else fs.writeFileSync(target, body, { mode: e.mode === '100755' ? 0o755 : 0o644 });
  }
  return missing;
}

export const KINDS = [
  'monorepo docs',
  'versioned',
  'i18n',
  'blog-heavy',
  'own remark plugins',
  'image imports',
  'Mermaid',
  'swizzles',
  'TS config',
  'several docs instances',
  'Tailwind',
  'blog-only',
  'math',
  'live code blocks',
  'many locales',
  'prepared folders',
] as const;
export type Kind = (typeof KINDS)[number];

function walk(dir: string, each: (file: string) => void): void {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, each);
    else each(p);
  }
}

const hasPlugins = (options: unknown): boolean =>
  !!options &&
  typeof options === 'object' &&
  ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'].some(
    (k) => Array.isArray((options as Record<string, unknown>)[k]) && (options as Record<string, unknown[]>)[k].length > 0,
  );

/** A remark or rehype plugin entry's package (`[plugin, options]` or the plugin), as the config names it. */
const packageOf = (entry: unknown): string | undefined => stubPath(Array.isArray(entry) ? entry[0] : entry)?.[0];

/** Rendered math: a math renderer (rehype-katex, rehype-mathjax) among a content plugin's rehype plugins (remark-math alone renders nothing). */
const hasMath = (options: unknown): boolean =>
  !!options &&
  typeof options === 'object' &&
  ['rehypePlugins', 'beforeDefaultRehypePlugins'].some((k) => {
    const list = (options as Record<string, unknown>)[k];
    return Array.isArray(list) && list.some((e) => /^rehype-(katex|mathjax)$/.test(packageOf(e) ?? ''));
  });

/**
 * Tailwind: a Tailwind config in the site's folder, or a stylesheet of the site's that asks Tailwind
 * for its layers (v3's `@tailwind`, v4's `@import "tailwindcss"` or one of its parts, `tailwindcss/utilities.css`), which only a PostCSS run with
 * Tailwind turns into utility classes.
 */
function usesTailwind(root: string): boolean {
  if (postcssConfigFiles(root).length) return true;
  return siteCssFiles(root).some((f) => /@tailwind\s|@import\s+['"]tailwindcss(\/[\w.-]+)?['"]/.test(fs.readFileSync(f, 'utf8')));
}

/** The themes the config names (a string, `[name, options]`, or a package's value), by package. */
const themeNames = (raw: Record<string, unknown>): string[] =>
  ((raw.themes as unknown[]) ?? []).map((t) => {
    const v = Array.isArray(t) ? t[0] : t;
    return typeof v === 'string' ? v : (stubPath(v)?.[0] ?? '');
  });

/**
 * The locales whose docs are there: the default locale's own, and each other locale with a
 * translated doc in i18n/<its folder>/docusaurus-plugin-content-docs*.
 */
function localesWithDocs(root: string, i18n: { defaultLocale?: string; locales?: string[]; localeConfigs?: Record<string, { path?: string }> }): string[] {
  return (i18n.locales ?? []).filter((l) => {
    if (l === i18n.defaultLocale) return true;
    const folder = path.join(root, 'i18n', i18n.localeConfigs?.[l]?.path ?? l);
    if (!fs.existsSync(folder)) return false;
    let docs = 0;
    for (const d of fs.readdirSync(folder).filter((f) => f.startsWith('docusaurus-plugin-content-docs')))
      walk(path.join(folder, d), (f) => void (/\.mdx?$/.test(f) && docs++));
    return docs > 0;
  });
}

/** What kinds of site this is, from its config and files (and the panel's prepare step). */
export async function siteKinds(root: string, panel?: Pick<PanelSite, 'prepare'>): Promise<Kind[]> {
  const site = await readDocusaurusSite(root);
  const raw = (site.raw ?? {}) as Record<string, unknown>;
  const kinds = new Set<Kind>();
  const entries = [...((raw.presets as unknown[]) ?? []), ...((raw.plugins as unknown[]) ?? []), ...((raw.themes as unknown[]) ?? [])];
  const options = entries.flatMap((e) =>
    Array.isArray(e) && e[1] && typeof e[1] === 'object'
      ? [e[1] as Record<string, unknown>, ...['docs', 'blog', 'pages'].map((k) => (e[1] as Record<string, unknown>)[k])]
      : [],
  );
  if (site.instances.some((i) => path.relative(root, path.resolve(root, i.path)).startsWith('..'))) kinds.add('monorepo docs');
  if (site.instances.length > 1) kinds.add('several docs instances');
  if (fs.readdirSync(root).some((f) => /(^|_)versions\.json$/.test(f))) kinds.add('versioned');
  if (((raw.i18n as { locales?: unknown[] } | undefined)?.locales?.length ?? 0) > 1) kinds.add('i18n');
  if (raw.i18n && localesWithDocs(root, raw.i18n as Parameters<typeof localesWithDocs>[1]).length >= 5) kinds.add('many locales');
  if (panel?.prepare?.length) kinds.add('prepared folders');
  if (options.some(hasPlugins)) kinds.add('own remark plugins');
  if (options.some(hasMath)) kinds.add('math');
  if (usesTailwind(root)) kinds.add('Tailwind');
  if ((raw.markdown as { mermaid?: boolean } | undefined)?.mermaid) kinds.add('Mermaid');
  if (fs.existsSync(path.join(root, 'src/theme'))) kinds.add('swizzles');
  if (/\.[mc]?ts$/.test(configFileOf(root) ?? '')) kinds.add('TS config');
  let posts = 0;
  let imageImports = 0;
  let liveBlocks = 0;
  // (Docusaurus names a theme by its short name too: 'live-codeblock'.)
  const liveTheme = themeNames(raw).some((t) => /(^|\/)(theme-)?live-codeblock$/.test(t));
  // Every blog's posts (the preset's and each plugin-content-blog instance's).
  const blogs = blogInstancesOf(site.raw, root).map((o) => path.resolve(root, typeof o.path === 'string' ? o.path : 'blog'));
  for (const blog of new Set(blogs)) if (fs.existsSync(blog)) walk(blog, (f) => void (/\.mdx?$/.test(f) && posts++));
  if (posts >= 30) kinds.add('blog-heavy');
  // Docusaurus' blog-only mode: no docs plugin, a blog (docs/blog.mdx "Blog-only mode").
  if (!site.instances.length && posts) kinds.add('blog-only');
  const folders = [...new Set(site.instances.map((i) => path.resolve(root, i.path)).concat(blogs))].filter((d) => fs.existsSync(d));
  for (const d of folders)
    walk(d, (f) => {
      if (liveTheme && !liveBlocks && /\.mdx?$/.test(f) && /^\s*(```|~~~)\w+[^\n]*\slive\b/m.test(fs.readFileSync(f, 'utf8'))) liveBlocks++;
      if (imageImports || !/\.mdx$/.test(f)) return;
      if (
        /^import\s+\w+\s+from\s+['"][^'"]+\.(png|jpe?g|gif|webp|svg)['"]|require\(\s*['"][^'"]+\.(png|jpe?g|gif|webp)['"]\s*\)/m.test(
          fs.readFileSync(f, 'utf8'),
        )
      )
        imageImports++;
    });
  if (imageImports) kinds.add('image imports');
  if (liveBlocks) kinds.add('live code blocks');
  return KINDS.filter((k) => kinds.has(k));
}
