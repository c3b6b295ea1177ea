/**
 * A Docusaurus 2 page as MDX 1 reads it, by MDX 1's own parser: the pipeline @mdx-js/mdx 1.6
 * runs before its own transforms (createMdxAstCompiler: remark-parse 8, remark-mdx 1, remark-footnotes,
 * remark-squeeze-paragraphs), loaded from the site's install (Docusaurus 2's mdx-loader depends on
 * it), else from the engine's. MDX 1's tree then says how the page reads, and the text is written so
 * that MDX 3 reads the same: what MDX 1 read as text is text (`{`, `}` and `<` escaped: MDX 1 wrote
 * every text node as a string, even between a component's tags), an indented code block stays code
 * (fenced: MDX 3 has no indented code), and what it read as JSX, imports and exports stays as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { interleavedEdits } from './mdx1-interleaved';

interface Point {
  line: number;
  column: number;
  offset: number;
}
interface Mdx1Node {
  type: string;
  value?: string;
  children?: Mdx1Node[];
  position?: { start: Point; end: Point };
}
interface Processor {
  use(plugin: unknown, options?: unknown): Processor;
  parse(text: string): Mdx1Node;
  runSync(tree: Mdx1Node): Mdx1Node;
}

/** Parses a page's Markdown (the text after its front matter) as MDX 1 does. */
export type Mdx1Parse = (text: string) => Mdx1Node;

/** The folder of an installed @mdx-js/mdx 1.x that `from` (a package.json) finds, if any. */
function mdx1Folder(from: string): string | undefined {
  for (const spec of ['@mdx-js/mdx/package.json', '@docusaurus/mdx-loader/package.json']) {
    try {
      let pkg = createRequire(from).resolve(spec);
      // (Docusaurus 2's mdx-loader: its own @mdx-js/mdx, wherever npm put it.)
      if (spec.startsWith('@docusaurus/')) pkg = createRequire(pkg).resolve('@mdx-js/mdx/package.json');
      const { version } = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string };
      if (version.startsWith('1.')) return path.dirname(pkg);
    } catch {
      // (Not installed there.)
    }
  }
  return undefined;
}

/** The engine's own MDX 1 (the devDependency `mdx1`), for a site without an install. */
function engineMdx1(): string | undefined {
  try {
    return path.dirname(fileURLToPath(import.meta.resolve('mdx1/package.json')));
  } catch {
    return undefined;
  }
}

const parsers = new Map<string, Mdx1Parse | undefined>();

/** MDX 1's parser as the site's install gives it (else the engine's); undefined when there is none. */
export function mdx1Parser(siteRoot: string): Mdx1Parse | undefined {
  if (parsers.has(siteRoot)) return parsers.get(siteRoot);
  const folder = mdx1Folder(path.join(siteRoot, 'package.json')) ?? engineMdx1();
  let parse: Mdx1Parse | undefined;
  if (folder) {
    const need = createRequire(path.resolve(folder, 'package.json'));
    const unified = need('unified') as () => Processor;
    const processor = unified().use(need('remark-parse')).use(need('remark-mdx')).use(need('remark-footnotes')).use(need('remark-squeeze-paragraphs'));
    parse = (text) => processor.runSync(processor.parse(text));
  }
  parsers.set(siteRoot, parse);
  return parse;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `{`, `}` and `<` of `slice` (at `from` in `source`) escaped, but those a backslash escapes already. */
function escapedText(source: string, from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) {
    const ch = source[i];
    let slashes = 0;
    for (let j = i - 1; j >= 0 && source[j] === '\\'; j--) slashes++;
    out += (ch === '{' || ch === '}' || ch === '<') && slashes % 2 === 0 ? `\\${ch}` : ch;
  }
  return out;
}

/** An indented code block as a fenced one, its later lines under the same container prefix. */
function fencedCode(source: string, node: Mdx1Node): string {
  const start = node.position!.start.offset;
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  // (A list item's marker becomes spaces; a block quote's `>` stays.)
  const prefix = source.slice(lineStart, start).replace(/[^\s>]/g, ' ');
  const value = node.value ?? '';
  const longest = Math.max(2, ...[...value.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return [fence, ...value.split('\n'), fence].map((line, i) => (i === 0 ? line : `${prefix}${line}`.replace(/[ \t]+$/, ''))).join('\n');
}

/** A heading's custom id (`{#id}`) at the end of its text: Docusaurus' own syntax, not text to escape. */
const HEADING_ID = /\s*\{#[^}]*\}\s*$/;

function collectEdits(source: string, node: Mdx1Node, edits: Edit[], parent?: Mdx1Node): void {
  const pos = node.position;
  if (node.type === 'jsx' || node.type === 'import' || node.type === 'export' || node.type === 'comment' || node.type === 'inlineCode') return;
  if (node.type === 'code' && pos && !/^[ \t]*(`{3,}|~{3,})/.test(source.slice(pos.start.offset, pos.end.offset))) {
    edits.push({ start: pos.start.offset, end: pos.end.offset, text: fencedCode(source, node) });
    return;
  }
  if (node.type === 'text' && pos) {
    let end = pos.end.offset;
    if (parent?.type === 'heading' && parent.children?.at(-1) === node) {
      const id = HEADING_ID.exec(source.slice(pos.start.offset, end));
      if (id) end -= id[0].length;
    }
    const text = escapedText(source, pos.start.offset, end);
    if (text !== source.slice(pos.start.offset, end)) edits.push({ start: pos.start.offset, end, text });
    return;
  }
  // (MDX 1's JSX that holds Markdown inside an expression: written whole, its Markdown with these edits made.)
  const interleaved = node.children ? interleavedEdits(source, node, (run) => nodeEdits(source, run, node)) : undefined;
  if (interleaved) edits.push(...interleaved.edits);
  for (const child of node.children ?? []) if (!interleaved?.taken.has(child)) collectEdits(source, child, edits, node);
}

/** The edits of one node (and what it holds). */
function nodeEdits(source: string, node: Mdx1Node, parent: Mdx1Node): Edit[] {
  const edits: Edit[] = [];
  collectEdits(source, node, edits, parent);
  return edits;
}

/**
 * `content` (the page's text after its front matter) written so that MDX 3 reads what MDX 1 read;
 * undefined when it reads the same as it is.
 */
export function asMdx1Read(content: string, parse: Mdx1Parse): string | undefined {
  const edits: Edit[] = [];
  collectEdits(content, parse(content), edits);
  if (!edits.length) return undefined;
  let out = '';
  let at = 0;
  for (const e of edits.sort((a, b) => a.start - b.start)) {
    out += content.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + content.slice(at);
}
