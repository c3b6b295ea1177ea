/**
 * The module rules a plugin's configureWebpack adds (`module.rules`), as data the components' bundle
 * applies (../site-components/module-rules.ts): which files a rule takes (webpack's RuleSet
 * conditions `test`, `include`, `exclude`, `resource`, `resourceQuery`, and the importing module's
 * `issuer`) and what it does with them (its loaders, `use` or `loader` with their options, a
 * module's exports among them, or an asset `type`). A rule the engine cannot carry over as webpack
 * means it (a function, `oneOf`, a code or SVG file Docusaurus' own loaders take as well, whose chain
 * with them the engine does not rebuild) is named, to be reported. (An asset file Docusaurus' own
 * rules take, an image, a font, a medium, a document, goes through both:
 * ../site-components/docusaurus-asset-rules.ts.)
 */
import path from 'node:path';
import type { BundleSide, LoaderUse, ModuleRule, RuleCondition } from '../site-components/module-rules';
import { isObj } from '../../../lib/api/guards';
import { asTravellingData } from '../site-components/module-values';
import { types } from 'node:util';

/**
 * What Docusaurus' `utils.getStyleLoaders(isServer, cssOptions)` stands for in a rule's loaders, as
 * ./webpack-aliases.ts hands it to configureWebpack: its CSS pipeline (css-loader and the extract
 * plugin, CSS modules where its options ask for them), which the rule's other loaders feed.
 */
export const STYLE_LOADERS = 'docusaurus:style-loaders';

/** The rule keys read here; any other makes the rule one the engine does not apply. */
const KNOWN = new Set(['test', 'include', 'exclude', 'resource', 'resourceQuery', 'issuer', 'use', 'loader', 'options', 'type']);

/** Asset types the bundle gives as webpack does (the rest publish a file, which the components' bundle does not). */
const ASSET_TYPES = new Set(['asset/source', 'asset/inline', 'javascript/auto', 'javascript/esm', 'javascript/dynamic', 'json']);

/**
 * Code files Docusaurus' own rules take (core webpack/base.ts: Babel, CSS, the content plugins'
 * MDX), and SVGs (its SVGR rule). Its asset rules' files are not among them: those the engine runs
 * through Docusaurus' own loaders too, as webpack chains them.
 */
const DOCUSAURUS_TAKES = ['a.js', 'a.jsx', 'a.ts', 'a.tsx', 'a.mjs', 'a.cjs', 'a.css', 'a.md', 'a.mdx', 'a.svg'];

/** A condition as data: a RegExp, a path (absolute, or inside the site relative to it), a list (any), or `{ and, or, not }`. */
function conditionOf(value: unknown, siteDir: string | undefined): RuleCondition | undefined {
  // (Of any realm: a config's plugin is evaluated in a context of its own, ./config.ts.)
  if (types.isRegExp(value)) return { regexp: value.source, flags: value.flags };
  if (typeof value === 'string') {
    const rel = siteDir && path.isAbsolute(value) ? path.relative(siteDir, value) : undefined;
    return rel !== undefined && !rel.startsWith('..') ? { site: rel.split(path.sep).join('/') } : { path: value };
  }
  const list = (items: unknown[]) => {
    const all = items.map((v) => conditionOf(v, siteDir));
    return all.every((c): c is RuleCondition => c !== undefined) ? all : undefined;
  };
  if (Array.isArray(value)) {
    const any = list(value);
    return any && { any };
  }
  // ({ and, or, not }: each given must hold, as webpack's RuleSetCompiler combines them.)
  if (!isObj(value) || !Object.keys(value).length || Object.keys(value).some((k) => !['and', 'or', 'not'].includes(k))) return undefined;
  const parts: (RuleCondition | undefined)[] = [];
  if (value.and !== undefined) {
    const all = Array.isArray(value.and) ? list(value.and) : undefined;
    parts.push(all && { all });
  }
  if (value.or !== undefined) {
    const any = Array.isArray(value.or) ? list(value.or) : undefined;
    parts.push(any && { any });
  }
  if (value.not !== undefined) {
    const not = conditionOf(value.not, siteDir);
    parts.push(not && { not });
  }
  return parts.every((c): c is RuleCondition => c !== undefined) ? { all: parts } : undefined;
}

/** A loader as written: `name`, `name?query`, a path, or `{ loader, options }` (webpack 5 reads a string as one loader: no `a!b` chain). */
function loadersOf(use: unknown, options: unknown, siteDir: string | undefined): LoaderUse[] | undefined {
  const named = (loader: string, opts?: unknown): LoaderUse => {
    const [file, query] = loader.split(/(?=\?)/);
    const rel = siteDir && path.isAbsolute(file) ? path.relative(siteDir, file) : undefined;
    const spec = rel !== undefined && !rel.startsWith('..') ? { site: rel.split(path.sep).join('/'), ...(query ? { query } : {}) } : { loader };
    return opts === undefined ? spec : { ...spec, options: opts };
  };
  if (typeof use === 'string') return [named(use, options)];
  if (Array.isArray(use)) {
    const each = use.map((u) => loadersOf(u, undefined, siteDir));
    return each.every((l): l is LoaderUse[] => l !== undefined) ? each.flat() : undefined;
  }
  if (isObj(use) && typeof use.loader === 'string') {
    if (use.options === undefined) return [named(use.loader)];
    // (webpack hands the loader its options themselves: they travel as JSON, a module's exports as their module.)
    const data = asTravellingData(use.options);
    return data === undefined ? undefined : [named(use.loader, data)];
  }
  return undefined;
}

/** Why a content plugin's own Markdown rule is not applied (its loader, Docusaurus' mdx-loader, is the engine's page pass). */
export const CONTENT_MARKDOWN_RULE = "Docusaurus' mdx-loader: a content plugin's Markdown";

/** A rule whose loaders name Docusaurus' mdx-loader: the one a content plugin's configureWebpack adds for its own files. */
function isContentMarkdownRule(rule: Record<string, unknown>): boolean {
  const uses = [rule.use, rule.loader].flat().filter((u) => u !== undefined);
  return uses.some((u) => {
    const loader = isObj(u) ? u.loader : u;
    return typeof loader === 'string' && /[\\/]@docusaurus[\\/]mdx-loader[\\/]|^@docusaurus\/mdx-loader$/.test(loader);
  });
}

/** One rule as data, or why the engine cannot apply it. */
function ruleOf(rule: unknown, side: BundleSide, siteDir: string | undefined): ModuleRule | string {
  if (!isObj(rule)) return 'not an object';
  if (isContentMarkdownRule(rule)) return CONTENT_MARKDOWN_RULE;
  const unknown = Object.keys(rule).filter((k) => !KNOWN.has(k));
  if (unknown.length) return `sets ${unknown.join(', ')}`;
  const out: ModuleRule = { side, loaders: [] };
  for (const key of ['test', 'include', 'exclude', 'resource', 'resourceQuery', 'issuer'] as const) {
    if (rule[key] === undefined) continue;
    const condition = conditionOf(rule[key], siteDir);
    if (!condition) return `its ${key} is not a RegExp or a path`;
    out[key === 'resource' ? 'test' : key] = condition;
  }
  // (What webpack 5 refuses, Docusaurus' build fails on: named, not carried over.)
  if (rule.use !== undefined && (rule.loader !== undefined || rule.options !== undefined)) return 'webpack refuses a use with a loader or options';
  if (typeof rule.loader === 'string' && /[!?]/.test(rule.loader)) return "webpack refuses a loader with ! or a query ('use', 'options' instead)";
  if (rule.use !== undefined || rule.loader !== undefined) {
    const options = rule.options === undefined ? undefined : asTravellingData(rule.options);
    if (rule.options !== undefined && options === undefined) return 'its options are not data';
    const loaders = loadersOf(rule.use ?? rule.loader, rule.use === undefined ? options : undefined, siteDir);
    if (!loaders) return 'its use is a function or not data';
    const style = loaders.findIndex((l) => 'loader' in l && l.loader === STYLE_LOADERS);
    // (The style loaders first, as getStyleLoaders is spread before the loaders that feed it: the rule gives CSS.)
    if (style > 0) return "Docusaurus' style loaders stand after other loaders";
    if (style === 0) out.css = (loaders[0].options as { modules?: boolean } | undefined)?.modules ? 'modules' : 'global';
    out.loaders = style === 0 ? loaders.slice(1) : loaders;
  }
  if (rule.type !== undefined) {
    if (typeof rule.type !== 'string' || !ASSET_TYPES.has(rule.type)) return `its type ${String(rule.type)} publishes a file`;
    out.type = rule.type;
  }
  if (!out.loaders.length && !out.type && !out.css) return 'it has neither loaders nor a type';
  if (!out.test) return 'it has no test';
  const taken = DOCUSAURUS_TAKES.filter((f) => matchesName(out.test!, f));
  if (taken.length) return `it takes ${taken.map((f) => f.slice(1)).join(', ')} files, which Docusaurus' own loaders take too`;
  return out;
}

/** Whether a test may take a bare file name (a path condition is left to the rest of the rule). */
function matchesName(c: RuleCondition, name: string): boolean {
  if ('regexp' in c) return new RegExp(c.regexp, c.flags).test(`/site/${name}`);
  if ('any' in c) return c.any.some((x) => matchesName(x, name));
  if ('all' in c) return c.all.every((x) => matchesName(x, name));
  if ('not' in c) return !('regexp' in c.not) || !matchesName(c.not, name);
  return false;
}

/**
 * The rules of one side's config (in webpack's order), and a line for each the engine does not
 * apply; the first `prepended` stand before Docusaurus' own rules.
 */
export function moduleRulesOf(rules: unknown[], side: BundleSide, siteDir: string | undefined, prepended = 0): { rules: ModuleRule[]; unapplied: string[] } {
  const out: ModuleRule[] = [];
  const unapplied: string[] = [];
  rules.forEach((rule, i) => {
    const read = ruleOf(rule, side, siteDir);
    if (typeof read === 'string') unapplied.push(`module.rules[${i}] (${read})`);
    else out.push(i < prepended ? { ...read, prepended: true } : read);
  });
  return { rules: out, unapplied };
}
