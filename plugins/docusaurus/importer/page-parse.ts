/**
 * The importer's check that a converted page parses as the build will parse it (MDX, or CommonMark
 * per markdown.format), and what the check finds: the raw HTML that runs script. A Docusaurus 2 page
 * that MDX 3 cannot parse but that is plain Markdown to MDX 1 becomes CommonMark (./mdx1.ts).
 *
 * The same text is parsed once: the versions of a docs site share most pages byte for byte (718
 * distinct texts among 1,462 Markdown files in loft-sh/vcluster-docs), and the parse was most of
 * the import's time.
 */
import path from 'node:path';
import matter from 'gray-matter';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { preprocess, pageFormat, syntaxPlugins, type MarkdownFormat, rawHtmlFindings, type SourceRead } from '../../../lib/api/mdx';
import { listsEndedAsMdx1 } from './mdx1-lists';
import { asCommonMark, escapeTextExpressions, frontAndContent, hasExpressions, isPlainContent, slashedImagePaths } from './mdx1';
import { asMdx1Read, mdx1Parser, type Mdx1Parse } from './mdx1-reading';

const parsers = { mdx: unified().use(remarkParse).use(remarkMdx).use(syntaxPlugins), md: unified().use(remarkParse).use(syntaxPlugins) };

/** A Docusaurus 2 site's MDX 1 reading (ImportReport.mdx1), counted as pages are parsed. */
export interface Mdx1Reading {
  reason: string;
  readAsCommonMark: number;
  bracesEscaped: number;
  /** Pages MDX 1's own parser read otherwise than MDX 3 reads them as written, rewritten to read the same (./mdx1-reading.ts). */
  rewrittenAsRead?: number;
  files: string[];
}

export interface ParsedPage {
  /** The page's text as the build gets it (MDX 1 pages: braces escaped, or read as CommonMark). */
  text: string;
  /** The raw HTML elements and attributes that run script on the page (lib/mdx/remark-raw-html.ts). */
  htmlThatRuns: string[];
}

/** Parses a page's text as the build will; throws the parser's error. */
export function pageParser(markdownFormat: MarkdownFormat, from: string, mdx1?: Mdx1Reading): (file: string, written: string) => ParsedPage {
  const seen = new Map<string, string[] | Error>();
  let readMdx1: ReturnType<typeof mdx1Pages> | undefined;
  const htmlOf = (format: 'md' | 'mdx', text: string): string[] => {
    const key = `${format}\0${text}`;
    let found = seen.get(key);
    if (found === undefined) {
      try {
        found = rawHtmlFindings(parsers[format].parse(preprocess(matter(text, {}).content, format)) as Root).map((f) => f.name);
      } catch (err) {
        found = err as Error;
      }
      seen.set(key, found);
    }
    if (found instanceof Error) throw found;
    return found;
  };
  return (file, written) => {
    const text = mdx1 ? repairedAsMdx1(written) : written;
    const format = pageFormat(markdownFormat, file, (matter(text, {}).data as { mdx?: { format?: MarkdownFormat } }).mdx?.format);
    if (!mdx1 || format !== 'mdx') return { text, htmlThatRuns: htmlOf(format, text) };
    return (readMdx1 ??= mdx1Pages(mdx1, mdx1Parser(from)))(path.relative(from, file), text);
  };
}

/**
 * A Docusaurus 2 page as its Docusaurus read it before MDX: an image path's backslashes as slashes
 * (./mdx1.ts slashedImagePaths), a list ended at two blank lines (./mdx1-lists.ts).
 */
function repairedAsMdx1(text: string): string {
  const slashed = slashedImagePaths(text) || text;
  return listsEndedAsMdx1(slashed) || slashed;
}

/** How a Docusaurus 2 page came to read as MDX 1 read it (counted in the report, Mdx1Reading). */
type Mdx1Way = 'as written' | 'rewritten' | 'braces escaped' | 'CommonMark';

/** A Docusaurus 2 page's Markdown as MDX 3 is to read it, so that it reads as MDX 1 read it. */
interface Mdx1Content {
  text: string;
  /** 'md': the page is read as CommonMark with its HTML (Docusaurus 3's `mdx: { format: md }`). */
  format: 'mdx' | 'md';
  way: Mdx1Way;
  tree: Root;
}

/**
 * A Docusaurus 2 page's Markdown (`content`: its text after the front matter), read by MDX 1's own
 * parser where the site (or the engine) has it, and written so that MDX 3 reads the same
 * (./mdx1-reading.ts). A plain page MDX 3 still cannot read (`<br>` left open) is CommonMark with its
 * HTML, as MDX 1 read it. Without MDX 1's parser: MDX 1 read `{…}` in Markdown text as text, so a
 * plain page with such braces reads as it did only as CommonMark, and a page with components stays
 * MDX with its braces in Markdown text escaped. Throws MDX 3's error for a page it cannot read so.
 */
function mdx1Content(content: string, read: Mdx1Parse | undefined): Mdx1Content {
  const parse = (format: 'md' | 'mdx', t: string) => parsers[format].parse(preprocess(t, format)) as Root;
  const mdx = (text: string, way: Mdx1Way, tree = parse('mdx', text)): Mdx1Content => ({ text, format: 'mdx', way, tree });
  try {
    if (read) {
      const asRead = asMdx1Read(content, read);
      return asRead === undefined ? mdx(content, 'as written') : mdx(asRead, 'rewritten');
    }
    const tree = parse('mdx', content);
    if (!hasExpressions(tree)) return mdx(content, 'as written', tree);
    if (isPlainContent(content)) throw new Error('braces read as text by MDX 1');
    const escaped = escapeTextExpressions(content, tree);
    return escaped === undefined ? mdx(content, 'as written', tree) : mdx(escaped, 'braces escaped');
  } catch (err) {
    if (!isPlainContent(content)) throw err;
    return { text: content, format: 'md', way: 'CommonMark', tree: parse('md', content) };
  }
}

/** A Docusaurus 2 page (front matter and all) as the import writes it (mdx1Content: a CommonMark page says so in its front matter). */
function mdx1Page(text: string, read: Mdx1Parse | undefined): { page: ParsedPage; way: Mdx1Way } {
  const { front, content } = frontAndContent(text);
  const reading = mdx1Content(content, read);
  const written = reading.format === 'md' ? asCommonMark(text) : front + reading.text;
  return { page: { text: written, htmlThatRuns: rawHtmlFindings(reading.tree).map((f) => f.name) }, way: reading.way };
}

/**
 * How the page pass reads a Docusaurus 2 page's or partial's Markdown where it lies (the page's
 * text after its front matter), as the import writes it (pageParser), without parsing it with MDX 3
 * here: the page pass's own parse is the check. A plain page (no JSX, import or export) is read as
 * CommonMark when that parse fails; a page with JSX that fails there fails at its line.
 */
export function mdx1ContentReader(siteRoot: string): (content: string) => string | SourceRead {
  const read = mdx1Parser(siteRoot);
  const seen = new Map<string, string | SourceRead>();
  return (content) => {
    let out = seen.get(content);
    if (out === undefined) {
      out = mdx1Reading(content, read);
      seen.set(content, out);
    }
    return out;
  };
}

function mdx1Reading(content: string, read: Mdx1Parse | undefined): string | SourceRead {
  const text = repairedAsMdx1(content);
  const plain = isPlainContent(text);
  const commonMark = { text, format: 'md' as const };
  // (Without MDX 1's parser, the repairs need MDX 3's tree: mdx1Content.)
  if (!read)
    try {
      const page = mdx1Content(text, undefined);
      return page.format === 'md' ? commonMark : page.text;
    } catch {
      return text;
    }
  let asRead: string | undefined;
  try {
    asRead = asMdx1Read(text, read) ?? text;
  } catch {
    // (MDX 1 itself cannot read it: plain Markdown is CommonMark, as mdx1Content reads it; else the page pass fails it.)
    return plain ? commonMark : text;
  }
  return plain ? { text: asRead, format: 'mdx', otherwise: commonMark } : asRead;
}

/** mdx1Page once per distinct text (a docs site's versions share most pages), each page counted in `mdx1`. */
function mdx1Pages(mdx1: Mdx1Reading, read: Mdx1Parse | undefined): (rel: string, text: string) => ParsedPage {
  const seen = new Map<string, ReturnType<typeof mdx1Page> | Error>();
  return (rel, text) => {
    let known = seen.get(text);
    if (!known) {
      try {
        known = mdx1Page(text, read);
      } catch (err) {
        known = err as Error;
      }
      seen.set(text, known);
    }
    if (known instanceof Error) throw known;
    if (known.way === 'rewritten') mdx1.rewrittenAsRead = (mdx1.rewrittenAsRead ?? 0) + 1;
    if (known.way === 'braces escaped') mdx1.bracesEscaped++;
    if (known.way === 'CommonMark') {
      mdx1.readAsCommonMark++;
      if (mdx1.files.length < 20) mdx1.files.push(rel);
    }
    return known.page;
  };
}
