/**
 * Rewrites one Docusaurus MDX page so this engine can build it: theme imports stay, @site partials
 * become relative imports of copied files, raw-loader imports become code blocks, useBaseUrl calls
 * become plain paths, and imports of the site's own components point at the copy of the site's
 * modules (`@site/…`), which the engine compiles (plugins/docusaurus/site-components).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isPackageSpecifier, packageName, resolveComponentModule, rootsFile } from '../site-components/resolve';
import { isAssetImport, unwrapMdxCodeBlocks } from '../../../lib/api/mdx';
import { COMPONENT_IMPORTS } from '../site-components/component-imports';
import { DOCUSAURUS_MODULES } from '../site-components/docusaurus-modules';
import { isPlainData, siteModuleExports } from './config';
import { parentsWritten } from './site-files';
import { leadsOutsideSite } from './site-links';
import { copySiteFile, readSiteText } from './site-text';

/**
 * Docusaurus imports the engine answers itself (lib/mdx/remark-imports maps each to a registry
 * component or to its module compiled with the site's components), but a swizzled one of the site.
 */
export const KEPT_IMPORTS = new Set([
  ...Object.keys(COMPONENT_IMPORTS),
  ...Object.keys(DOCUSAURUS_MODULES).filter((spec) => spec !== '@docusaurus/useBaseUrl'),
]);

export interface TransformContext {
  siteRoot: string;
  baseUrl: string;
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
  inPlace?: { roots: readonly string[]; write: boolean };
}

/** Whether a file lies in one of the folders read in place. */
const readInPlace = (ctx: TransformContext, file: string): boolean => ctx.inPlace?.roots.some((r) => file.startsWith(r + path.sep)) === true;

/** The path from the page to a file, as a relative URL (`./x`, `../x`). */
function pathFromPage(ctx: TransformContext, file: string): string {
  const rel = path.relative(path.dirname(ctx.outFile), file).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
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

const IMPORT = /^import\s+([^'"\n]+?)\s+from\s+['"]([^'"]+)['"];?[ \t]*$/gm;

function joinUrl(base: string, p: string): string {
  return `${base.replace(/\/$/, '')}/${p.replace(/^\//, '')}`;
}

/**
 * A server-relative request of a page (`/static/img/x.png`, `/img/x.png`) as the `@site/…` path of
 * the file webpack's resolve.roots find (../site-components/resolve.ts rootsFile: static/, then the
 * site folder); undefined when it names no file of the site.
 */
function siteRootSpec(spec: string, siteRoot: string): string | undefined {
  const file = rootsFile(spec, [path.join(siteRoot, 'static'), siteRoot]);
  return file && `@site/${path.relative(siteRoot, file).split(path.sep).join('/')}`;
}

/**
 * Copies a file a page imports from outside its version folder to <version>/_site/<path in the
 * site>. A Markdown partial is transformed like a page, so what it imports is copied next to it.
 */
/**
 * A relative URL (or asset import) of a page that names a site file outside the page's own folder
 * tree (its docs version, its blog): the file copied under the page's `_site/`, and the URL from the
 * imported page to it; undefined when it stays inside, names a doc, or is not a file of the site.
 */
function relativeSiteFile(url: string, ctx: TransformContext, result: TransformResult, suffix: string): string | undefined {
  if ((!ctx.srcVersionDir && !ctx.siteCopy) || /\.mdx?$/.test(url)) return undefined;
  let target: string;
  try {
    // `@site/…` is the site folder, for Markdown images as for imports (mdx-loader's transformImage).
    target = url.startsWith('@site/') ? path.join(ctx.siteRoot, decodeURI(url.slice('@site/'.length))) : path.resolve(path.dirname(ctx.file), decodeURI(url));
  } catch {
    return undefined;
  }
  // (A partial copied under _site/ takes its files along: its own folder is no version folder.)
  const inside = ctx.srcVersionDir !== undefined && target.startsWith(ctx.srcVersionDir + path.sep);
  if (inside || !fs.existsSync(target) || !fs.statSync(target).isFile()) return undefined;
  // (Read in place: a file of the folders read there is named where it lies.)
  if (readInPlace(ctx, target)) return url.startsWith('@site/') ? `${pathFromPage(ctx, target)}${suffix}` : undefined;
  const rel = path.relative(ctx.siteRoot, target);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const copy = siteCopyPath(ctx.outVersionDir, rel);
  copyToSite(rel, copy, ctx, result);
  const fromPage = path.relative(path.dirname(ctx.outFile), copy).split(path.sep).join('/');
  return `${fromPage.startsWith('.') ? fromPage : `./${fromPage}`}${suffix}`;
}

/**
 * The named bindings of an import clause whose values are plain data in the site module: as
 * `export const` declarations, and the clause that is left (empty when nothing is). Undefined when
 * nothing is data. Only lower-case names: a capitalised one is a component.
 */
function inlineDataImports(clause: string, modulePath: string): { constants: string; clause: string } | undefined {
  const m = /^\s*(?:([A-Za-z_$][\w$]*)\s*,\s*)?\{([^}]*)\}\s*$/.exec(clause);
  if (!m) return undefined;
  const bindings = m[2]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [imported, local = imported] = part.split(/\s+as\s+/).map((x) => x.trim());
      return { imported, local, text: part };
    });
  if (!bindings.some((b) => /^[a-z_$]/.test(b.local))) return undefined;
  const exports = siteModuleExports(modulePath);
  if (!exports) return undefined;
  const data = bindings.filter((b) => /^[a-z_$]/.test(b.local) && b.imported in exports && isPlainData(exports[b.imported]));
  if (!data.length) return undefined;
  const rest = bindings.filter((b) => !data.includes(b)).map((b) => b.text);
  const left = [m[1], rest.length ? `{ ${rest.join(', ')} }` : undefined].filter(Boolean).join(', ');
  return { constants: data.map((b) => `export const ${b.local} = ${JSON.stringify(exports[b.imported])};`).join(' '), clause: left };
}

/**
 * Where a file of the site (`rel`, from the site folder) that a page imports is copied: under the
 * version's `_site/`, which is no page (Docusaurus leaves `_` folders out of the docs). A file
 * outside the site folder (a monorepo's `../CONTRIBUTING.md`) stays under it too: each `..` is
 * written `__`, or the copy would land among the docs and be published as a page of its own.
 */
function siteCopyPath(outVersionDir: string, rel: string): string {
  return path.join(outVersionDir, '_site', parentsWritten(rel));
}

function copyToSite(rel: string, copy: string, ctx: TransformContext, result: TransformResult): void {
  const copies = ctx.copies ?? new Set<string>();
  if (copies.has(copy) || ctx.inPlace?.write === false) return;
  copies.add(copy);
  const src = path.join(ctx.siteRoot, rel);
  // (A symbolic link out of the site is not copied: the import report names it, ./site-links.ts.)
  if (leadsOutsideSite(ctx.siteRoot, src)) return;
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  // (A partial or data file that is not UTF-8 fails the page that imports it, at the file's line.)
  if (!/\.mdx?$/.test(rel)) {
    const problem = copySiteFile(ctx.siteRoot, src, copy);
    if (problem) throw problem;
    return;
  }
  const sub = transformMdx(readSiteText(ctx.siteRoot, src), { ...ctx, file: src, outFile: copy, srcVersionDir: undefined, siteCopy: true, copies });
  fs.writeFileSync(copy, sub.text);
  result.components.push(...sub.components);
  result.rawFiles.push(...sub.rawFiles);
  result.packages.push(...sub.packages);
  result.warnings.push(...sub.warnings.map((w) => `${rel}: ${w}`));
}

const FENCE = /^ *(`{3,}|~{3,})/;
/** A link or image title after its URL, in any of CommonMark's three forms: "t", 't' or (t). */
const LINK_TITLE = String.raw`\s+(?:"[^"]*"|'[^']*'|\([^)]*\))`;

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

export function transformMdx(source: string, ctx: TransformContext): TransformResult {
  // The MDX of ```mdx-code-block fences is the page's own (imports included), as Docusaurus unwraps it.
  source = unwrapMdxCodeBlocks(source);
  const result: TransformResult = { text: source, partials: [], components: [], rawFiles: [], dataFiles: [], packages: [], warnings: [] };
  const raw = new Map<string, string>();
  /** Relative image and file paths `require`d in the page, and the import binding each becomes. */
  const requiredAssets = new Map<string, string>();
  let text = outsideFences(source, (chunk) =>
    chunk.replace(IMPORT, (writtenLine: string, writtenClause: string, written: string) => {
      let line = writtenLine;
      let clause = writtenClause;
      // The string's value: a JavaScript escape (`'./\\_snippets/x.txt'`, as Markdown formatters write) is its character.
      let spec = written.replace(/\\([^0-9xuU\n])/g, '$1');
      if (KEPT_IMPORTS.has(spec)) return line;
      // webpack resolves "/x" from the static folder, then the site folder (resolve.roots): as "@site/…".
      spec = siteRootSpec(spec, ctx.siteRoot) ?? spec;
      const local = /^[A-Za-z_$][\w$]*$/.test(clause.trim()) ? clause.trim() : undefined;
      if (spec === '@docusaurus/useBaseUrl') return '';
      // An SVG import is a component in Docusaurus (SVGR): the file goes along with the page, whose
      // import the engine draws inline (lib/mdx/remark-imports.ts); a static/ file it cannot find fails there, as webpack's does.
      if (local && /^@site\/static\/.+\.svg$/i.test(spec)) {
        const moved = relativeSiteFile(spec, ctx, result, '');
        return moved ? `import ${local} from '${moved}';` : line;
      }
      // Other images of static/ are URLs (Docusaurus serves static/ at baseUrl).
      const image = /^@site\/static\/(.+)$/.exec(spec);
      if (image && local && isAssetImport(spec)) return `export const ${local} = '${joinUrl(ctx.baseUrl, image[1])}';`;
      // An image or file beside the docs (`./img/a.png`): the engine serves it and binds its URL
      // (lib/mdx/remark-imports.ts), as webpack's file loader does; an SVG it draws inline.
      if ((/^\.\.?\//.test(spec) || (spec.startsWith('@site/') && !spec.startsWith('@site/static/'))) && isAssetImport(spec)) {
        const moved = relativeSiteFile(spec, ctx, result, '');
        return moved ? `import ${clause.trim()} from '${moved}';` : line;
      }
      // A file's text: raw-loader inline (`!!raw-loader!./x.js`, as Docusaurus' docs show), or a
      // `?raw` resource query that a site's webpack config gives `asset/source` (`!!./x.ts?raw`).
      const rawMatch = /^!{0,2}raw-loader!(.+)$/.exec(spec) ?? /^(?:!!)?([^!]+?)\?raw$/.exec(spec);
      if (rawMatch && local) {
        const written = rawMatch[1].startsWith('@site/') ? path.join(ctx.siteRoot, rawMatch[1].slice(6)) : path.resolve(path.dirname(ctx.file), rawMatch[1]);
        // (webpack tries resolve.extensions on a path without one: `…/express/server` is server.js.)
        const target =
          [written, ...['.js', '.jsx', '.ts', '.tsx', '.json', '.mjs'].map((e) => written + e)].find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ??
          written;
        if (!fs.existsSync(target)) {
          result.warnings.push(`imports the text of "${rawMatch[1]}", which does not exist`);
          return line;
        }
        if (leadsOutsideSite(ctx.siteRoot, target)) return line;
        raw.set(local, fs.readFileSync(target, 'utf8').replace(/\n$/, ''));
        result.rawFiles.push(path.relative(ctx.siteRoot, target));
        return `\0raw:${local}\0`;
      }
      const isData = /\.(json|ya?ml)$/.test(spec);
      // A partial that a plugin the engine does not run writes at build time: an empty stand-in under
      // _site/ (a partial, not a page), and the gap reported.
      const generated = /\.mdx?$/.test(spec)
        ? spec.startsWith('@site/')
          ? path.join(ctx.siteRoot, spec.slice(6))
          : spec.startsWith('.')
            ? path.resolve(path.dirname(ctx.file), spec)
            : undefined
        : undefined;
      const writer = generated && !fs.existsSync(generated) ? ctx.pluginOutput?.(generated) : undefined;
      if (generated && writer) {
        const standIn = siteCopyPath(ctx.outVersionDir, path.relative(ctx.siteRoot, generated));
        if (ctx.inPlace?.write !== false) {
          fs.mkdirSync(path.dirname(standIn), { recursive: true });
          if (!fs.existsSync(standIn)) fs.writeFileSync(standIn, '');
        }
        result.warnings.push(
          `imports "${spec}", which ${writer} writes at build time; the engine does not run that plugin, so the page is published without it (an empty stand-in)`,
        );
        result.partials.push(spec);
        let relImport = path.relative(path.dirname(ctx.outFile), standIn).split(path.sep).join('/');
        if (!relImport.startsWith('.')) relImport = `./${relImport}`;
        return `import ${clause.trim()} from '${relImport}';`;
      }
      if (/\.mdx?$/.test(spec) || isData) {
        // A relative import that leaves the page's version folder (another docs instance's partial)
        // moves with the version folder's new depth, and one in a partial copied under _site/ must
        // be copied along: address both from the site root.
        if (spec.startsWith('.') && (ctx.srcVersionDir || ctx.siteCopy)) {
          const abs = path.resolve(path.dirname(ctx.file), spec);
          // (Read in place, a file of the folders read there is where the page names it.)
          if (readInPlace(ctx, abs)) {
            (isData ? result.dataFiles : result.partials).push(spec);
            return `import ${clause.trim()} from '${spec}';`;
          }
          if (ctx.siteCopy || !abs.startsWith(ctx.srcVersionDir + path.sep)) spec = `@site/${path.relative(ctx.siteRoot, abs).split(path.sep).join('/')}`;
          else {
            // Inside the version folder, but maybe by way of its parent ("../../vcluster/x" from
            // vcluster/a/b.mdx), which is not its parent any more: take the direct way.
            const direct = path.relative(path.dirname(ctx.file), abs).split(path.sep).join('/');
            spec = direct.startsWith('.') ? direct : `./${direct}`;
          }
        }
        if (!spec.startsWith('@site/')) {
          (isData ? result.dataFiles : result.partials).push(spec);
          return `import ${clause.trim()} from '${spec}';`;
        }
        const rel = spec.slice('@site/'.length);
        if (readInPlace(ctx, path.join(ctx.siteRoot, rel))) {
          (isData ? result.dataFiles : result.partials).push(spec);
          return `import ${clause.trim()} from '${pathFromPage(ctx, path.join(ctx.siteRoot, rel))}';`;
        }
        const copy = siteCopyPath(ctx.outVersionDir, rel);
        // A missing file only matters if a page renders the import (Docusaurus compiles partials
        // on use), so it is reported as a warning and the build decides.
        if (fs.existsSync(path.join(ctx.siteRoot, rel))) copyToSite(rel, copy, ctx, result);
        else result.warnings.push(`imports "${spec}", which does not exist`);
        let relImport = path.relative(path.dirname(ctx.outFile), copy).split(path.sep).join('/');
        if (!relImport.startsWith('.')) relImport = `./${relImport}`;
        (isData ? result.dataFiles : result.partials).push(spec);
        return `import ${clause.trim()} from '${relImport}';`;
      }
      // Anything else is one of the site's own modules: keep the import, addressed from the site root.
      const modulePath = resolveComponentModule(spec, ctx.file, ctx.siteRoot);
      // An npm package: installed into the imported site's node_modules and compiled like a component
      // (kept by name even when the checkout has it installed: the copy has its own node_modules).
      if (isPackageSpecifier(spec)) {
        result.packages.push(packageName(spec));
        return line;
      }
      if (!modulePath) {
        result.warnings.push(`imports "${spec}", which is not a file of the site (the engine will report it if a page renders it)`);
        return line;
      }
      // A Docusaurus module the engine answers (plugins/docusaurus/site-components/resolve.ts): kept as written.
      if (!path.isAbsolute(modulePath)) return line;
      // Plain data a page imports by name from a site module (`import { elements } from
      // '@site/src/data/welcome'`, read in its expressions): the values, as the page's own constants,
      // read now as webpack bundled them then; components and the rest stay imports.
      const inlined = inlineDataImports(clause, modulePath);
      if (inlined) {
        if (!inlined.clause) return inlined.constants;
        line = `import ${inlined.clause} from '${spec}';`;
        clause = inlined.clause;
        if (inlined.constants) line = `${inlined.constants} ${line}`;
      }
      // A component kept in the docs folder itself moves with it: a relative import still finds it.
      if (ctx.srcVersionDir && modulePath.startsWith(ctx.srcVersionDir + path.sep)) {
        let rel = path.relative(path.dirname(ctx.file), modulePath).split(path.sep).join('/');
        if (!rel.startsWith('.')) rel = `./${rel}`;
        result.components.push(rel);
        return line.replace(/(['"])[^'"]+\1/, `'${rel}'`);
      }
      const atSite = `@site/${path.relative(ctx.siteRoot, modulePath).split(path.sep).join('/')}`;
      result.components.push(atSite);
      return line.replace(/(['"])[^'"]+\1/, `'${atSite}'`);
    }),
  );

  // A package's stylesheet imported for its effect (`import 'pkg/dist/x.css'`): the package is installed.
  outsideFences(text, (chunk) => {
    for (const [, spec] of chunk.matchAll(/^import\s+['"]([^'"]+)['"];?[ \t]*$/gm)) if (isPackageSpecifier(spec)) result.packages.push(packageName(spec));
    return chunk;
  });

  // <CodeBlock language="yaml" title="x">{RawImport}</CodeBlock> and bare {RawImport} → fenced code.
  for (const [name, content] of raw) {
    text = text.replace(new RegExp(`<CodeBlock([^>]*)>\\s*\\{${name}\\}\\s*</CodeBlock>`, 'g'), (_all, attrs: string) => {
      const lang = /language=["']([^"']+)["']/.exec(attrs)?.[1] ?? /className=["'][^"']*\blanguage-([\w+-]+)/.exec(attrs)?.[1] ?? 'text';
      const title = /title=["']([^"']+)["']/.exec(attrs)?.[1];
      return `\`\`\`${lang}${title ? ` title="${title}"` : ''}\n${content}\n\`\`\``;
    });
    text = text.replace(new RegExp(`^\\s*\\{${name}\\}\\s*$`, 'gm'), () => `\`\`\`text\n${content}\n\`\`\``);
    // Used some other way (`{cond ? A : B}`): the file's text as a string constant.
    const marker = `\0raw:${name}\0`;
    const rest = text.replace(marker, '');
    text = text.replace(marker, () => (new RegExp(`\\b${name}\\b`).test(rest) ? `export const ${name} = ${JSON.stringify(content)};` : ''));
  }
  // Files of static/ are served under baseUrl. Docusaurus adds it to Markdown image/link URLs
  // and to require('@site/static/…') itself; here the imported page carries the final path.
  const isStatic = (p: string) => {
    const clean = decodeURI(p.split(/[?#]/)[0]);
    return clean.length > 1 && fs.existsSync(path.join(ctx.siteRoot, 'static', clean)) && fs.statSync(path.join(ctx.siteRoot, 'static', clean)).isFile();
  };
  // Docusaurus' Link (Markdown links and <a>, <Link to>) puts baseUrl before a site path that does
  // not start with it; a path to a .md/.mdx file is a file link, resolved by the engine.
  const base = ctx.baseUrl.replace(/\/$/, '');
  const sitePath = (url: string): string => {
    if (url.startsWith('//')) return url;
    if (isStatic(url)) return joinUrl(ctx.baseUrl, url);
    if (!base || url === base || url.startsWith(`${base}/`) || /\.mdx?([?#]|$)/.test(url)) return url;
    return joinUrl(ctx.baseUrl, url);
  };
  // A relative path that climbs out of the docs into static/ (`../../static/img/x.png`) is the same URL.
  const staticDir = path.join(ctx.siteRoot, 'static');
  const relativeStatic = (url: string): string | undefined => {
    const target = path.resolve(path.dirname(ctx.file), decodeURI(url.split(/[?#]/)[0]));
    if (!target.startsWith(staticDir + path.sep) || !fs.existsSync(target)) return undefined;
    return joinUrl(ctx.baseUrl, path.relative(staticDir, target).split(path.sep).join('/')) + url.slice(url.split(/[?#]/)[0].length);
  };
  // A file beside another folder of the site (`../../docs/img/arch.png` from a blog post, `../../../static/x.svg`
  // from a versioned doc) keeps its place relative to the source; the page moved, so the file is copied
  // under the page's _site/ and the URL points there. Doc files are links to pages: left to the engine.
  // The file URLs that may leave the page's folder: `./`, `../` and `@site/` ones, and in a partial copied under
  // _site/ also a bare relative path (`_static/x.png`), which names a file beside it that must come along.
  const prefixed = String.raw`(?:\.\.?\/|@site\/)`;
  const bare = ctx.siteCopy ? String.raw`|(?![a-zA-Z][a-zA-Z0-9+.-]*:)[\w-]` : undefined;
  const markdownFileUrl = new RegExp(String.raw`\]\((${prefixed}[^)\s]+${bare ? String.raw`${bare}[^)\s]*` : ''})(${LINK_TITLE})?\)`, 'g');
  const attributeFileUrl = new RegExp(String.raw`\b(src|href)=(["'])(${prefixed}[^"']+${bare ? String.raw`${bare}[^"']*` : ''})\2`, 'g');
  const relativeOutside = (url: string): string | undefined => relativeSiteFile(url.split(/[?#]/)[0], ctx, result, url.slice(url.split(/[?#]/)[0].length));
  // A file link into another version's folder of the instance (`../../versioned_docs/version-1/a.md`):
  // Docusaurus resolves it to that version's page (its sourceToPermalink spans the versions); the
  // folders move, so the link is written to where that file now is. So is a site-absolute one that only
  // the site's folder has (`/docs/a.mdx` from any version: a file of the current version's folder).
  const otherVersionDoc = (url: string, siteAbsolute = false): string | undefined => {
    const file = url.split(/[?#]/)[0];
    if (!ctx.srcVersionDir || !ctx.versionDirs || !/\.mdx?$/.test(file)) return undefined;
    let target: string;
    try {
      if (siteAbsolute) {
        // `/docs/a.mdx`: Docusaurus looks for the file from the version's folder, then from the site's (resolveMarkdownLinkPathname).
        if (fs.existsSync(path.join(ctx.srcVersionDir, decodeURI(file)))) return undefined;
        target = path.join(ctx.siteRoot, decodeURI(file));
      } else target = path.resolve(path.dirname(ctx.file), decodeURI(file));
    } catch {
      return undefined;
    }
    if ((!siteAbsolute && target.startsWith(ctx.srcVersionDir + path.sep)) || !fs.existsSync(target)) return undefined;
    const version = ctx.versionDirs
      .filter((v) => (siteAbsolute || v.src !== ctx.srcVersionDir) && target.startsWith(v.src + path.sep))
      .sort((a, b) => b.src.length - a.src.length)[0];
    if (!version) return undefined;
    const moved = path
      .relative(path.dirname(ctx.outFile), path.join(version.out, path.relative(version.src, target)))
      .split(path.sep)
      .join('/');
    return `${moved.startsWith('.') ? moved : `./${moved}`}${url.slice(file.length)}`;
  };
  // `@site/docs/img/a.png` in the page's own version folder: the path from the page, which moves with it.
  const sitePathInVersion = (spec: string): string | undefined => {
    const target = path.join(ctx.siteRoot, spec.slice('@site/'.length));
    if (!ctx.srcVersionDir || !target.startsWith(ctx.srcVersionDir + path.sep)) return undefined;
    const rel = path.relative(path.dirname(ctx.file), target).split(path.sep).join('/');
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  text = outsideFences(text, (chunk) => {
    chunk = chunk.replace(
      new RegExp(String.raw`\]\((\/[^)\s]+)(${LINK_TITLE})?\)`, 'g'),
      (_all, url: string, title = '') => `](${otherVersionDoc(url, true) ?? sitePath(url)}${title})`,
    );
    chunk = chunk.replace(markdownFileUrl, (all, url: string, title = '') => {
      const rewritten = relativeStatic(url) ?? relativeOutside(url) ?? otherVersionDoc(url);
      return rewritten ? `](${rewritten}${title})` : all;
    });
    chunk = chunk.replace(attributeFileUrl, (all, attr: string, q: string, url: string) => {
      const rewritten = relativeStatic(url) ?? relativeOutside(url);
      return rewritten ? `${attr}=${q}${rewritten}${q}` : all;
    });
    // <a href> and <Link to> go through Link; an <img src> only needs the baseUrl for a file of static/.
    chunk = chunk.replace(/\b(href|to)=(["'])(\/[^"']*)\2/g, (_all, attr: string, q: string, url: string) => `${attr}=${q}${sitePath(url)}${q}`);
    chunk = chunk.replace(/\bsrc=(["'])(\/[^"']+)\1/g, (all, q: string, url: string) => (isStatic(url) ? `src=${q}${joinUrl(ctx.baseUrl, url)}${q}` : all));
    // `require('/static/img/x.png')` (or `/img/x.png`): the file webpack's resolve.roots find, by its `@site/` path.
    chunk = chunk.replace(/require\(\s*(['"])(\/[^/'"][^'"]*)\1\s*\)/g, (all, q: string, p: string) => {
      const spec = siteRootSpec(p, ctx.siteRoot);
      return spec ? `require(${q}${spec}${q})` : all;
    });
    chunk = chunk.replace(/require\(\s*(['"])@site\/static\/(.+?)\1\s*\)(\.default)?/g, (_all, q: string, p: string) => `${q}${joinUrl(ctx.baseUrl, p)}${q}`);
    // `require('./img/a.png').default`: an import of the file, whose binding the engine makes its URL.
    // (`@site/docs/img/a.png` or `../../img/a.png` from outside the page's folder: the file copied along, as for an import.)
    chunk = chunk.replace(/require\(\s*(['"])((?:\.\.?|@site)\/[^'"]+)\1\s*\)(\.default)?/g, (all, _q: string, written: string) => {
      if (!isAssetImport(written)) return all;
      const p = relativeSiteFile(written, ctx, result, '') ?? (written.startsWith('@site/') ? sitePathInVersion(written) : written);
      if (!p) return all;
      const name = `__asset${requiredAssets.size + 1}`;
      if (!requiredAssets.has(p)) requiredAssets.set(p, name);
      return requiredAssets.get(p)!;
    });
    // pathname:///x in a Markdown link, a link definition, or an <a href>/<Link to> stays for the
    // engine, which gives it Docusaurus' Link behaviour (baseUrl, new tab, no broken-link check);
    // anywhere else (an expression's string) it becomes the path under baseUrl.
    chunk = chunk.replace(/(\]\(\s*|\]:\s*|<(?:a|Link)\b[^>]*?\s(?:href|to)=["'])?pathname:\/\/(\/[^\s)"']*)/g, (all, keep: string | undefined, p: string) =>
      keep ? all : joinUrl(ctx.baseUrl, p),
    );
    chunk = chunk.replace(/useBaseUrl\(\s*(['"])(.*?)\1\s*\)/g, (_all, q: string, p: string) => `${q}${joinUrl(ctx.baseUrl, p)}${q}`);
    return chunk;
  });
  // (At the end, where an import is as good as anywhere, so the page's lines keep their numbers.)
  if (requiredAssets.size) text = `${text.replace(/\n*$/, '')}\n\n${[...requiredAssets].map(([p, name]) => `import ${name} from '${p}';`).join('\n')}\n`;
  result.text = text;
  return result;
}
