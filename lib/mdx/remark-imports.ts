/**
 * MDX `import` does not evaluate in React Server Components, so imports are resolved here, at
 * build time, before compiling:
 * - the engine's components by the modules a site's plugin says its authors import them from
 *   (PageImports.components) bind to the component registry;
 * - `.md`/`.mdx` imports are partials: `<Partial name="x" />` is replaced by the partial's
 *   content, its expressions given the call site's props (lib/mdx/partial-props.ts; relative
 *   paths, or `@site/` from the version folder); JSON and YAML are data, images and files URLs;
 * - a site's own modules are the site's plugin's to bind (./page-imports.ts);
 * - any other import fails the build at file:line with what to do instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import type { Processor } from 'unified';
import { visit, SKIP } from './visit';
import { parse as parseYaml } from 'yaml';
import { copyTree } from './copy-tree';
import { markAndUnravel } from './mark-and-unravel';
import { walk } from 'estree-walker';
import type { Node as EstreeNode } from 'estree';
import { unified } from 'unified';
import { checkParser, syntaxOfParser, type SyntaxExtensions } from './parser';
import { pageFormat, type MarkdownFormat, type PageFormat } from './syntax';
import { preprocess } from './preprocess';
import { renameExpressionJsx } from './rename-expression-jsx';
import { formatMdxError } from './errors';
import { blankFrontmatter } from '../source/frontmatter';
import { originOf } from './node-origin';
import { explicitHeadingIds } from './remark-heading-id';
import { slugHeadings } from './remark-heading-slugs';
import { svgParts, type SvgParts } from '../shared/svg-parts';
import { applyPartialProps, callSiteProps } from './partial-props';
import { PASS_THROUGH, readSource, type PageImports, type SiteComponentsContext, type SourceReader } from './page-imports';
import { isAssetImport } from './remark-file-links';
import { assetUrl } from './remark-images';
import { outsideContent, outsideMessage, type ContentBounds } from '../source/inside-content';
import { overLimitMessage, sourceOverLimits, type SourceLimits } from './limits';
import { CONTENT_LIMITS } from '../config/site-config';
import { readContentText } from '../source/content-text';
import { formatProblem } from '../errors';

export interface ImportContext extends ContentBounds {
  /** Page source relative to rootDir. */
  source: string;
  rootDir: string;
  /** Version folder relative to rootDir (root of `@site/` paths). */
  versionDir: string;
  /** The site's mount (lib/shared/site-paths.ts siteMount; none: ""): a required asset's URL is under it. */
  mount?: string;
  /** The site's base path with its slashes: an imported file of a static folder has its URL under it (./remark-images.ts assetUrl). */
  siteBase?: string;
  /** What the site says about the modules its pages import (./page-imports.ts), when it has any. */
  siteComponents?: SiteComponentsContext;
  /** The site's plugin that answers imports of modules (DocsPlugin.pageImports), if one does. */
  pageImports?: PageImports;
  /** How that plugin reads its source's files before they are parsed (PageImports.sourceReader), if it does. */
  sourceText?: SourceReader;
  /**
   * The site's markdown.format: under "detect" a `.md` partial is CommonMark and an `.mdx` one MDX,
   * whatever the page is (mdx-loader compiles each file in its own format).
   */
  markdownFormat?: MarkdownFormat;
  /** The page's own format (lib/mdx/syntax.ts pageFormat; "mdx" when not given). */
  format?: PageFormat;
  /** The site's content.limits: a partial over them fails before it is parsed, as a page does. */
  limits?: SourceLimits;
}

interface EsmNode {
  type: 'mdxjsEsm';
  value: string;
  position?: { start: { line: number; offset?: number } };
  data?: { estree?: { body: EstreeImport[] } };
}

interface EstreeImport {
  type: string;
  start?: number;
  end?: number;
  source?: { value: string };
  specifiers?: { type: string; local: { name: string }; imported?: { name: string } }[];
}

/** The name an `export const X = …` (or function, class) statement declares. */
const DECLARED_NAME = /^export\s+(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/;

/** `react`, `react/jsx-runtime`, `react-dom`, `@mdx-js/react`: the runtime every compiled page has. */
const REACT_IMPORT = /^(react|react-dom|@mdx-js\/react)(\/.*)?$/;

/** JSON and YAML data files a page may import (`import versions from './versions.json'`). */
const DATA_IMPORT = /\.(json|ya?ml)$/;

/** A data file's value (`target`: relative to the root, imported as `spec` at `at`); one that does not read fails the page. */
function readData(abs: string, spec: string, target: string, at: string, file: VFile): unknown {
  const failed = (err: unknown) => file.fail(`${at}: cannot read data file "${spec}" (${target}): ${(err as Error).message.split('\n')[0]}`);
  let read: ReturnType<typeof readContentText>;
  try {
    read = readContentText(abs, target);
  } catch (err) {
    return failed(err);
  }
  if (read.problem) return file.fail(`${formatProblem(read.problem)} (the data file imported at ${at})`);
  try {
    return abs.endsWith('.json') ? JSON.parse(read.text) : parseYaml(read.text);
  } catch (err) {
    return failed(err);
  }
}

/** A partial's text; one that is not UTF-8 fails at its own line, naming where it is included. */
function partialText(target: string, includedAt: string, ctx: ImportContext, file: VFile): string {
  const { text, problem } = readContentText(path.join(ctx.rootDir, target), target);
  if (problem) return file.fail(`${formatProblem(problem)} (in the partial included at ${includedAt})`);
  return text;
}

interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
  position?: { start: { line: number; column: number } };
  data?: Record<string, unknown>;
}

/**
 * `require("./x.json")` (or .yaml) in the tree's expressions, each replaced by a constant of the
 * data the file holds: webpack resolves such a require at build time (OpenAPI pages spread
 * `{...require("./op.RequestSchema.json")}`). Returns the constants' declarations.
 */
function requiredData(tree: Root, read: (spec: string, line: number | undefined) => unknown, nextName: () => string): string[] {
  const out: string[] = [];
  visit(tree, (node) => {
    const n = node as unknown as {
      value?: unknown;
      attributes?: { type: string; value?: unknown; data?: { estree?: unknown } }[];
      data?: { estree?: unknown };
    };
    const holders: { value?: unknown; data?: { estree?: unknown } }[] = [];
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && n.data?.estree) holders.push(n as never);
    for (const attr of Array.isArray(n.attributes) ? n.attributes : []) {
      if (attr.type === 'mdxJsxExpressionAttribute' && attr.data?.estree) holders.push(attr as never);
      const value = attr.value as { data?: { estree?: unknown } } | undefined;
      if (value && typeof value === 'object' && value.data?.estree) holders.push(value as never);
    }
    for (const holder of holders) {
      if (typeof holder.value !== 'string' || !holder.value.includes('require')) continue;
      walk(holder.data!.estree as EstreeNode, {
        enter(e) {
          const call = e as unknown as {
            type: string;
            callee?: { type: string; name?: string };
            arguments?: { type: string; value?: unknown }[];
            loc?: { start: { line: number } };
          };
          const arg = call.arguments?.[0];
          if (call.type !== 'CallExpression' || call.callee?.type !== 'Identifier' || call.callee.name !== 'require' || call.arguments?.length !== 1) return;
          if (arg?.type !== 'Literal' || typeof arg.value !== 'string' || !DATA_IMPORT.test(arg.value)) return;
          const name = nextName();
          out.push(`export const ${name} = ${JSON.stringify(read(arg.value, call.loc?.start.line ?? node.position?.start.line))};`);
          this.replace({ type: 'Identifier', name } as EstreeNode);
          holder.value = (holder.value as string).replace(/require\(\s*(['"])([^'"]+)\1\s*\)/, (all, _q, spec: string) => (spec === arg.value ? name : all));
        },
      });
    }
  });
  return out;
}

interface EstreeJsx {
  type: string;
  expression?: EstreeJsx;
  openingElement?: {
    name: { type: string; name?: string };
    attributes: { type: string; name?: { type: string; name: string }; value?: { type: string; value?: unknown } | null }[];
  };
  children?: unknown[];
}

/**
 * Expressions that are one element of a partial and nothing else (`{<Tags />}`, `{(<Tags kind="a" />)}`,
 * string attributes only) become that element, with the partial it names in its data (the name may be
 * bound in the file that includes this one, which gave it as a prop). MDX renders the element the same.
 */
function partialElementsOfExpressions(tree: Root, partialOf: (name: string) => string | undefined): void {
  visit(tree, (node, index, parent) => {
    if ((node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') || !parent || index === undefined) return;
    const body = (node.data as { estree?: { body: EstreeJsx[] } } | undefined)?.estree?.body;
    const el = body?.length === 1 && body[0].type === 'ExpressionStatement' ? body[0].expression : undefined;
    const opening = el?.type === 'JSXElement' && !el.children?.length ? el.openingElement : undefined;
    const name = opening?.name.type === 'JSXIdentifier' ? opening.name.name : undefined;
    const partial = name ? partialOf(name) : undefined;
    if (!opening || !name || !partial) return;
    const attributes: JsxNode['attributes'] = [];
    for (const a of opening.attributes) {
      if (a.type !== 'JSXAttribute' || a.name?.type !== 'JSXIdentifier') return;
      if (a.value && (a.value.type !== 'Literal' || typeof a.value.value !== 'string')) return;
      attributes.push({ type: 'mdxJsxAttribute', name: a.name.name, value: a.value ? (a.value.value as string) : null });
    }
    const element: JsxNode = {
      type: node.type === 'mdxFlowExpression' ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
      name,
      attributes,
      children: [],
      position: node.position as JsxNode['position'],
      data: { partial },
    };
    parent.children.splice(index, 1, element as unknown as RootContent);
  });
}

/** The file (relative to the root) a partial's import names from `fromFile`: `@site/x` in the version's folder, its parent or the root; else relative. */
export function partialPath(spec: string, fromFile: string, versionDir: string, rootDir: string): string {
  if (spec.startsWith('@site/')) {
    const rest = spec.slice('@site/'.length);
    const candidates = [path.join(versionDir, rest), path.join(path.dirname(versionDir), rest), rest];
    return candidates.find((c) => fs.existsSync(path.join(rootDir, c))) ?? candidates[0];
  }
  return path.posix.join(path.posix.dirname(fromFile), spec);
}

/** partialPath, refusing a file whose real path is outside the content folder (lib/source/inside-content.ts). */
function resolveInside(what: string, spec: string, fromFile: string, at: string, ctx: ImportContext, file: VFile): string {
  const target = partialPath(spec, fromFile, ctx.versionDir, ctx.rootDir);
  const real = outsideContent(path.join(ctx.rootDir, target), ctx);
  if (real) file.fail(`${at}: ${outsideMessage(`${what} "${spec}"`, real)}`);
  return target;
}

/** Relative file links in a partial are relative to the partial; make them relative to the page. */
function rebaseLinks(tree: Root, partialFile: string, pageFile: string): void {
  visit(tree, (node) => {
    if ((node.type === 'link' || node.type === 'definition') && /^\.{1,2}\/[^?#]*\.mdx?([?#]|$)/.test(node.url)) {
      const target = path.posix.join(path.posix.dirname(partialFile), node.url);
      let rel = path.posix.relative(path.posix.dirname(pageFile), target);
      if (!rel.startsWith('.')) rel = `./${rel}`;
      node.url = rel;
    }
  });
}

/**
 * Parsed partials by text, most recent last, up to PARTIAL_CACHE_CHARS of text, once the check
 * turns it on: one version's partials are often another's, and the check takes a page's versions
 * one after the other. (Render workers leave it off: they meet pages in no such order, and the
 * memory would add to Next's.)
 */
const partialTrees = new Map<string, Root>();
let partialChars = 0;
let keepPartials = false;
const PARTIAL_CACHE_CHARS = 4_000_000;

export function keepPartialTrees(): void {
  keepPartials = true;
}

/** Parsers of partials whose format is not their page's (markdown.format "detect"), by the site syntax of the page's parser, then format. */
const formatParsers = new Map<SyntaxExtensions | undefined, Map<PageFormat, Processor>>();

/** A partial's tree: a copy of the last parse of the same text (copying costs a tenth of parsing), or a new parse. */
function parsePartial(processor: Processor, text: string, format?: PageFormat): Root {
  if (format) {
    const syntax = syntaxOfParser(processor);
    let byFormat = formatParsers.get(syntax);
    if (!byFormat) formatParsers.set(syntax, (byFormat = new Map()));
    if (!byFormat.has(format)) byFormat.set(format, unified().use(checkParser, format, syntax) as unknown as Processor);
    processor = byFormat.get(format)!;
  }
  const key = format ? `${format}\0${text}` : text;
  const hit = partialTrees.get(key);
  if (hit) {
    // (Most recently used last; under its own key, which names the format of a partial parsed in another.)
    partialTrees.delete(key);
    partialTrees.set(key, hit);
    return copyTree(hit);
  }
  const tree = processor.parse(text) as Root;
  // (As the partial's own compile would: MDX's compile did this to the page's tree before the plugins ran.)
  markAndUnravel(tree);
  if (!keepPartials || text.length > PARTIAL_CACHE_CHARS / 2) return tree;
  partialTrees.set(key, copyTree(tree));
  partialChars += key.length;
  for (const [oldest] of partialTrees) {
    if (partialChars <= PARTIAL_CACHE_CHARS) break;
    partialChars -= oldest.length;
    partialTrees.delete(oldest);
  }
  return tree;
}

export default function remarkImports(this: Processor, ctx: ImportContext) {
  // eslint-disable-next-line @typescript-eslint/no-this-alias
  const processor = this;
  /** A partial too big or too deeply nested to parse (lib/mdx/limits.ts) fails here, naming where it is included. */
  const guard = (text: string, target: string, includedAt: string, file: VFile): void => {
    const over = sourceOverLimits(text, ctx.limits ?? CONTENT_LIMITS, 'mdx', 'partial');
    if (over) file.fail(`${target}:${over.line}: ${overLimitMessage(over, ` (in the partial included at ${includedAt})`)}`);
  };
  // Declarations already hoisted into this page from partials (two partials may import the same one).
  const hoisted = new Set<string>();
  // Constants of data the page's expressions require (counted per page, so that names are the same in every build).
  let requiredCount = 0;
  /** `import { Foo } from './x.mdx'`: the partial's `export const Foo = …`, declared in the page too (MDX only allows it as an export). */
  const partialExports = (target: string, named: NonNullable<EstreeImport['specifiers']>, at: string, file: VFile): string[] => {
    const abs = path.join(ctx.rootDir, target);
    if (!fs.existsSync(abs)) file.fail(`${at}: partial "${target}" does not exist — fix the import path`);
    const source = partialText(target, at, ctx, file);
    guard(source, target, at, file);
    // (The tree of the partial's text that its inclusion parses too: one parse of it.)
    const partialTree = parsePartial(processor, preprocess(readSource(ctx.sourceText, blankFrontmatter(source), abs)));
    const declarations = new Map<string, string>();
    visit(partialTree, 'mdxjsEsm', (node) => {
      const esm = node as unknown as EsmNode;
      const base = esm.position?.start.offset ?? 0;
      for (const stmt of esm.data?.estree?.body ?? []) {
        if (stmt.type !== 'ExportNamedDeclaration' || stmt.start === undefined || stmt.end === undefined) continue;
        const text = esm.value.slice(stmt.start - base, stmt.end - base);
        const name = DECLARED_NAME.exec(text)?.[1];
        if (name) declarations.set(name, text);
      }
    });
    const out: string[] = [];
    for (const s of named) {
      const imported = s.imported?.name ?? s.local.name;
      const text = declarations.get(imported);
      if (!text) file.fail(`${at}: "${target}" does not export ${imported} — export it there (export const ${imported} = …) or fix the import`);
      if (!hoisted.has(imported)) out.push(text!);
      hoisted.add(imported);
      if (s.local.name !== imported && !hoisted.has(s.local.name)) {
        out.push(`export const ${s.local.name} = ${imported};`);
        hoisted.add(s.local.name);
      }
    }
    return out;
  };
  /**
   * `partials`: the partials of the file that includes this one, by name: a call site's prop may hold
   * one as an element (`<Install tags={<Tags />} />`, read as `{props.tags}`), written where that name is bound.
   */
  /**
   * `layoutProps`: the attributes of the element that includes this file (`<Nav framework="react" />`),
   * which its layout gets (MDX renders the content in its `export default`, given the content's props).
   */
  const expand = (
    tree: Root,
    fromFile: string,
    file: VFile,
    depth: number,
    callerPartials: ReadonlyMap<string, string> = new Map(),
    layoutProps: JsxNode['attributes'] = [],
  ): void => {
    if (depth > 10) file.fail(`${ctx.source}: partials nest more than 10 levels deep (an import cycle?)`);
    const partials = new Map<string, string>();
    const renames = new Map<string, string>();
    /** SVGs the file imports, by local name: drawn inline where used as an element (Docusaurus' SVGR). */
    const svgs = new Map<string, SvgParts>();
    const modules = ctx.siteComponents && ctx.pageImports ? { site: ctx.siteComponents, imports: ctx.pageImports } : undefined;
    const componentModules = Object.keys(ctx.pageImports?.components ?? {}).join(', ');
    if (depth === 0 && modules) for (const [local, registered] of modules.imports.globals(modules.site)) renames.set(local, registered);
    const fromAbs = path.join(ctx.rootDir, fromFile);
    /** What an import of a module binds: the site's own module first, then the engine's component, then what else the site's plugin takes. */
    const moduleNames = (spec: string, stmt: EstreeImport) => {
      const bindings = (stmt.specifiers ?? []).map((s) => ({
        local: s.local.name,
        imported: s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : (s.imported?.name ?? s.local.name),
      }));
      const own = modules?.imports.bind(spec, bindings, fromAbs, modules.site);
      if (own) return own;
      const engine = ctx.pageImports?.components?.[spec];
      if (engine) return new Map(bindings.filter((b) => b.imported === 'default' && b.local !== engine).map((b) => [b.local, engine]));
      return modules?.imports.bindRest(spec, bindings, fromAbs, modules.site);
    };
    // A file that defines components of its own may have them compiled as a module of the site's
    // (the plugin's: ./page-imports.ts): they render from there, and its imports serve them.
    const ownModule = modules?.imports.ownModule(fromAbs, modules.site);
    if (ownModule?.error) file.fail(`${ownModule.error} — the components ${fromFile} defines do not compile: fix them`);
    // The file's `export default`: MDX's layout, compiled with its module (whose other exports it may use).
    let layout: string | undefined;
    visit(tree, 'mdxjsEsm', (node, index, parent) => {
      const esm = node as unknown as EsmNode;
      const line = esm.position?.start.line;
      // What stays of the block: its exports (Docusaurus pages may `export const`), and data
      // imports turned into exported constants (the compiled page cannot import files).
      const kept: string[] = [];
      const base = esm.position?.start.offset ?? 0;
      for (const stmt of esm.data?.estree?.body ?? []) {
        if (stmt.type === 'ExportDefaultDeclaration' && ownModule) {
          layout = ownModule.layout;
          continue;
        }
        if (stmt.type !== 'ImportDeclaration' || !stmt.source) {
          if (stmt.start === undefined || stmt.end === undefined) continue;
          const text = esm.value.slice(stmt.start - base, stmt.end - base);
          // A partial rendered twice on a page declares its exports once (the page's own win).
          const declared = DECLARED_NAME.exec(text)?.[1];
          const component = declared && ownModule?.declared(declared);
          if (declared && component) {
            renames.set(declared, component);
            continue;
          }
          if (declared && hoisted.has(declared) && depth > 0) continue;
          if (declared) hoisted.add(declared);
          kept.push(text);
          continue;
        }
        const spec = stmt.source.value;
        // React is MDX's runtime: the compiled page needs no binding of its own (mdx-loader's pages import it by habit).
        if (REACT_IMPORT.test(spec)) continue;
        // A stylesheet imported for its effect is part of the site components' CSS (plugins/docusaurus/site-components/scan.ts).
        if (!stmt.specifiers?.length && /\.s?css$/.test(spec)) continue;
        const local = stmt.specifiers?.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
        const at = `${fromFile}${line ? `:${line}` : ''}`;
        if (isAssetImport(spec) && (spec.startsWith('.') || spec.startsWith('@site/'))) {
          // An image or file: its URL, as webpack's file loader gives it (lib/mdx/remark-file-links.ts serves it).
          const target = resolveInside('file', spec, fromFile, at, ctx, file);
          const abs = path.join(ctx.rootDir, target);
          if (!fs.existsSync(abs)) file.fail(`${at}: "${spec}" does not exist (looked for ${target}) — fix the path`);
          const url = assetUrl(abs, ctx, ctx.mount ?? '');
          if (!url) file.fail(`${at}: "${spec}" is not under the content folder, so it has no URL — move it there`);
          if (local && !(depth > 0 && hoisted.has(local))) {
            hoisted.add(local);
            kept.push(`export const ${local} = ${JSON.stringify(url)};`);
          }
          // Docusaurus' svg rule gives MDX an SVGR component (docusaurus-utils webpackUtils.ts: issuer .mdx?).
          if (local && /\.svg$/i.test(target) && fs.existsSync(abs)) svgs.set(local, svgParts(fs.readFileSync(abs, 'utf8')));
        } else if (DATA_IMPORT.test(spec)) {
          const target = resolveInside('data file', spec, fromFile, at, ctx, file);
          const value = readData(path.join(ctx.rootDir, target), spec, target, at, file);
          if (local && !(depth > 0 && hoisted.has(local))) {
            hoisted.add(local);
            kept.push(`export const ${local} = ${JSON.stringify(value)};`);
          }
        } else if (/\.mdx?$/.test(spec)) {
          const target = resolveInside('partial', spec, fromFile, at, ctx, file);
          if (local) partials.set(local, target);
          const named = (stmt.specifiers ?? []).filter((s) => s.type === 'ImportSpecifier');
          if (named.length) kept.push(...partialExports(target, named, `${fromFile}${line ? `:${line}` : ''}`, file));
        } else {
          // A page that imports a module of the site that does not compile fails, as a bundler's build does.
          const uncompiled = modules?.imports.uncompiled?.(spec, fromAbs, modules.site);
          if (uncompiled) file.fail(`${at}: "${spec}" does not compile: ${uncompiled} — fix the module or the import`);
          const names = moduleNames(spec, stmt);
          if (!names)
            file.fail(
              `${fromFile}${line ? `:${line}` : ''}: cannot import "${spec}". Pages may import .md/.mdx partials, .json/.yaml data` +
                `${componentModules ? ` and the engine's components (${componentModules})` : ''}${modules ? `, ${modules.imports.importable}` : ''}; other components must be registered in components/mdx/registry.tsx`,
            );
          for (const [name, registered] of names) renames.set(name, registered);
        }
      }
      // (Parsed as a partial is: the same exports and data in each version's page are parsed once.)
      const replacement = kept.length ? parsePartial(processor, kept.join('\n')).children : [];
      (parent as Root).children.splice(index!, 1, ...replacement);
      return [SKIP, index! + replacement.length];
    });

    // `{<Tags />}`: an expression that is only an element of a partial renders as the element would,
    // so it is one (a call site's prop put into the partial it includes, or written so in the page).
    if (partials.size || callerPartials.size) partialElementsOfExpressions(tree, (name) => partials.get(name) ?? callerPartials.get(name));
    // `require('./schema.json')` in an expression: webpack gives the data, as an import of it would.
    const required = requiredData(
      tree,
      (spec, line) => {
        const at = `${fromFile}${line ? `:${line}` : ''}`;
        const target = resolveInside('data file', spec, fromFile, at, ctx, file);
        return readData(path.join(ctx.rootDir, target), spec, target, at, file);
      },
      () => `__requiredData${requiredCount++}`,
    );
    if (required.length) (tree.children as RootContent[]).unshift(...(parsePartial(processor, required.join('\n')).children as RootContent[]));

    // Expressions that use what the file imports from a module are components of its module (plugins/docusaurus/site-components/page-expressions.ts).
    ownModule?.replaceHoisted(tree);

    // (Nothing to rename on most pages: no walk through their expressions.)
    if (renames.size)
      renameExpressionJsx(tree, (name) => {
        const renamed = renames.get(name);
        return renamed === PASS_THROUGH ? 'PassThrough' : renamed;
      });
    visit(tree, (node, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const el = node as unknown as JsxNode;
      if (!el.name) return;
      const svg = svgs.get(el.name);
      if (svg) {
        el.name = 'InlineSvg';
        el.attributes.unshift(
          { type: 'mdxJsxAttribute', name: 'svgAttributes', value: JSON.stringify(svg.props) },
          { type: 'mdxJsxAttribute', name: 'svgContent', value: svg.inner },
        );
        return;
      }
      const renamed = renames.get(el.name);
      if (renamed === PASS_THROUGH) {
        el.attributes.unshift({ type: 'mdxJsxAttribute', name: 'component', value: el.name });
        el.name = node.type === 'mdxJsxTextElement' ? 'PassThroughInline' : 'PassThrough';
      } else if (renamed) el.name = renamed;
      const target = partials.get(el.name) ?? (el.data as { partial?: string } | undefined)?.partial;
      if (!target) return;
      const abs = path.join(ctx.rootDir, target);
      if (!fs.existsSync(abs)) {
        const pos = el.position?.start;
        file.fail(`${fromFile}${pos ? `:${pos.line}:${pos.column}` : ''}: partial "${target}" imported as <${el.name}> does not exist`);
      }
      const includedAt = `${fromFile}${el.position ? `:${el.position.start.line}` : ''}`;
      // Frontmatter becomes blank lines, so that positions are the partial file's own.
      const raw = readSource(ctx.sourceText, blankFrontmatter(partialText(target, includedAt, ctx, file)), abs);
      guard(raw, target, includedAt, file);
      let partialTree: Root;
      try {
        // Under markdown.format "detect", a partial whose format is not the page's is parsed in its own.
        const own = ctx.markdownFormat === 'detect' ? pageFormat('detect', target) : undefined;
        partialTree = own && own !== (ctx.format ?? 'mdx') ? parsePartial(processor, preprocess(raw, own), own) : parsePartial(processor, preprocess(raw));
        applyPartialProps(partialTree, callSiteProps(el.attributes), (text) => processor.parse(text) as Root);
      } catch (err) {
        return file.fail(`${formatMdxError(err, target)} (in the partial included at ${includedAt})`);
      }
      // (Its own links first: a partial it includes rebases its own, from its own folder, as it is inlined.)
      rebaseLinks(partialTree, target, ctx.source);
      expand(partialTree, target, file, depth + 1, partials, el.attributes);
      // Docusaurus compiles the partial on its own: its headings get ids from a slugger of their own.
      explicitHeadingIds(partialTree);
      slugHeadings(partialTree);
      // Errors found later in the partial's nodes name the partial (lib/mdx/node-origin.ts).
      visit(partialTree, (n) => {
        if (!originOf(n)) n.data = { ...n.data, origin: { file: target, includedAt } };
      });
      const children = partialTree.children as RootContent[];
      // Inline (text) usage keeps only the phrasing content of a single paragraph.
      const replacement = node.type === 'mdxJsxTextElement' && children.length === 1 && children[0].type === 'paragraph' ? children[0].children : children;
      (parent as { children: RootContent[] }).children.splice(index!, 1, ...(replacement as RootContent[]));
      return [SKIP, index!];
    });
    if (layout) {
      const children = tree.children as RootContent[];
      const content = children.filter((c) => c.type !== 'mdxjsEsm');
      const wrapper = { type: 'mdxJsxFlowElement', name: layout, attributes: layoutProps, children: content };
      tree.children = [...children.filter((c) => c.type === 'mdxjsEsm'), wrapper as unknown as RootContent];
    }
  };
  return (tree: Root, file: VFile) => {
    hoisted.clear();
    requiredCount = 0;
    // A page's own `props` is what Docusaurus' theme gives its content, nothing (`<MDXContent />`): the
    // engine renders it with its MDX components map, whose functions no client component may be given.
    applyPartialProps(tree, new Map(), (text) => processor.parse(text) as Root);
    expand(tree, ctx.source, file, 0);
  };
}

/**
 * remark-imports once more, for what the site's remark plugins add (npm2yarn's `import Tabs from
 * '@theme/Tabs'`). A function of its own: unified attaches a plugin once, whatever its uses.
 */
export function remarkImportsAgain(this: Processor, ctx: ImportContext) {
  return remarkImports.call(this, ctx);
}
