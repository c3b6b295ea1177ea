/**
 * One rule for every file the importer walks, reads or copies out of the site folder (the folder of
 * docusaurus.config.*): a symbolic link whose real path is outside it is not followed, since the
 * import would publish what it points to (`docs/img/p.png` → /etc/passwd). Docusaurus follows such a
 * link; refusing it is stricter. Each refused link is remembered once per site and goes into the
 * import report (takeLinkProblems); a link that points to nothing or loops is passed over as well.
 */
import fs from 'node:fs';
import path from 'node:path';
import { walkContent, type ContentEntry, type LinkDefect, allowedFolders, isWithin } from '../../../lib/api/content';

export interface LinkProblem {
  /** The link's path, relative to the site folder. */
  file: string;
  message: string;
  /** A link out of the site (its target is left out); the others are warnings. */
  outside: boolean;
}

// Real site folder → link path → problem. (Kept per site: the walks happen in many modules.)
const problems = new Map<string, Map<string, LinkProblem>>();

const realSite = (site: string) => allowedFolders({ contentRoots: [path.resolve(site)] })[0];

function record(site: string, defect: LinkDefect): void {
  const root = realSite(site);
  const rel = path.relative(path.resolve(site), defect.link).split(path.sep).join('/');
  const message =
    defect.kind === 'outside'
      ? `symbolic link to "${defect.target}" leads outside the site folder — not imported; copy the file into the site or remove the link`
      : defect.kind === 'loop'
        ? `symbolic link to "${defect.target}" loops — not imported; remove the link`
        : `symbolic link to "${defect.target}" points to nothing — not imported; fix or remove the link`;
  const found = problems.get(root) ?? new Map<string, LinkProblem>();
  problems.set(root, found);
  if (!found.has(rel)) found.set(rel, { file: rel, message, outside: defect.kind === 'outside' });
}

/** The problems found in this site's files since the last call, in path order; forgets them. */
export function takeLinkProblems(site: string): LinkProblem[] {
  const root = realSite(site);
  const found = [...(problems.get(root)?.values() ?? [])].sort((a, b) => a.file.localeCompare(b.file));
  problems.delete(root);
  return found;
}

/**
 * Whether `file`, a path inside the site folder, really lies outside it (itself or a folder on its
 * way a link out); such a file is recorded and must not be read or copied. Paths outside the site
 * folder as written (a monorepo's `../../shared.json`) are not links and are not judged here.
 */
export function leadsOutsideSite(site: string, file: string): boolean {
  const rel = path.relative(path.resolve(site), path.resolve(file));
  if (rel.startsWith('..') || path.isAbsolute(rel)) return false;
  let real: string;
  try {
    real = fs.realpathSync.native(file);
  } catch {
    return false; // (missing: the caller says so, as before)
  }
  if (isWithin(real, [realSite(site)])) return false;
  const target = fs.lstatSync(file).isSymbolicLink() ? fs.readlinkSync(file) : real;
  record(site, { link: path.resolve(file), target, kind: 'outside', leadsTo: real });
  return true;
}

/**
 * The files and folders under `dir` (a folder of the site), links followed only inside the site;
 * node_modules left out unless `enter` says otherwise. A `dir` that is itself a link out gives none.
 */
export function walkSite(site: string, dir: string, enter?: (entry: ContentEntry) => boolean): ContentEntry[] {
  if (!fs.existsSync(dir) || leadsOutsideSite(site, dir)) return [];
  return walkContent(dir, [realSite(site)], { ...(enter ? { enter } : {}), onDefect: (d) => record(site, d) });
}

/**
 * Every file of the site, relative to it ("/"-separated), for a glob the config names (customCss,
 * Tailwind's content): node_modules, build output and dot folders (.git, .docusaurus, pagewright's
 * cache) are not entered, which listing them first and filtering after cost seconds with an install in place.
 */
export function siteSourceFiles(site: string): string[] {
  const enter = (e: ContentEntry) => !(e.isDir && (e.name === 'node_modules' || e.name === 'build' || e.name.startsWith('.')));
  return walkSite(site, site, enter)
    .filter((e) => !e.isDir)
    .map((e) => e.rel);
}

/** The files under `dir`, relative to it ("/"-separated), as walkSite finds them. */
export function siteFiles(site: string, dir: string): string[] {
  return walkSite(site, dir)
    .filter((e) => !e.isDir)
    .map((e) => e.rel);
}

/**
 * Copies a folder of the site as walkSite finds it: a link inside the site becomes the file or
 * folder it names (as copy-webpack-plugin copies static/), one out of it is left out.
 */
export function copySiteTree(site: string, src: string, out: string): void {
  fs.mkdirSync(out, { recursive: true });
  for (const e of walkSite(site, src)) {
    const target = path.join(out, e.rel);
    if (e.isDir) fs.mkdirSync(target, { recursive: true });
    else fs.copyFileSync(e.abs, target);
  }
}
