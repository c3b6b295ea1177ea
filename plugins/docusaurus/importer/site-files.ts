/**
 * Files outside src/ that the site's modules and pages import (`@site/users.json`,
 * `../../sponsors.json`, `@site/shared/Note`): webpack bundled them in Docusaurus; the engine's
 * bundler reads them from the imported folder, so they are copied to the same path there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { pathToFileURL } from 'node:url';
import { walkContent, allowedFolders } from '../../../lib/api/content';
import { matchAlias, moduleCandidates } from '../site-components/resolve';
import type { WebpackAliases } from './webpack-aliases';
import { packageOf } from './presets';
import { leadsOutsideSite, walkSite } from './site-links';

/** Files of the engine's own at the content root: the site's file of that name is kept apart, where `@site/…` finds it (plugins/docusaurus/site-components/bundle.ts). */
export const SHADOW_DIR = '.docusaurus-root';
export const ENGINE_ROOT_FILES: ReadonlySet<string> = new Set(['versions.json', 'site.config.json', 'package.json', 'import-report.json']);

const PACKAGE_SPEC = /(?:from\s+|import\s*\(?|require\()\s*['"]((?!@site\/)[^'"./][^'"]*)['"]/g;
// (A webpack loader's prefix, `!!raw-loader!@site/x.go`, names the same file; so does webpack 5's
// `new URL('./worker.ts', import.meta.url)`, an asset or a worker's entry: plugins/docusaurus/site-components/url-assets.ts.)
const IMPORT_SPEC = /(?:from\s+|import\s*\(?|require\(|new\s+URL\()\s*['"](?:!{0,2}[\w-]+-loader!)?((?:@site\/|\.{1,2}\/)[^'"]+)['"]/g;

/** Where a file from outside the site folder goes in the imported folder: `../../errors.json` → `.outside-site/__/__/errors.json`. */
export const OUTSIDE_DIR = '.outside-site';

/** The file a relative specifier names, as the bundler resolves it (extensions, then a folder's index). */
export function resolveFile(target: string): string | undefined {
  for (const candidate of moduleCandidates(target)) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const isModule = (file: string) => /\.(jsx?|tsx?|mjs|cjs)$/.test(file);

/** The path a `@site/…` or relative specifier of `file` names (its file unresolved: resolveFile). */
const specTarget = (from: string, file: string, spec: string): string =>
  spec.startsWith('@site/') ? path.join(from, spec.slice('@site/'.length)) : path.resolve(path.dirname(file), spec);

/** The module `copyOfFile`'s text with `spec` naming `out` instead, by a path relative to the copy. */
function pointedAt(text: string, spec: string, copyOfFile: string, out: string): string {
  let rel = path.relative(path.dirname(copyOfFile), out).split(path.sep).join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return text.split(`'${spec}'`).join(`'${rel}'`).split(`"${spec}"`).join(`"${rel}"`);
}

/** What a webpack alias the site sets leads to: a package (or a file in one), which is installed, else the site's file it names, if any. */
function aliasedTo(from: string, hit: { target: string; rest: string }): { pkg: string } | { file: string | undefined } {
  const inFolder = contentAlias(from, hit.target);
  return typeof inFolder === 'string' && !inFolder.startsWith('./') ? { pkg: packageOf(inFolder) } : { file: resolveFile(hit.target + hit.rest) };
}

/**
 * The modules that pages import from folders of the site that hold no pages and are not src/
 * (`import Note from '@site/shared/Note'`, `../../snippets/Steps`), as webpack resolves them:
 * Docusaurus bundles any file of the site a page names. (A module in a folder of pages is copied
 * with the pages; a page's partials and data, and files outside the site, the page import handles.)
 */
function pageModules(from: string, pages: readonly string[]): string[] {
  const topFolder = (rel: string) => rel.split(path.sep)[0];
  const pageFolders = new Set(pages.map((p) => topFolder(path.relative(from, p))));
  const found = new Set<string>();
  for (const page of pages)
    for (const [, spec] of fs.readFileSync(page, 'utf8').matchAll(IMPORT_SPEC)) {
      const target = specTarget(from, page, spec);
      const inSite = path.relative(from, target);
      if (inSite.startsWith('..') || path.isAbsolute(inSite) || ['src', 'node_modules'].includes(topFolder(inSite)) || pageFolders.has(topFolder(inSite)))
        continue;
      const resolved = resolveFile(target);
      if (resolved && isModule(resolved) && !leadsOutsideSite(from, resolved)) found.add(resolved);
    }
  return [...found];
}

/** A folder of the site the import copied elsewhere (a docs version's folder to its set and version's place). */
export interface CopiedFolder {
  src: string;
  out: string;
}

/** Where the import copied a file of the site: under the copied folder that holds it (the deepest), else at its own path. */
function copyPathOf(from: string, to: string, file: string, folders: readonly CopiedFolder[]): string {
  const folder = folders.filter((f) => file.startsWith(f.src + path.sep)).sort((a, b) => b.src.length - a.src.length)[0];
  return folder ? path.join(folder.out, path.relative(folder.src, file)) : path.join(to, path.relative(from, file));
}

// (`require.context('../../docs/changes', false, /\.md$/)`: webpack's context module names a folder.)
const CONTEXT_SPEC = /require\.context\(\s*['"](?:!{0,2}[\w-]+-loader!)?((?:@site\/|\.{1,2}\/)[^'"]+)['"]/g;

/**
 * A copied module's paths into a folder the import copied to another place (a versioned site's
 * `docs/`, copied to `docs/current/`), pointed at the copy: `original` gives the paths as written,
 * `text` the module as rewritten so far.
 */
function pointedAtCopies(
  original: string,
  text: string,
  file: string,
  copyOfFile: string,
  at: { from: string; to: string; folders: readonly CopiedFolder[] },
): string {
  if (!at.folders.length) return text;
  let out = text;
  for (const [, spec] of [...original.matchAll(IMPORT_SPEC), ...original.matchAll(CONTEXT_SPEC)]) {
    const target = specTarget(at.from, file, spec);
    // (A Markdown file is kept apart, at its own path: copyFilesSiteModulesImport.)
    if (/\.mdx?$/.test(resolveFile(target) ?? '')) continue;
    const copy = copyPathOf(at.from, at.to, target, at.folders);
    if (copy !== path.join(at.to, path.relative(at.from, target))) out = pointedAt(out, spec, copyOfFile, copy);
  }
  return out;
}

/**
 * Copies them; returns their paths relative to the site root. A file outside the site folder (a
 * monorepo's `../../../errors.json`, which webpack resolves like any path) is copied under
 * OUTSIDE_DIR and the copied module's import is pointed at it; modules found there are followed too.
 * A specifier one of the site's webpack aliases names (`@examples/chat/Editor`, ./webpack-aliases.ts)
 * is followed to its file, which is copied where the alias points in the imported folder
 * (contentAlias); the engine's bundler applies the alias itself. Packages the modules copied from
 * outside src/ import are added to `packages`, to be installed with the components'.
 */
export function copyFilesSiteModulesImport(
  from: string,
  to: string,
  aliases: WebpackAliases = {},
  packages?: Set<string>,
  copiedFolders: readonly CopiedFolder[] = [],
): string[] {
  const copied = new Set<string>();
  const src = path.join(from, 'src');
  // [the module in the checkout, its copy in the imported folder]
  const queue: [string, string][] = fs.existsSync(src)
    ? walkSite(from, src)
        .filter((e) => !e.isDir && isModule(e.name))
        .map((e) => [e.abs, path.join(to, path.relative(from, e.abs))])
    : [];
  const pages: string[] = [];
  // Modules kept beside the docs, copied with them to the same path (a page's `./code/index.js`), bring theirs too.
  for (const e of walkContent(from, allowedFolders({ contentRoots: [from] }), {
    enter: (d) => !d.name.startsWith('.') && !['node_modules', 'src', 'build', 'static'].includes(d.name),
  })) {
    const copy = copyPathOf(from, to, e.abs, copiedFolders);
    if (!e.isDir && isModule(e.name) && path.dirname(e.abs) !== from && fs.existsSync(copy)) queue.push([e.abs, copy]);
    if (!e.isDir && /\.mdx?$/.test(e.name)) pages.push(e.abs);
  }
  for (const file of pageModules(from, pages)) {
    const rel = path.relative(from, file);
    if (copied.has(rel)) continue;
    const out = path.join(to, ENGINE_ROOT_FILES.has(rel) ? path.join(SHADOW_DIR, rel) : rel);
    copied.add(rel);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    if (!fs.existsSync(out)) fs.copyFileSync(file, out);
    queue.push([file, out]);
  }
  const outsideCopy = (inSite: string) => outsideCopyPath(to, inSite);
  while (queue.length) {
    const [file, copyOfFile] = queue.shift()!;
    const original = fs.readFileSync(file, 'utf8');
    let text = original;
    let rewritten = false;
    const inSrc = !path.relative(src, file).startsWith('..');
    for (const [, spec] of text.matchAll(PACKAGE_SPEC)) {
      const hit = matchAlias(spec, aliases);
      if (!hit) {
        const pkg = importedPackage(spec);
        if (!inSrc && pkg) packages?.add(pkg);
        continue;
      }
      if (hit.target === false) continue;
      // An alias to a package (or a file in one) installs that package.
      const aliased = aliasedTo(from, { target: hit.target, rest: hit.rest });
      if ('pkg' in aliased) {
        packages?.add(aliased.pkg);
        continue;
      }
      const resolved = aliased.file;
      const rel = resolved && path.relative(from, resolved);
      if (!resolved || !rel || rel.split(path.sep).includes('node_modules') || copied.has(rel) || leadsOutsideSite(from, resolved)) continue;
      const out = rel.startsWith('..') ? outsideCopy(rel) : path.join(to, rel);
      copied.add(rel);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      if (!fs.existsSync(out)) fs.copyFileSync(resolved, out);
      if (isModule(resolved)) queue.push([resolved, out]);
    }
    for (const [, spec] of text.matchAll(IMPORT_SPEC)) {
      const target = specTarget(from, file, spec);
      const inSite = path.relative(from, target);
      if (inSite.split(path.sep).includes('node_modules') || path.isAbsolute(inSite)) continue;
      if (inSite.startsWith('..')) {
        const resolved = resolveFile(target);
        if (!resolved) continue;
        const rel = path.relative(from, resolved);
        const out = outsideCopy(rel);
        if (!copied.has(rel)) {
          copied.add(rel);
          fs.mkdirSync(path.dirname(out), { recursive: true });
          fs.copyFileSync(resolved, out);
          if (isModule(resolved)) queue.push([resolved, out]);
        }
        text = pointedAt(text, spec, copyOfFile, out);
        rewritten = true;
        continue;
      }
      // Inside the site but not in src/ (copied whole): the file the bundler finds (`../og-image/utils/zodParams` → .ts).
      if (inSite.startsWith(`src${path.sep}`)) continue;
      const resolved = resolveFile(target);
      const relFile = resolved && path.relative(from, resolved);
      if (!resolved || !relFile || leadsOutsideSite(from, resolved)) continue;
      // A Markdown file (`../../docs/intro/Step1.md`, which mdx-loader made a component) is kept apart
      // too: at its own path it would sit in the imported content's folders as a page or a version.
      const markdown = /\.mdx?$/.test(relFile);
      const out = ENGINE_ROOT_FILES.has(relFile) || markdown ? path.join(to, SHADOW_DIR, relFile) : copyPathOf(from, to, resolved, copiedFolders);
      if (markdown) {
        text = pointedAt(text, spec, copyOfFile, out);
        rewritten = true;
      }
      if (copied.has(relFile)) continue;
      fs.mkdirSync(path.dirname(out), { recursive: true });
      if (!fs.existsSync(out)) fs.copyFileSync(resolved, out);
      copied.add(relFile);
      // A module brings its own imports.
      if (isModule(resolved)) queue.push([resolved, out]);
    }
    const pointed = pointedAtCopies(original, text, file, copyOfFile, { from, to, folders: copiedFolders });
    if ((rewritten || pointed !== text) && fs.existsSync(path.dirname(copyOfFile))) fs.writeFileSync(copyOfFile, pointed);
  }
  return [...copied].sort();
}

/**
 * A site module's text with the paths it builds from its own location (`__dirname`, `__filename`,
 * `import.meta.dirname`/`filename`, `fileURLToPath(import.meta.url)`, `new URL(x, import.meta.url)`)
 * naming its file in the checkout: Docusaurus runs a local plugin where it is, so a plugin that
 * reads `path.join(__dirname, '../../other-package/tests')` or looks for the repository's
 * .prettierrc from there finds the monorepo's files. Its imports still resolve from the copy (the
 * content folder's node_modules). A module that declares such a name itself is left as it is.
 */
export function pinOwnLocation(text: string, file: string): string {
  const dir = JSON.stringify(path.dirname(file));
  const own = JSON.stringify(file);
  const url = JSON.stringify(pathToFileURL(file).href);
  // `const __dirname = …`, `function __dirname`, `import __dirname …`, `{ __dirname } = / from`.
  const declares = (name: string) =>
    new RegExp(`\\b(?:const|let|var|function|import)\\s+${name}\\b|\\{[^{}]*\\b${name}\\b[^{}]*\\}\\s*(?:=[^=>]|from\\b)`).test(text);
  let out = text
    .replace(/\bimport\.meta\.dirname\b/g, dir)
    .replace(/\bimport\.meta\.filename\b/g, own)
    .replace(/\b(?:url\.)?fileURLToPath\(\s*import\.meta\.url\s*\)/g, own)
    .replace(/\bnew URL\(([^()]*?),\s*import\.meta\.url\s*\)/g, `new URL($1, ${url})`);
  // (`.__dirname`, a property, and `'__dirname'` in a string are not the module's.)
  for (const [name, value] of [
    ['__dirname', dir],
    ['__filename', own],
  ]) {
    if (declares(name)) continue;
    out = out
      // A shorthand property (`{ __dirname }`) keeps its key.
      .replace(new RegExp(`((?<!\\$)\\{\\s*|,\\s*)${name}(?=\\s*[,}])`, 'g'), `$1${name}: ${value}`)
      .replace(new RegExp(`(?<![.\\w$'"\`])${name}\\b(?!\\s*:)`, 'g'), value);
  }
  return out;
}

/**
 * Site modules (a local remark plugin) copied to the same path in the imported folder, with the
 * files they import relatively, and theirs (those outside the site folder under OUTSIDE_DIR, the
 * import pointed there). The paths a module builds from its own location keep naming the checkout
 * (pinOwnLocation). Returns the packages they import.
 */
export function copySiteModules(from: string, to: string, rels: string[], { inSite = true }: { inSite?: boolean } = {}): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [...rels];
  // A file outside the site folder (a monorepo's `../../scripts/shared/x.mjs`) goes under OUTSIDE_DIR.
  const outside = (rel: string) => rel.split(path.sep)[0] === '..';
  const dest = (rel: string) => (outside(rel) ? outsideCopyPath(to, rel) : path.join(to, rel));
  while (queue.length) {
    const rel = queue.shift()!;
    if (seen.has(rel)) continue;
    seen.add(rel);
    const file = path.join(from, rel);
    const out = dest(rel);
    if (leadsOutsideSite(from, file)) continue;
    // (`inSite` false: the site's own files are read where they lie, those outside it alone are copied.)
    const write = inSite || outside(rel);
    if (!isModule(file)) {
      if (write && !fs.existsSync(out)) {
        fs.mkdirSync(path.dirname(out), { recursive: true });
        fs.copyFileSync(file, out);
      }
      continue;
    }
    let text = fs.readFileSync(file, 'utf8');
    // The packages they import are installed with the components' (Node's built-ins are not packages).
    for (const [, spec] of text.matchAll(PACKAGE_SPEC)) {
      const name = importedPackage(spec);
      if (name) packages.add(name);
    }
    for (const [, spec] of text.matchAll(IMPORT_SPEC)) {
      const target = resolveFile(spec.startsWith('@site/') ? path.join(from, spec.slice('@site/'.length)) : path.resolve(path.dirname(file), spec));
      const targetRel = target && path.relative(from, target);
      if (!targetRel || path.isAbsolute(targetRel) || targetRel.split(path.sep).includes('node_modules')) continue;
      queue.push(targetRel);
      // Between the site and the outside folder the copies are not where the files were: the copy's import says where.
      if (spec.startsWith('.') && outside(rel) !== outside(targetRel)) {
        let moved = path.relative(path.dirname(out), dest(targetRel)).split(path.sep).join('/');
        if (!moved.startsWith('.')) moved = `./${moved}`;
        text = text.split(`'${spec}'`).join(`'${moved}'`).split(`"${spec}"`).join(`"${moved}"`);
      }
    }
    // (A module of src/ is there already, as the components' copy made it.)
    if (!write || (rel.split(path.sep)[0] === 'src' && fs.existsSync(out))) continue;
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, pinOwnLocation(text, file));
  }
  return [...packages];
}

/**
 * An alias's target as the engine resolves it in the imported folder (site.config.json
 * `resolveAlias`): a path of the site as the same path (`./src/lib`), one outside it where
 * copyFilesSiteModulesImport copies it (`./.outside-site/__/examples/chat/src`), a file of an
 * installed package as that package's specifier (`path-browserify/index.js`), false as false.
 */
export function contentAlias(from: string, target: string | false): string | false {
  if (target === false || !path.isAbsolute(target)) return target;
  const parts = target.split(path.sep);
  const nm = parts.lastIndexOf('node_modules');
  if (nm >= 0) return parts.slice(nm + 1).join('/');
  const rel = path.relative(from, target);
  const inFolder = rel.startsWith('..') ? path.relative(from, outsideCopyPath(from, rel)) : rel;
  return `./${inFolder.split(path.sep).join('/')}`;
}

/** Every alias pointed into the imported folder (contentAlias), for site.config.json `resolveAlias`. */
export function contentAliases(from: string, aliases: WebpackAliases): Record<string, string | false> {
  return Object.fromEntries(Object.entries(aliases).map(([k, v]) => [k, contentAlias(from, v)]));
}

/** The package a bare specifier imports, to be installed; none for Node's built-ins. */
function importedPackage(spec: string): string | undefined {
  const name = packageOf(spec);
  return spec.startsWith('node:') || builtinModules.includes(name) ? undefined : name;
}

/**
 * The packages that the modules kept in folders read where they lie (a doc's `./code/index.js`)
 * and in src/ import, and the site's modules those import in turn: read in place, none of them is
 * copied, but their packages are installed as a copy's are (copyFilesSiteModulesImport). Those src/'s
 * own modules import directly the components' packages count (./component-packages.ts).
 */
export function packagesOfModulesReadInPlace(from: string, dirs: readonly string[], aliases: WebpackAliases = {}): Set<string> {
  const packages = new Set<string>();
  const src = path.join(from, 'src');
  const seen = new Set<string>();
  const filesOf = (dir: string, kind: (name: string) => boolean) =>
    walkContent(dir, allowedFolders({ contentRoots: [dir] }), { enter: (d) => !d.name.startsWith('.') && d.name !== 'node_modules' })
      .filter((e) => !e.isDir && kind(e.name))
      .map((e) => e.abs);
  // (And the modules the pages import from folders of the site that hold none, `@site/shared/Note`, as a copy brings them.)
  const pages = dirs.flatMap((dir) => filesOf(dir, (name) => /\.mdx?$/.test(name)));
  const queue = [...dirs.flatMap((dir) => filesOf(dir, isModule)), ...(fs.existsSync(src) ? filesOf(src, isModule) : []), ...pageModules(from, pages)];
  const follow = (file: string | undefined) => {
    if (file && isModule(file) && !file.split(path.sep).includes('node_modules') && !seen.has(file)) queue.push(file);
  };
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const inSrc = file.startsWith(src + path.sep);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(PACKAGE_SPEC)) {
      const hit = matchAlias(spec, aliases);
      if (hit?.target === false) continue;
      if (!hit) {
        const pkg = importedPackage(spec);
        if (pkg && !inSrc) packages.add(pkg);
        continue;
      }
      const aliased = aliasedTo(from, { target: hit.target, rest: hit.rest });
      if ('pkg' in aliased) packages.add(aliased.pkg);
      else follow(aliased.file);
    }
    for (const [, spec] of text.matchAll(IMPORT_SPEC)) follow(resolveFile(specTarget(from, file, spec)));
  }
  return packages;
}

/** Where a file outside the site folder (`../../x.json`, relative to the site) is copied: under OUTSIDE_DIR, each `..` written `__`. */
export function outsideCopyPath(to: string, inSite: string): string {
  return path.join(to, OUTSIDE_DIR, parentsWritten(inSite));
}

/** A relative path with each `..` written `__`, so that a copy made by it stays inside the folder it is joined to. */
export function parentsWritten(rel: string): string {
  return rel
    .split(/[\\/]/)
    .filter(Boolean)
    .map((seg) => (seg === '..' ? '__' : seg))
    .join(path.sep);
}
