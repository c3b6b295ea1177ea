/**
 * What the stages of a page's transform share (./transform-mdx.ts runs them): the page's context,
 * the result they fill in, the site files outside the page's folders they hand to the copy step,
 * and small helpers on paths and on the text outside code fences.
 */
import path from 'node:path';
import { rootsFile } from '../site-components/resolve';
import { leadsOutsideSite } from './site-links';

/** What a page's URLs resolve against, the same for every page of the site. */
export interface PageSite {
  siteRoot: string;
  baseUrl: string;
  /** The config's staticDirectories, absolute, in order (./static-directories.ts staticFoldersOf); Docusaurus' default: static/. */
  staticDirs?: readonly string[];
}

export interface TransformContext extends PageSite {
  /** Absolute path of the page in the Docusaurus tree. */
  file: string;
  /** Absolute path the page is written to. */
  outFile: string;
  /** Absolute folder of the output version (where @site partials are copied under _site/). */
  outVersionDir: string;
  /** Absolute folder of the page's version in the Docusaurus tree. */
  srcVersionDir?: string;
  /** Set for a partial copied under _site/: its relative imports are copied along, at the same place relative to it. */
  siteCopy?: boolean;
  /** Files copied under _site/ so far in this version (each is transformed once). */
  copies?: Set<string>;
  /** Every version folder of the page's docs instance: in the Docusaurus tree, and where it is written. */
  versionDirs?: { src: string; out: string }[];
  /** For a file the checkout lacks: the plugin that writes it at build time, if one does (./plugin-output.ts). */
  pluginOutput?: (file: string) => string | undefined;
  /**
   * The page is read where it lies (../in-place/reading.ts), not copied: `outFile` is `file`, and a
   * file it names in one of `roots` (the docs folders read in place) is named where it is. Only
   * what lies outside them is copied under `_site/` of the content folder; `write`: false in the
   * page pass, which finds the import's copies made.
   */
  inPlace?: {
    roots: readonly string[];
    write: boolean;
    /** Where a Markdown partial outside `roots`, itself read where it lies, has what it names copied (../in-place/reading.ts inPlaceContext). */
    partialsOut?: string;
  };
}

export interface TransformResult {
  text: string;
  partials: string[];
  /** Site component modules the page imports, as `@site/…` paths. */
  components: string[];
  rawFiles: string[];
  /** JSON/YAML data imports kept (the engine turns them into constants). */
  dataFiles: string[];
  /** npm packages the page imports. */
  packages: string[];
  warnings: string[];
}

/** The site's files outside the page's folders, as the copy step places them (./transform-mdx.ts siteFiles). */
export interface SiteFiles {
  /**
   * A relative URL (or asset import) of the page that names a site file outside its own folder tree:
   * the URL from the page to the file's copy (or to the file, read in place), with `suffix`; undefined
   * when it stays inside, names a doc, or is not a file of the site.
   */
  urlOf(url: string, suffix: string): string | undefined;
  /** Where a file of the site (`rel`, from the site folder) is copied: under the version's `_site/`. */
  copyPath(rel: string): string;
  /** Copies it there (a Markdown partial transformed as a page is, with what it imports). */
  copy(rel: string, copyPath: string): void;
  /**
   * Whether a Markdown partial outside the page's folders is read where it lies (the page is): its
   * transform then runs here once in the import, for the files it names copied and what it imports noted.
   */
  inPlace(file: string): boolean;
}

/** One page's transform as its stages see it. */
export interface Stage {
  ctx: TransformContext;
  result: TransformResult;
  files: SiteFiles;
}

/** Whether a file lies in one of the folders read in place. */
export const readInPlace = (ctx: TransformContext, file: string): boolean => ctx.inPlace?.roots.some((r) => file.startsWith(r + path.sep)) === true;

/**
 * Read in place, a file of the site's static folders is named where it lies (its URL is the one that
 * folder publishes it at: lib/mdx/remark-images.ts assetUrl), and so is a data file, which has no URL.
 * (So is a Markdown partial anywhere in the site: ./transform-imports.ts partialImport.) What else a
 * page names outside its folders is copied: a file only a copy gives a URL.
 */
export function namedWhereItLies(ctx: TransformContext, target: string): boolean {
  if (!ctx.inPlace || leadsOutsideSite(ctx.siteRoot, target)) return false;
  return /\.(json|ya?ml)$/i.test(target) || (ctx.staticDirs ?? []).some((dir) => target.startsWith(dir + path.sep));
}

/**
 * The transform of a Markdown partial outside the folders read in place, read where it lies: addressed
 * from the site (its relative imports as `@site/…`), what only a copy gives a URL copied under `partialsOut`.
 * The import's run (`write`) and the page pass's reading take it from here alike, so both name the same copies.
 */
export function sitePartialContext(page: Omit<TransformContext, 'outFile' | 'outVersionDir'>, file: string): TransformContext | undefined {
  const partialsOut = page.inPlace?.partialsOut;
  if (!partialsOut || !/\.mdx?$/.test(file) || file.split(path.sep).includes('node_modules')) return undefined;
  const { siteRoot, baseUrl, staticDirs, pluginOutput, inPlace, copies } = page;
  return { siteRoot, baseUrl, staticDirs, pluginOutput, inPlace, copies, file, outFile: file, outVersionDir: partialsOut, siteCopy: true };
}

/** The path from the page to a file, as a relative URL (`./x`, `../x`). */
export function pathFromPage(ctx: TransformContext, file: string): string {
  const rel = path.relative(path.dirname(ctx.outFile), file).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

export function joinUrl(base: string, p: string): string {
  return `${base.replace(/\/$/, '')}/${p.replace(/^\//, '')}`;
}

/**
 * A server-relative request of a page (`/static/img/x.png`, `/img/x.png`) as the `@site/…` path of
 * the file webpack's resolve.roots find (../site-components/resolve.ts rootsFile: the static
 * directories, then the site folder); undefined when it names no file of the site.
 */
export function siteRootSpec(spec: string, site: PageSite): string | undefined {
  const { siteRoot } = site;
  const file = rootsFile(spec, [...staticDirsOf(site), siteRoot]);
  return file && `@site/${path.relative(siteRoot, file).split(path.sep).join('/')}`;
}

export const staticDirsOf = (site: PageSite): readonly string[] => site.staticDirs ?? [path.join(site.siteRoot, 'static')];

/** The static directory a file lies in, if any. */
export const staticDirOf = (site: PageSite, file: string): string | undefined => staticDirsOf(site).find((d) => file.startsWith(d + path.sep));

const FENCE = /^ *(`{3,}|~{3,})/;

/** Applies fn to the text outside fenced code blocks (an `import` in a code sample is not one). */
export function outsideFences(text: string, fn: (chunk: string) => string): string {
  const out: string[] = [];
  let chunk: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const m = FENCE.exec(line);
    if (!fence && m) {
      if (chunk.length) out.push(fn(chunk.join('\n')));
      chunk = [];
      fence = m[1];
      out.push(line);
    } else if (fence) {
      out.push(line);
      if (m && m[1][0] === fence[0] && m[1].length >= fence.length && line.trim() === m[1]) fence = undefined;
    } else chunk.push(line);
  }
  if (fence) return fn(text); // an unclosed fence: let the MDX parser report it
  if (chunk.length) out.push(fn(chunk.join('\n')));
  return out.join('\n');
}
