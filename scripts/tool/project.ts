/**
 * The engine's Next project for one site. An installed package is never written: its engine files
 * are copied into the site's cache folder (`<site>/.pagewright/engine/`), where Next, the caches and
 * the build's staging live, next to the imported content (`content/`). They are copied again when
 * the package's files change. The folder ignores itself in git, so a team's status stays clean.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { linkTree } from '../lib/link-tree';

export const CACHE_DIR = '.pagewright';

/** The imported content of a site (DOCS_CONTENT_DIR of its builds). */
export const toolContentDir = (site: string): string => path.join(site, CACHE_DIR, 'content');

/** What the engine runs from; the package's `files` (package.json) must hold each of them. */
const ENGINE_FILES = ['app', 'components', 'lib', 'plugins', 'public', 'scripts', 'next.config.ts', 'next-env.d.ts', 'tsconfig.json', 'package.json'];
/** The engine's compiled code the package ships (npm pack: scripts/lib/engine-code.mjs), and where the engine copy's code looks for it. */
const PACKED_CODE = 'dist/engine-code';
const SHIPPED_CODE = '.docs-cache/engine-code/shipped';

export interface ToolProject {
  /** The Docusaurus site's folder: the team's own files. */
  site: string;
  /** `<site>/.pagewright`: everything the tool writes besides the build's output. */
  cache: string;
  /** The Next project the engine runs in. */
  engine: string;
  /** The imported content the engine builds (DOCS_CONTENT_DIR). */
  content: string;
}

export function toolProject(site: string, packageRoot: string): ToolProject {
  const cache = path.join(site, CACHE_DIR);
  fs.mkdirSync(cache, { recursive: true });
  const ignore = path.join(cache, '.gitignore');
  if (!fs.existsSync(ignore)) fs.writeFileSync(ignore, "# pagewright's cache (`npx pagewright clear` removes it)\n*\n");
  const engine = path.join(cache, 'engine');
  syncEngine(packageRoot, engine);
  linkPackages(packageRoot, engine);
  return { site, cache, engine, content: toolContentDir(site) };
}

/** Copies the engine's files when the package's differ from the last copy's (names, sizes, times). */
function syncEngine(packageRoot: string, engine: string): void {
  const stampFile = path.join(engine, '.engine-stamp');
  const stamp = filesStamp(packageRoot);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return;
  fs.mkdirSync(engine, { recursive: true });
  for (const entry of ENGINE_FILES) {
    const from = path.join(packageRoot, entry);
    const to = path.join(engine, entry);
    fs.rmSync(to, { recursive: true, force: true });
    const keep = (f: string) => !f.includes(`${path.sep}__tests__`);
    // The engine's folders as hard links (copies where the file system refuses them): nothing writes
    // into them, and a cold start copied 2,000 files (0.4 s). Its files at the top are copied: Next
    // writes next-env.d.ts and tsconfig.json again.
    const st = fs.statSync(from, { throwIfNoEntry: false });
    if (st?.isDirectory()) linkTree(from, to, keep);
    else if (st) fs.copyFileSync(from, to);
  }
  fs.rmSync(path.join(engine, SHIPPED_CODE), { recursive: true, force: true });
  // (Hard links where the file system allows: 17 MB of compiled code, never written to, was a third of a cold start's copy.)
  if (fs.existsSync(path.join(packageRoot, PACKED_CODE))) linkTree(path.join(packageRoot, PACKED_CODE), path.join(engine, SHIPPED_CODE));
  fs.writeFileSync(stampFile, stamp);
}

function filesStamp(root: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (rel: string) => {
    const st = fs.statSync(path.join(root, rel), { throwIfNoEntry: false });
    if (!st) return;
    hash.update(`${rel}\0${st.size}\0${st.mtimeMs}\0`);
    if (st.isDirectory()) for (const e of fs.readdirSync(path.join(root, rel)).sort()) walk(path.join(rel, e));
  };
  for (const entry of [...ENGINE_FILES, PACKED_CODE]) walk(entry);
  return hash.digest('hex');
}

/**
 * The engine's packages: those npm nested in the package's own node_modules come first, through a
 * link; the hoisted ones are found further up, in the node_modules of the site (or of its workspace).
 */
function linkPackages(packageRoot: string, engine: string): void {
  const link = path.join(engine, 'node_modules');
  const nested = path.join(fs.realpathSync(packageRoot), 'node_modules');
  const current = fs.lstatSync(link, { throwIfNoEntry: false });
  if (current?.isSymbolicLink() && fs.readlinkSync(link) === nested) return;
  if (current) fs.rmSync(link, { recursive: true, force: true });
  if (fs.existsSync(nested)) fs.symlinkSync(nested, link, 'dir');
}
