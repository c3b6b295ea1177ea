/**
 * What a site's plugins add to webpack through `configureWebpack` that means the same to the
 * engine's bundler, by side (Docusaurus calls it for the client bundle and the server bundle,
 * isServer false and true): webpack's NormalModuleReplacementPlugin (a module whose request or
 * resolved file matches a pattern is another: docusaurus-theme-redoc puts its ServerStyles in the
 * place of its Styles on the server), DefinePlugin (expressions given as code) and ProvidePlugin (a
 * free name is a module's exports, or a property of them: `process`, `Buffer`). The import reads
 * them from the plugins' runs (plugins/docusaurus/importer/webpack-aliases.ts) into WEBPACK_RULES_FILE
 * of the content folder; the components' bundle applies each side's (./bundle.ts), and a rule of
 * one side alone splits the bundle for the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { OnResolveArgs, Plugin } from 'esbuild';
import { reResolve, reResolvedBy } from './re-resolve';
import { moduleCandidates } from './resolve';
import type { BundleSide, ModuleRule } from './module-rules';

export type { BundleSide };

export interface ModuleReplacement {
  side: BundleSide;
  /** The RegExp's source and flags. */
  pattern: string;
  flags: string;
  /** The module in its place: a request as written (resolved where the module is imported), or a file (`file`, relative to the content folder). */
  target?: string;
  file?: string;
}

/** ProvidePlugin's: a free `name` (`Buffer`, `process.env` dotted) is `require(request)`, or its property at `property`. */
export interface ProvidedName {
  side: BundleSide;
  name: string;
  request: string;
  property?: string[];
}

export interface WebpackRules {
  replacements: ModuleReplacement[];
  /** Expression → its replacement code, by side. */
  defines: { side: BundleSide; key: string; value: string }[];
  /** Names given a module's value, by side (absent in a file written before they were read). */
  provides?: ProvidedName[];
  /** Module rules for file types (./module-rules.ts), by side. */
  moduleRules: ModuleRule[];
}

export const WEBPACK_RULES_FILE = 'webpack-rules.json';

const NONE: WebpackRules = { replacements: [], defines: [], moduleRules: [] };

// (Read once per version of the file: every module's probe builds its bundle options.)
const read = new Map<string, { mtimeMs: number; rules: WebpackRules }>();

/** The rules the import wrote for the site in `siteRoot` (none when it wrote none). */
export function readWebpackRules(siteRoot: string): WebpackRules {
  const file = path.join(siteRoot, WEBPACK_RULES_FILE);
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return NONE;
  const known = read.get(file);
  if (known?.mtimeMs === mtimeMs) return known.rules;
  const rules = { ...NONE, ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<WebpackRules>) };
  read.set(file, { mtimeMs, rules });
  return rules;
}

/** Whether the server's bundle differs from the client's by these rules. */
export function rulesDifferBySide(rules: WebpackRules): boolean {
  const of = (side: BundleSide) =>
    JSON.stringify([
      rules.replacements.filter((r) => r.side === side).map(({ side: _, ...r }) => r),
      rules.defines.filter((d) => d.side === side).map(({ side: _, ...d }) => d),
      rules.moduleRules.filter((m) => m.side === side).map(({ side: _, ...m }) => m),
      (rules.provides ?? []).filter((p) => p.side === side).map(({ side: _, ...p }) => p),
    ]);
  return of('client') !== of('server');
}

/** The side's defines, for esbuild's `define` (one it cannot take, code that is not JSON nor a name, is left out when read). */
export function sideDefines(rules: WebpackRules, side: BundleSide): Record<string, string> {
  return Object.fromEntries(rules.defines.filter((d) => d.side === side).map((d) => [d.key, d.value]));
}

/**
 * The side's ProvidePlugin names as esbuild's `inject`: a module of the content folder `siteRoot`
 * (where its requests resolve, as from the site) exporting each name as its value, which esbuild puts
 * wherever the name is free, as webpack does; `require`, as webpack's, gives a CommonJS module's
 * exports and an ES module's namespace. Written once per content (its name is its hash), so processes
 * that bundle at once agree. None without names.
 */
export function providedNamesInject(siteRoot: string, rules: WebpackRules, side: BundleSide): string[] {
  const mine = new Map<string, ProvidedName>();
  for (const p of rules.provides ?? []) if (p.side === side && !mine.has(p.name)) mine.set(p.name, p);
  if (!mine.size) return [];
  const lines = [...mine.values()].flatMap((p, i) => [
    `const provided${i} = require(${JSON.stringify(p.request)})${(p.property ?? []).map((k) => `[${JSON.stringify(k)}]`).join('')};`,
    `export { provided${i} as ${JSON.stringify(p.name)} };`,
  ]);
  const text = lines.join('\n') + '\n';
  const file = path.join(siteRoot, `webpack-provide-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.js`);
  if (!fs.existsSync(file)) {
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, text);
    fs.renameSync(partial, file);
  }
  return [file];
}

/**
 * Whether a rule's pattern may match the request or the file it resolves to: the request as
 * written, and (a relative one from its folder) with the extensions and index files a resolver
 * tries. A pattern that matches only the main file of a package named bare is not foreseen.
 */
function mayName(test: RegExp, args: OnResolveArgs): boolean {
  const base = /^\.{1,2}(\/|$)/.test(args.path) ? path.resolve(args.resolveDir, args.path) : args.path;
  return test.test(args.path) || moduleCandidates(base).some((file) => test.test(file));
}

/**
 * The side's module replacements, as NormalModuleReplacementPlugin applies them: before resolving, to
 * the request (its target resolved where the module is imported); after, to the file it resolved to
 * (a relative target from that file's folder).
 */
export function moduleReplacementsPlugin(siteRoot: string, rules: WebpackRules, side: BundleSide): Plugin {
  const mine = rules.replacements.filter((r) => r.side === side).map((r) => ({ ...r, test: new RegExp(r.pattern, r.flags) }));
  return {
    name: 'module-replacements',
    setup(b) {
      if (!mine.length) return;
      const again = (request: string, args: OnResolveArgs) => reResolve(b, 'module-replacement', request, args);
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (reResolvedBy(args, 'module-replacement') || (args.namespace !== 'file' && args.namespace !== '')) return undefined;
        // (Resolved here only when a rule may name it: every other request is left to esbuild, resolved once.)
        if (!mine.some((r) => mayName(r.test, args))) return undefined;
        const before = mine.find((r) => r.test.test(args.path));
        if (before?.file) return { path: path.join(siteRoot, before.file) };
        const resolved = await again(before?.target ?? args.path, args);
        if (resolved.errors.length) return before ? { errors: resolved.errors } : undefined;
        const after = mine.find((r) => r.test.test(resolved.path));
        if (!after) return before ? resolved : undefined;
        if (after.file) return { path: path.join(siteRoot, after.file) };
        if (/^\.{1,2}\//.test(after.target!)) return { path: path.resolve(path.dirname(resolved.path), after.target!) };
        const other = await again(after.target!, args);
        return other.errors.length ? { errors: other.errors } : other;
      });
    },
  };
}
