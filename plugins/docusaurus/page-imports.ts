/**
 * How a Docusaurus site's pages import modules (lib/mdx/page-imports.ts is the engine's door):
 * its own components (`@site/src/…`, relative paths, its aliases) bind to the modules compiled with
 * its bundle (./site-components), a theme the engine does not run to its children, and a page that
 * defines components of its own renders them from its compiled module; the modules Docusaurus' theme
 * gives MDX, `@theme/Tabs`, bind to the engine's own components (./site-components/component-imports.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { READING_FILE, READING_MODULE, readsMdx1 } from './in-place/reading-file';
import type { Root, RootContent } from 'mdast';
import { visit, SKIP, PASS_THROUGH, type ImportBinding, type OwnModule, type PageImports, type SiteComponentsContext } from '../../lib/api/mdx';
import type { ModuleEntry } from '../../lib/api/build';
import { registryName } from '../../lib/api/build';
import { resolveComponentModule } from './site-components/resolve';
import { HOISTED_ELEMENT, HOISTED_WHOLE, hoistedName, isComponentName } from './site-components/module-names';
import { DOCUSAURUS_MODULES } from './site-components/docusaurus-modules';
import { COMPONENT_IMPORTS } from './site-components/component-imports';
import { codeBlockElement } from './code-block-element';
import { dropCurrentCategoryItems } from './current-category';
import { themeElementsStage } from './theme-elements';
import { emojiShortcodes } from './emoji';
import { admonitionElementsStage } from './admonition-element';
import { mdx1PartsStage } from './mdx1-parts';

/** Registry names for the bindings of an import of a site component module, or undefined if it is none. */
function siteComponentNames(spec: string, bindings: ImportBinding[], fromAbs: string, ctx: SiteComponentsContext): Map<string, string> | undefined {
  const modulePath = resolveComponentModule(spec, fromAbs, ctx.root, ctx.aliases);
  const entry = modulePath ? ctx.manifest?.modules[modulePath] : undefined;
  if (!entry) return undefined;
  const names = new Map<string, string>();
  for (const b of bindings) {
    // (A global's module that did not compile, in the live preview: its elements render their children.
    // A page's import of one fails the page before it is bound: PageImports.uncompiled.)
    names.set(b.local, !entry.error && entry.exports.includes(b.imported) ? registryName(entry.id, b.imported) : PASS_THROUGH);
  }
  return names;
}

interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
  position?: { start: { line: number; column: number; offset?: number }; end?: { offset?: number } };
}

/**
 * The nodes of a file that its module compiled as components (./site-components/page-expressions.ts),
 * found by their place: each becomes its component (an element whose attributes went keeps its children).
 */
function replaceHoisted(tree: Root, module: ModuleEntry): void {
  const names = new Set(module.exports.filter((e) => e.startsWith(HOISTED_WHOLE) || e.startsWith(HOISTED_ELEMENT)));
  if (!names.size) return;
  visit(tree, (node, index, parent) => {
    const n = node as unknown as JsxNode;
    const jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    if (!parent || index === undefined || (!jsx && node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression')) return;
    const whole = hoistedName(n.position);
    const element = jsx ? hoistedName(n.position, true) : undefined;
    const flow = node.type === 'mdxFlowExpression' || node.type === 'mdxJsxFlowElement';
    if (whole && names.has(whole)) {
      const replacement = {
        type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
        name: registryName(module.id, whole),
        attributes: [],
        children: [],
        position: n.position,
      };
      parent.children.splice(index, 1, replacement as unknown as RootContent);
      return [SKIP, index + 1];
    }
    if (element && names.has(element)) {
      n.attributes = [];
      n.name = registryName(module.id, element);
    }
  });
}

type ReadingModule = typeof import('./in-place/reading');

/**
 * The module that reads the docs in place, which reaches esbuild: in the engine's compiled code
 * (scripts/lib/engine-code.mjs bundles it beside the plugins) and under tsx from beside this file;
 * in the live preview's Next server, which must not bundle it, from the checkout by path.
 */
async function readingModule(): Promise<ReadingModule> {
  try {
    return (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ './in-place/reading')) as ReadingModule;
  } catch {
    return (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ pathToFileURL(path.join(process.cwd(), READING_MODULE)).href)) as ReadingModule;
  }
}

export const docusaurusPageImports: PageImports = {
  components: COMPONENT_IMPORTS,
  async sourceReader(ctx) {
    if (!fs.existsSync(path.join(ctx.root, READING_FILE))) return undefined;
    const reading = await readingModule();
    const reader = reading.readerOf(ctx.root);
    // (Asked again for each text: the live preview's import may write the reading again.)
    return reader && ((text, file) => (reading.readerOf(ctx.root) ?? reader)(text, file));
  },
  globals(ctx) {
    const renames = new Map<string, string>();
    for (const [name, target] of Object.entries(ctx.globals ?? {})) {
      const [spec, exportName = 'default'] = target.split('#');
      const names = siteComponentNames(spec, [{ local: name, imported: exportName }], path.join(ctx.root, 'site.config.json'), ctx);
      for (const [local, registered] of names ?? []) renames.set(local, registered);
    }
    return renames;
  },
  bind: siteComponentNames,
  uncompiled(spec, fromAbs, ctx) {
    const modulePath = resolveComponentModule(spec, fromAbs, ctx.root, ctx.aliases);
    return modulePath ? ctx.manifest?.modules[modulePath]?.error : undefined;
  },
  bindRest(spec, bindings, fromAbs, ctx) {
    // Compiled with the file's module, where its components use it.
    if (ctx.manifest?.modules[fromAbs] && !ctx.manifest.modules[fromAbs].error) return new Map();
    // Docusaurus finds @theme/X in each theme the config names (getThemePath, after the site's
    // src/theme), as the engine does where the theme ran (./site-components/theme-aliases.ts); X in
    // none of those is a theme's whose run failed (the import report says why): its elements render their children.
    if (spec.startsWith('@theme/') && ctx.themes?.length) return new Map(bindings.map((b) => [b.local, PASS_THROUGH]));
    return undefined;
  },
  ownModule(fromAbs, ctx): OwnModule | undefined {
    const own = ctx.manifest?.modules[fromAbs];
    if (!own) return undefined;
    const compiled = own.error ? undefined : own;
    return {
      layout: compiled?.exports.includes('default') ? registryName(compiled.id, 'default') : undefined,
      declared: (name) => (compiled?.exports.includes(name) && isComponentName(name) ? registryName(compiled.id, name) : undefined),
      replaceHoisted: (tree) => replaceHoisted(tree, own),
      ...(own.error ? { error: own.error } : {}),
    };
  },
  importable: `the Docusaurus modules the engine provides (${Object.keys(DOCUSAURUS_MODULES).join(', ')})`,
  // Docusaurus' category-index idiom: the engine's <DocCardList /> lists the category's cards itself.
  beforeBind: dropCurrentCategoryItems,
  // mdx-loader's default plugins, in its order: `admonitions` (made by the engine with the types of
  // the page's plugin: ./importer/admonition-types.ts) drawn as the site's theme draws them, `emoji`
  // (:tada: is 🎉), then `details` and `head` (a page's <details> is the theme's Details, its <head> the theme's Head).
  themeStage: (tree, ctx) => {
    admonitionElementsStage(tree, ctx);
    emojiShortcodes(tree);
    themeElementsStage(tree, ctx, (name) => (ctx ? docusaurusPageImports.globals(ctx).get(name) : undefined));
  },
  // MDX 1's Markdown inside an expression, which the reading left as parts beside it (./mdx1-parts.ts).
  htmlStage: mdx1PartsStage,
  // A Docusaurus 2 page is MDX 1: a component it names but does not have is MDX 1's shortcode (a warning and a <div>).
  unknownComponents: (ctx) => (ctx && readsMdx1(ctx.root) ? 'div' : undefined),
  // A ```jsx live block of a site with @docusaurus/theme-live-codeblock: the theme's playground;
  // any block of a site that draws its code blocks itself: its CodeBlock.
  codeBlock: codeBlockElement,
};
