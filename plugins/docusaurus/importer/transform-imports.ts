/**
 * The import lines of a Docusaurus page, rewritten for the engine (a stage of ./transform-mdx.ts):
 * theme imports stay; static files become URLs; files beside the docs become imports the engine
 * serves; raw-loader imports become the file's text; partials and data files are named where they
 * are or where they are copied; the site's modules are named from the site root (`@site/…`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isPackageSpecifier, packageName, resolveComponentModule } from '../site-components/resolve';
import { isAssetImport } from '../../../lib/api/mdx';
import { COMPONENT_IMPORTS } from '../site-components/component-imports';
import { DOCUSAURUS_MODULES } from '../site-components/docusaurus-modules';
import { isPlainData, siteModuleExports } from './config';
import { leadsOutsideSite } from './site-links';
import { unresolvedImport } from './unresolved-imports';
import { joinUrl, namedWhereItLies, outsideFences, pathFromPage, readInPlace, siteRootSpec, type Stage } from './transform-context';

/**
 * Docusaurus imports the engine answers itself (lib/mdx/remark-imports maps each to a registry
 * component or to its module compiled with the site's components), but a swizzled one of the site.
 */
const KEPT_IMPORTS = new Set([...Object.keys(COMPONENT_IMPORTS), ...Object.keys(DOCUSAURUS_MODULES).filter((spec) => spec !== '@docusaurus/useBaseUrl')]);

const IMPORT = /^import\s+([^'"\n]+?)\s+from\s+['"]([^'"]+)['"];?[ \t]*$/gm;

/** One import line: as written, its clause, the module it names (as webpack reads it), and its one default binding if that is all. */
interface ImportLine {
  line: string;
  clause: string;
  spec: string;
  local?: string;
}

/** The raw-loader imports' texts, by binding: ./transform-mdx.ts puts them where the page uses them. */
export type RawTexts = Map<string, string>;

/** The page's text with each import line rewritten, and the texts its raw-loader imports read. */
export function rewriteImports(text: string, stage: Stage): { text: string; raw: RawTexts } {
  const raw: RawTexts = new Map();
  const urlsWritten = baseUrlCallsWritten(text);
  const rewritten = outsideFences(text, (chunk) =>
    chunk.replace(IMPORT, (line: string, clause: string, written: string) => rewriteImport(line, clause, written, stage, raw, urlsWritten)),
  );
  return { text: rewritten, raw };
}

/**
 * Whether every use of `useBaseUrl` in the page is a call with a string, which ./transform-urls.ts
 * writes as the path: then its import goes. One with an expression (`useBaseUrl(\`/img/${slug}.svg\`)` in
 * the page's own component) keeps it, and the engine's useBaseUrl answers it.
 */
function baseUrlCallsWritten(text: string): boolean {
  // (Not the module's name, `@docusaurus/useBaseUrl`.)
  const uses = text.match(/(?<![\w$/])useBaseUrl\b/g)?.length ?? 0;
  const imports = text.match(/^import\s+useBaseUrl\s+from\s+['"]@docusaurus\/useBaseUrl['"]/gm)?.length ?? 0;
  const written = text.match(/useBaseUrl\(\s*(['"])(.*?)\1\s*\)/g)?.length ?? 0;
  return uses === imports + written;
}

function rewriteImport(line: string, clause: string, written: string, stage: Stage, raw: RawTexts, urlsWritten: boolean): string {
  // The string's value: a JavaScript escape (`'./\\_snippets/x.txt'`, as Markdown formatters write) is its character.
  const value = written.replace(/\\([^0-9xuU\n])/g, '$1');
  if (KEPT_IMPORTS.has(value)) return line;
  // webpack resolves "/x" from the static folder, then the site folder (resolve.roots): as "@site/…".
  const spec = siteRootSpec(value, stage.ctx) ?? value;
  if (spec === '@docusaurus/useBaseUrl') return urlsWritten ? '' : line;
  const local = /^[A-Za-z_$][\w$]*$/.test(clause.trim()) ? clause.trim() : undefined;
  const imp: ImportLine = { line, clause, spec, ...(local ? { local } : {}) };
  return assetImport(imp, stage) ?? rawImport(imp, stage, raw) ?? generatedPartialImport(imp, stage) ?? partialImport(imp, stage) ?? moduleImport(imp, stage);
}

/** An image or file: SVGs of static/ and files beside the docs the engine serves (and draws SVGs inline), other static/ files their URL. */
function assetImport({ line, clause, spec, local }: ImportLine, { ctx, files }: Stage): string | undefined {
  // An SVG import is a component in Docusaurus (SVGR): the file goes along with the page, whose
  // import the engine draws inline (lib/mdx/remark-imports.ts); a static/ file it cannot find fails there, as webpack's does.
  if (local && /^@site\/static\/.+\.svg$/i.test(spec)) {
    const moved = files.urlOf(spec, '');
    return moved ? `import ${local} from '${moved}';` : line;
  }
  // Other images of static/ are URLs (Docusaurus serves static/ at baseUrl).
  const image = /^@site\/static\/(.+)$/.exec(spec);
  if (image && local && isAssetImport(spec)) return `export const ${local} = '${joinUrl(ctx.baseUrl, image[1])}';`;
  // An image or file beside the docs (`./img/a.png`): the engine serves it and binds its URL
  // (lib/mdx/remark-imports.ts), as webpack's file loader does; an SVG it draws inline.
  if ((/^\.\.?\//.test(spec) || (spec.startsWith('@site/') && !spec.startsWith('@site/static/'))) && isAssetImport(spec)) {
    const moved = files.urlOf(spec, '');
    return moved ? `import ${clause.trim()} from '${moved}';` : line;
  }
  return undefined;
}

/**
 * A file's text: raw-loader inline (`!!raw-loader!./x.js`, as Docusaurus' docs show), or a `?raw`
 * resource query that a site's webpack config gives `asset/source` (`!!./x.ts?raw`): read now, and
 * the line a marker ./transform-mdx.ts replaces.
 */
function rawImport({ line, spec, local }: ImportLine, { ctx, result }: Stage, raw: RawTexts): string | undefined {
  const rawMatch = /^!{0,2}raw-loader!(.+)$/.exec(spec) ?? /^(?:!!)?([^!]+?)\?raw$/.exec(spec);
  if (!rawMatch || !local) return undefined;
  const written = rawMatch[1].startsWith('@site/') ? path.join(ctx.siteRoot, rawMatch[1].slice(6)) : path.resolve(path.dirname(ctx.file), rawMatch[1]);
  // (webpack tries resolve.extensions on a path without one: `…/express/server` is server.js.)
  const target =
    [written, ...['.js', '.jsx', '.ts', '.tsx', '.json', '.mjs'].map((e) => written + e)].find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? written;
  if (!fs.existsSync(target)) {
    result.warnings.push(`imports the text of "${rawMatch[1]}", which does not exist`);
    return line;
  }
  if (leadsOutsideSite(ctx.siteRoot, target)) return line;
  raw.set(local, fs.readFileSync(target, 'utf8').replace(/\n$/, ''));
  result.rawFiles.push(path.relative(ctx.siteRoot, target));
  return rawMarker(local);
}

/** Where a raw-loader import's line was: ./transform-mdx.ts puts the text there or where the page uses it. */
export const rawMarker = (local: string): string => `\0raw:${local}\0`;

/**
 * A partial that a plugin the engine does not run writes at build time: an empty stand-in under
 * _site/ (a partial, not a page), and the gap reported.
 */
function generatedPartialImport({ clause, spec }: ImportLine, { ctx, result, files }: Stage): string | undefined {
  if (!/\.mdx?$/.test(spec)) return undefined;
  const generated = spec.startsWith('@site/')
    ? path.join(ctx.siteRoot, spec.slice(6))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(ctx.file), spec)
      : undefined;
  const writer = generated && !fs.existsSync(generated) ? ctx.pluginOutput?.(generated) : undefined;
  if (!generated || !writer) return undefined;
  const standIn = files.copyPath(path.relative(ctx.siteRoot, generated));
  if (ctx.inPlace?.write !== false) {
    fs.mkdirSync(path.dirname(standIn), { recursive: true });
    if (!fs.existsSync(standIn)) fs.writeFileSync(standIn, '');
  }
  result.warnings.push(
    `imports "${spec}", which ${writer} writes at build time; the engine does not run that plugin, so the page is published without it (an empty stand-in)`,
  );
  result.partials.push(spec);
  return `import ${clause.trim()} from '${pathFromPage(ctx, standIn)}';`;
}

/** A Markdown partial or a JSON/YAML data file: named where it lies, or where it is copied. */
function partialImport({ clause, spec: written }: ImportLine, { ctx, result, files }: Stage): string | undefined {
  const isData = /\.(json|ya?ml)$/.test(written);
  if (!/\.mdx?$/.test(written) && !isData) return undefined;
  const kept = (spec: string, from = spec) => {
    (isData ? result.dataFiles : result.partials).push(from);
    return `import ${clause.trim()} from '${spec}';`;
  };
  let spec = written;
  // A relative import that leaves the page's version folder (another docs instance's partial)
  // moves with the version folder's new depth, and one in a partial copied under _site/ must
  // be copied along: address both from the site root.
  if (spec.startsWith('.') && (ctx.srcVersionDir || ctx.siteCopy)) {
    const abs = path.resolve(path.dirname(ctx.file), spec);
    // (Read in place, a file of the folders read there is where the page names it.)
    if (readInPlace(ctx, abs)) return kept(spec);
    if (ctx.siteCopy || !abs.startsWith(ctx.srcVersionDir + path.sep)) spec = `@site/${path.relative(ctx.siteRoot, abs).split(path.sep).join('/')}`;
    // Inside the version folder, but maybe by way of its parent ("../../vcluster/x" from
    // vcluster/a/b.mdx), which is not its parent any more: take the direct way.
    else spec = pathFromPage({ ...ctx, outFile: ctx.file }, abs);
  }
  if (!spec.startsWith('@site/')) return kept(spec);
  const rel = spec.slice('@site/'.length);
  const file = path.join(ctx.siteRoot, rel);
  // (Read in place, so is a data file anywhere in the site: ./transform-context.ts namedWhereItLies.)
  if (readInPlace(ctx, file) || (isData && fs.existsSync(file) && namedWhereItLies(ctx, file))) return kept(pathFromPage(ctx, file), spec);
  // (And a Markdown partial anywhere else, which the page pass reads as it reads the docs: ../in-place/reading.ts.)
  if (!isData && fs.existsSync(file) && files.inPlace(file)) return kept(pathFromPage(ctx, file), spec);
  const copy = files.copyPath(rel);
  // A missing file only matters if a page renders the import (Docusaurus compiles partials
  // on use), so it is reported as a warning and the build decides.
  if (fs.existsSync(file)) files.copy(rel, copy);
  else result.warnings.push(`imports "${spec}", which does not exist`);
  return kept(pathFromPage(ctx, copy), spec);
}

/** Anything else is one of the site's own modules or a package: kept, a site module addressed from the site root. */
function moduleImport({ line, clause, spec }: ImportLine, { ctx, result }: Stage): string {
  const modulePath = resolveComponentModule(spec, ctx.file, ctx.siteRoot);
  // An npm package: installed into the imported site's node_modules and compiled like a component
  // (kept by name even when the checkout has it installed: the copy has its own node_modules).
  if (isPackageSpecifier(spec)) {
    result.packages.push(packageName(spec));
    return line;
  }
  if (!modulePath) {
    result.warnings.push(unresolvedImport(spec));
    return line;
  }
  // A Docusaurus module the engine answers (plugins/docusaurus/site-components/resolve.ts): kept as written.
  if (!path.isAbsolute(modulePath)) return line;
  // Plain data a page imports by name from a site module (`import { elements } from
  // '@site/src/data/welcome'`, read in its expressions): the values, as the page's own constants,
  // read now as webpack bundled them then; components and the rest stay imports.
  const inlined = inlineDataImports(clause, modulePath);
  if (inlined && !inlined.clause) return inlined.constants;
  if (inlined) line = `${inlined.constants ? `${inlined.constants} ` : ''}import ${inlined.clause} from '${spec}';`;
  // A component kept in the docs folder itself moves with it: a relative import still finds it.
  const target =
    ctx.srcVersionDir && modulePath.startsWith(ctx.srcVersionDir + path.sep)
      ? pathFromPage({ ...ctx, outFile: ctx.file }, modulePath)
      : `@site/${path.relative(ctx.siteRoot, modulePath).split(path.sep).join('/')}`;
  result.components.push(target);
  return line.replace(/(['"])[^'"]+\1/, `'${target}'`);
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

/** A package's stylesheet imported for its effect (`import 'pkg/dist/x.css'`): the package is installed. */
export function notePackageStylesheets(text: string, { result }: Stage): void {
  outsideFences(text, (chunk) => {
    for (const [, spec] of chunk.matchAll(/^import\s+['"]([^'"]+)['"];?[ \t]*$/gm)) if (isPackageSpecifier(spec)) result.packages.push(packageName(spec));
    return chunk;
  });
}
