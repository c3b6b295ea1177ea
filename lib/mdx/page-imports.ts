/**
 * The door through which a plugin answers a page's imports of modules. The engine resolves the
 * imports it knows itself (./remark-imports.ts: `.md`/`.mdx` partials, JSON and YAML data, images
 * and files); an import of a module is a plugin's to answer: the modules its sites import the
 * engine's components from (PageImports.components), and a site's own JavaScript modules
 * (plugins/docusaurus answers a Docusaurus site's `@site/src/…`, its swizzled `@theme/…`, its themes'
 * modules). An import no plugin of the site answers fails the page.
 */
import type { Root } from 'mdast';
import type { Root as HastRoot } from 'hast';
import type { ElementMarkdown } from './element-markdown';
import type { SiteConfig } from '../config/site-config';
import type { PageFormat } from './syntax';
import type { SiteComponentsManifest } from '../site-modules/manifest';

/** What an element of an import renders as when its module gives nothing: its children (PassThrough). */
export const PASS_THROUGH = '\0pass-through';

/** One name an import statement binds. */
export interface ImportBinding {
  local: string;
  /** "default", a named export, or "*" for `import * as X`. */
  imported: string;
}

/** Module aliases, in the order they are tried (site.config.json `resolveAlias`); false: an empty module. */
export type ModuleAliases = Record<string, string | false>;

/**
 * What the site says about the modules its pages import, as data (it crosses to the page pass's
 * worker threads): its content folder, its compiled modules' manifest and its config's words.
 */
export interface SiteComponentsContext {
  /** Absolute content folder: where `@site/src/…` resolves. */
  root: string;
  manifest?: SiteComponentsManifest;
  /** Components every page may use without importing them: name → module spec (`#export` optional). */
  globals?: Record<string, string>;
  /** Themes the site's config names besides its main one (site.config.json `themes`). */
  themes?: readonly string[];
  /** The site's module aliases, which a page's imports go through first. */
  aliases?: ModuleAliases;
}

/** The components context of a site: its content folder, its bundle's manifest, and what its config says of components. */
export function siteComponentsOf(
  root: string,
  manifest: SiteComponentsManifest | undefined,
  config: Pick<SiteConfig, 'globalComponents' | 'themes' | 'resolveAlias'>,
): SiteComponentsContext {
  return { root, manifest, globals: config.globalComponents, themes: config.themes, aliases: config.resolveAlias };
}

/** A page's text as its site's plugin reads it, the format it is parsed in, and the reading to parse when that fails. */
export interface SourceRead {
  text: string;
  format: PageFormat;
  /** Read so when `text` does not parse as `format` (a page its site's own parser reads as plain Markdown). */
  otherwise?: { text: string; format: PageFormat };
}

/**
 * A page's or partial's text as the site's plugin reads it before it is parsed (PageImports.sourceReader):
 * `text` is the file's body (frontmatter blanked or cut), `fromAbs` the file. A reader may also say
 * the format a page is parsed in (a partial is parsed in its page's).
 */
export type SourceReader = (text: string, fromAbs: string) => string | SourceRead;

/** The text as `reader` reads it, or as written when there is no reader (a partial: its format is its page's). */
export const readSource = (reader: SourceReader | undefined, text: string, fromAbs: string): string => readSourceAs(reader, text, fromAbs, 'mdx').text;

/** A page's text as `reader` reads it, and the format it is parsed in (`format`, unless the reader says otherwise). */
export function readSourceAs(reader: SourceReader | undefined, text: string, fromAbs: string, format: PageFormat): SourceRead {
  const read = reader ? reader(text, fromAbs) : text;
  return typeof read === 'string' ? { text: read, format } : read;
}

/** A site's page modules in one hand: what it says of them and the plugin that answers imports of them. */
export interface PageModules {
  context: SiteComponentsContext;
  imports?: PageImports;
  /** How the plugin reads its source's files before they are parsed, if it does (PageImports.sourceReader). */
  sourceText?: SourceReader;
  /** The site's plugins' Markdown for their elements, on a page of the version named (lib/mdx/markdown-text.ts). */
  elementMarkdown?: (version: string) => ElementMarkdown | undefined;
}

/** A page or partial that defines components of its own, compiled as a module of the site's bundle. */
export interface OwnModule {
  /** The component its `export default` (MDX's layout) is, when the module compiled. */
  layout?: string;
  /** The component an `export const X = …` of it is, when it is one the module compiled. */
  declared(name: string): string | undefined;
  /** Puts its compiled components in place of the expressions the module took over. */
  replaceHoisted(tree: Root): void;
  /** Why the module does not compile (`file:line: …`), when it does not: the file's page fails with it. */
  error?: string;
}

/** A fenced code block as a component of the site draws it (PageImports.codeBlock). */
export interface CodeBlockElement {
  name: string;
  props: Record<string, string | true>;
  withCode?: boolean;
}

/** A plugin's answer to a page's imports of modules (DocsPlugin.pageImports). */
export interface PageImports {
  /**
   * The modules the plugin's sites import the engine's registered components from (module → component
   * name, e.g. a module named for its tabs → "Tabs"): a default import of one binds to that component.
   */
  components?: Readonly<Record<string, string>>;
  /** The site's global components: local name → the component each renders as. */
  globals(ctx: SiteComponentsContext): Map<string, string>;
  /**
   * The components an import of one of the site's own modules binds (local name → component name,
   * or PASS_THROUGH), or undefined when the module is not the site's. Tried before `components`:
   * a site's own module of that name is its own. `fromAbs`: the importing file.
   */
  bind(spec: string, bindings: ImportBinding[], fromAbs: string, ctx: SiteComponentsContext): Map<string, string> | undefined;
  /**
   * Why the module an import names does not compile (`file:line: …`), when it is one of the site's
   * that does not: the page fails at the import's line, in the build as in the preview's page, as a bundler's build fails.
   */
  uncompiled?(spec: string, fromAbs: string, ctx: SiteComponentsContext): string | undefined;
  /** The same for an import nothing else answers (tried last): an empty map takes it without a binding. */
  bindRest(spec: string, bindings: ImportBinding[], fromAbs: string, ctx: SiteComponentsContext): Map<string, string> | undefined;
  /** The importing file's own compiled module, if it has one. */
  ownModule(fromAbs: string, ctx: SiteComponentsContext): OwnModule | undefined;
  /** What else a page may import, for the message that refuses an import ("the Docusaurus modules …"). */
  importable: string;
  /**
   * How the plugin reads the text of its source's files before they are parsed, for files written
   * for another tool and read where they lie (an imported Docusaurus site's docs); undefined when it
   * reads none. Asked once per thread, before the first page: it may load what Next's bundle must not.
   */
  sourceReader?(ctx: SiteComponentsContext): Promise<SourceReader | undefined>;
  /** The plugin's own stage over a page's tree before its imports are bound (an idiom of its sites' pages the engine answers otherwise). */
  beforeBind?(tree: Root): void;
  /**
   * The plugin's own stage over a page's tree once its partials are inlined, after the engine's
   * stages and before the site's remark plugins: what its sites' theme does to every page
   * (Docusaurus' mdx-loader draws a page's `<details>` with the theme's Details).
   */
  themeStage?(tree: Root, ctx: SiteComponentsContext | undefined): void;
  /**
   * The plugin's own stage over a page's HTML tree, after every rehype plugin (the engine's and the
   * site's), before it is compiled to code: what its reading of its sites' pages left for the compiled
   * page to assemble (MDX 1's Markdown inside an expression).
   */
  htmlStage?(tree: HastRoot): void;
  /**
   * How a page draws a capitalised element that names no component it knows: `div`, as MDX 1 draws
   * a name neither imported, exported nor given by the provider (its shortcode: a warning, then a
   * `<div>` with the element's props and children); undefined: the build fails at the element.
   */
  unknownComponents?(ctx: SiteComponentsContext | undefined): 'div' | undefined;
  /**
   * The element a fenced code block renders as when the site's theme draws it with a component of
   * its own (Docusaurus' live code blocks, a site's own CodeBlock): a component name and its props;
   * undefined for the engine's code block. `withCode`: the block's code is the element's children
   * (its text, or the elements the site's rehype plugins made of it), as MDX hands a code component
   * its children. Asked in the HTML ending only (./rehype-code-components.ts).
   */
  codeBlock?(block: FencedCode, ctx: SiteComponentsContext): CodeBlockElement | undefined;
}

/** A fenced code block as the page wrote it. */
export interface FencedCode {
  lang?: string | null;
  meta?: string | null;
  value: string;
}
