/**
 * The page check's Markdown parser: exactly the build's syntax (remark-parse, remark-mdx and
 * lib/mdx/syntax.ts), minus the constructs a text cannot contain. GFM tables are tried at every
 * line, autolink literals at nearly every letter and directives at every colon; together they take
 * half the parse time. A text with no `|` holds no table, one without `@`, `http(s)://` or `www.`
 * no autolink literal, one without `:` before a name no directive — so leaving those constructs out
 * gives the same tree (lib/check/__tests__/parser.test.ts compares them), in about half the time.
 *
 * Constructs are taken from the build's own extensions and removed by name; a name that is not
 * found removes nothing, so a change in the libraries can only make the check slower, never wrong.
 */
import type { Root } from 'mdast';
import { unified, type Plugin, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { syntaxPlugins, type PageFormat } from './syntax';
import { copyTree } from './copy-tree';
import { tallyParse } from './parse-tally';

interface Optional {
  /** Constructs (by `name` or tokenizer name) that only start at the trigger. */
  constructs: string[];
  /** mdast transforms (by function name) that only change text containing the trigger. */
  transforms: string[];
  /** Whether the text may hold the syntax: false only when it certainly cannot. */
  possible: (text: string) => boolean;
}

const OPTIONAL: Optional[] = [
  {
    // GFM tables: the head row needs a cell divider, and the delimiter row under it holds nothing
    // but `-`, `:`, `|` and whitespace (after any `>` of a block quote).
    constructs: ['table', 'tokenizeTable'],
    transforms: [],
    possible: (text) => text.includes('|') && /^[ \t>|:\r-]*-[ \t>|:\r-]*$/m.test(text),
  },
  {
    // GFM autolink literals: `www.`, `http://`/`https://`, and e-mail addresses (also `mailto:`/`xmpp:`), any case.
    constructs: ['emailAutolink', 'protocolAutolink', 'wwwAutolink'],
    transforms: ['transformGfmAutolinkLiterals'],
    possible: (text) => text.includes('@') || /https?:\/\/|www\./i.test(text),
  },
  {
    // Directives: `:name`, `::name`, `:::name`; a name starts with anything but whitespace and punctuation.
    constructs: ['tokenizeDirectiveText', 'tokenizeDirectiveLeaf', 'tokenizeDirectiveContainer'],
    transforms: [],
    possible: (text) => /:[^\s\p{P}\p{S}]/u.test(text),
  },
];

/** micromark and mdast-util-from-markdown extensions, as remark plugins leave them in `data`. */
type MicromarkExtension = Record<string, unknown>;
type MdastExtension = { transforms?: ((tree: Root) => unknown)[] } & Record<string, unknown>;

/** Syntax beyond the build's own that a site's remark plugins add (lib/mdx/site-syntax.ts): parsed with, never left out. */
export interface SyntaxExtensions {
  micromark: MicromarkExtension[];
  mdast: MdastExtension[];
}

/** The extensions a processor's plugins registered when it was frozen, as remark-parse reads them. */
export function registeredSyntax(processor: { freeze(): unknown; data(key: 'micromarkExtensions' | 'fromMarkdownExtensions'): unknown }): SyntaxExtensions {
  processor.freeze();
  return {
    micromark: (processor.data('micromarkExtensions') ?? []) as MicromarkExtension[],
    mdast: ((processor.data('fromMarkdownExtensions') ?? []) as (MdastExtension | MdastExtension[])[]).flat(),
  };
}

type Construct = { name?: string; tokenize?: { name?: string } };
type ConstructList = Record<string, unknown>;

function constructName(c: unknown): string[] {
  if (!c || typeof c !== 'object') return [];
  const { name, tokenize } = c as Construct;
  return [name ?? '', tokenize?.name ?? ''];
}

/** A copy of a micromark extension without the named constructs. */
function withoutConstructs(ext: MicromarkExtension, names: Set<string>): MicromarkExtension {
  const out: Record<string, unknown> = {};
  for (const [hook, map] of Object.entries(ext)) {
    if (hook === 'disable' || !map || typeof map !== 'object') {
      out[hook] = map;
      continue;
    }
    const kept: ConstructList = {};
    for (const [code, value] of Object.entries(map as ConstructList)) {
      if (!Array.isArray(value)) {
        if (!constructName(value).some((n) => names.has(n))) kept[code] = value;
        continue;
      }
      const list = value.filter((c) => !constructName(c).some((n) => names.has(n)));
      if (list.length) kept[code] = list;
    }
    out[hook] = kept;
  }
  return out as MicromarkExtension;
}

/** A copy of mdast extensions without the named transforms. */
function withoutTransforms(exts: MdastExtension[], names: Set<string>): MdastExtension[] {
  return exts.map((e) => (e.transforms ? { ...e, transforms: e.transforms.filter((t) => !names.has(t.name)) } : e));
}

let full: SyntaxExtensions | undefined;
const NONE: SyntaxExtensions = { micromark: [], mdast: [] };
/** Parsers by the site's added syntax, then by the optional syntax left out. */
const variants = new WeakMap<SyntaxExtensions, Map<number, Processor<Root>>>();

/**
 * A parser for a text: remark-parse with the build's extensions, less the syntax the text cannot
 * hold, then the site's own (`extra`), after the build's as its plugins come after Docusaurus' own.
 */
function parserFor(text: string, extra: SyntaxExtensions = NONE): Processor<Root> {
  full ??= registeredSyntax(unified().use(remarkParse).use(remarkMdx).use(syntaxPlugins));
  let mask = 0;
  OPTIONAL.forEach((o, i) => {
    if (!o.possible(text)) mask |= 1 << i;
  });
  let byMask = variants.get(extra);
  if (!byMask) variants.set(extra, (byMask = new Map()));
  let parser = byMask.get(mask);
  if (!parser) {
    const left = OPTIONAL.filter((_, i) => mask & (1 << i));
    const constructs = new Set(left.flatMap((o) => o.constructs));
    const transforms = new Set(left.flatMap((o) => o.transforms));
    parser = unified()
      .use(remarkParse)
      .data('micromarkExtensions', [...full.micromark.map((e) => withoutConstructs(e, constructs)), ...extra.micromark] as never)
      .data('fromMarkdownExtensions', [...withoutTransforms(full.mdast, transforms), ...extra.mdast] as never)
      .freeze() as unknown as Processor<Root>;
    byMask.set(mask, parser);
  }
  return parser;
}

/** The optional syntaxes a text is parsed without (by their first construct name), for tests and timing. */
export function leftOutFor(text: string): string[] {
  return OPTIONAL.filter((o) => !o.possible(text)).map((o) => o.constructs[0]);
}

/** Constructs the parser for a text holds, counted over all hooks and character codes. */
export function constructCount(text: string): number {
  const extensions = (parserFor(text).data('micromarkExtensions') ?? []) as MicromarkExtension[];
  let n = 0;
  for (const ext of extensions)
    for (const [hook, map] of Object.entries(ext))
      if (hook !== 'disable' && map && typeof map === 'object') for (const v of Object.values(map)) n += Array.isArray(v) ? v.length : 1;
  return n;
}

/** The tree of a text that is about to be parsed again (see keepNextParse), that text and the site syntax it was parsed with. */
let kept: { text: string; extra?: SyntaxExtensions; tree: Root } | undefined;
let keepNext = false;

/**
 * The next parse is of a text that follows again (the same page in several versions, checked one
 * after the other): keep a copy of its tree, and give later parses of the same text a copy of it
 * instead of parsing again (the last one the kept tree itself). Copying costs a tenth of parsing.
 */
export function keepNextParse(): void {
  keepNext = true;
}

/** CommonMark parsers ("md" pages) by the site's added syntax. */
const commonMark = new WeakMap<SyntaxExtensions, Processor<Root>>();

function commonMarkParser(extra: SyntaxExtensions = NONE): Processor<Root> {
  let parser = commonMark.get(extra);
  if (!parser) {
    const own = registeredSyntax(unified().use(remarkParse).use(syntaxPlugins));
    parser = unified()
      .use(remarkParse)
      .data('micromarkExtensions', [...own.micromark, ...extra.micromark] as never)
      .data('fromMarkdownExtensions', [...own.mdast, ...extra.mdast] as never)
      .freeze() as unknown as Processor<Root>;
    commonMark.set(extra, parser);
  }
  return parser;
}

/**
 * Parses a page (or partial) the way the build does, faster ("md": CommonMark, lib/mdx/syntax.ts
 * pageFormat), with the syntax the site's own remark plugins add (`extra`), as Docusaurus parses it.
 */
export function parseForCheck(text: string, format: PageFormat = 'mdx', extra?: SyntaxExtensions): Root {
  if (format === 'md') {
    tallyParse(text);
    return commonMarkParser(extra).parse(text);
  }
  const keep = keepNext;
  keepNext = false;
  if (kept?.text === text && kept.extra === extra) {
    if (keep) return copyTree(kept.tree);
    const last = kept.tree;
    kept = undefined;
    return last;
  }
  tallyParse(text);
  const tree = parserFor(text, extra).parse(text);
  if (keep) kept = { text, extra, tree: copyTree(tree) };
  return tree;
}

/** The site syntax each processor's checkParser parses with: a partial in another format is parsed with it too. */
const parserSyntax = new WeakMap<Processor, SyntaxExtensions | undefined>();

export function syntaxOfParser(processor: Processor): SyntaxExtensions | undefined {
  return parserSyntax.get(processor);
}

/**
 * Unified plugin: this parser in place of remark-parse + remark-mdx + the syntax plugins (and the
 * syntax the site's plugins add, `extra`). Every `processor.parse` call (pages and the partials
 * remark-imports inlines) chooses for its own text.
 */
export const checkParser: Plugin<[PageFormat?, SyntaxExtensions?], string, Root> = function (this: Processor, format?: PageFormat, extra?: SyntaxExtensions) {
  parserSyntax.set(this, extra);
  this.parser = (doc: string) => parseForCheck(doc, format, extra);
};

/** Whether a remark plugin is part of the syntax this parser already covers. */
export function isSyntaxPlugin(plugin: unknown): boolean {
  const fn = Array.isArray(plugin) ? plugin[0] : plugin;
  return (syntaxPlugins as unknown[]).some((p) => p === fn || (Array.isArray(p) && p[0] === fn));
}
