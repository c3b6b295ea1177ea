/**
 * Docusaurus 2 sites, written for MDX 1. Docusaurus 3 cannot build them without a migration: MDX 2+
 * refuses what MDX 1 read as Markdown (`<br>` left open, `{` and `<` in prose, lazy lines in
 * containers). The import reads them as MDX 1 did where it can say so exactly: a page that MDX 3
 * cannot parse and that has no import, export or component (nothing MDX 1 read as JSX but its HTML)
 * is the same page as CommonMark with its HTML, so it gets Docusaurus 3's own per-page switch,
 * `mdx: { format: md }` in its front matter. A page with components that MDX 3 cannot parse is
 * still reported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lockedVersions } from './workspace-packages';
import matter from 'gray-matter';

/** The @docusaurus/core range or version the site's package.json names, if it names one. */
function declaredCore(root: string): string | undefined {
  const file = path.join(root, 'package.json');
  if (!fs.existsSync(file)) return undefined;
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  return pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core'];
}

/** The Docusaurus major the site depends on (its package.json's @docusaurus/core), if it names one. */
export function docusaurusMajor(root: string): number | undefined {
  const major = /(\d+)\./.exec(declaredCore(root) ?? '')?.[1];
  return major ? Number(major) : undefined;
}

/**
 * The Docusaurus version the site builds with, as [major, minor, patch]: its lock file's @docusaurus/core,
 * else package.json's version (without a lock a `^` range installs its major's newest, minor Infinity,
 * and a `~` range its minor's, patch Infinity).
 */
function docusaurusVersion(root: string): [number, number, number] | undefined {
  const locked = lockedVersions(root)['@docusaurus/core'];
  const m = /(\^|~)?\s*(\d+)\.(\d+)(?:\.(\d+))?/.exec(locked ?? declaredCore(root) ?? '');
  if (!m) return undefined;
  const ranged = !locked && m[1] !== undefined;
  return [Number(m[2]), ranged && m[1] === '^' ? Infinity : Number(m[3]), ranged ? Infinity : Number(m[4] ?? 0)];
}

/** Whether the site's Docusaurus (docusaurusVersion) is `major.minor.patch` or later; undefined where the site names none. */
export function docusaurusFrom(root: string, major: number, minor: number, patch = 0): boolean | undefined {
  const version = docusaurusVersion(root);
  if (!version) return undefined;
  const [a, b, c] = version;
  return a !== major ? a > major : b !== minor ? b > minor : c >= patch;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})[\s\S]*?^ {0,3}\1[ \t]*$/gm;

/** No import or export statement and no component tag outside code in a page's Markdown (its front matter left out): MDX 1 read nothing of it as JSX but its HTML. */
export function isPlainContent(content: string): boolean {
  const prose = content.replace(FENCE, '').replace(/`[^`\n]*`/g, '');
  return !/^(import|export)\s/m.test(prose) && !/(?<!\\)<[A-Z][\w.]*[\s/>]/.test(prose);
}

/** Whether an MDX tree holds `{…}` expressions (which MDX 1 read as text outside JSX). */
export function hasExpressions(tree: unknown): boolean {
  const walk = (node: { type?: string; children?: unknown[] }): boolean =>
    node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || (node.children ?? []).some((c) => walk(c as typeof node));
  return walk(tree as { children?: unknown[] });
}

/** A page's front matter as written (with its fences) and its Markdown after it. */
export function frontAndContent(text: string): { front: string; content: string } {
  const content = matter(text, {}).content;
  return { front: text.slice(0, text.length - content.length), content };
}

/** The page with `mdx: { format: md }` in its front matter (kept as written otherwise). */
export function asCommonMark(text: string): string {
  const parsed = matter(text, {});
  return matter.stringify(parsed.content, { ...parsed.data, mdx: { format: 'md' } });
}

interface Point {
  line: number;
  column: number;
}
interface MdxNode {
  type?: string;
  children?: MdxNode[];
  position?: { start: Point; end: Point };
}

/**
 * The page's Markdown text (front matter left out) with each `{…}` that MDX 1 read as text — an
 * expression in Markdown, not inside a JSX element, where MDX 1 held its expressions — written as
 * escaped braces, so MDX 3 reads the same text; undefined when it has none. `tree` is MDX 3's parse
 * of `content` (or of a text with the same lines and columns).
 */
export function escapeTextExpressions(content: string, tree: unknown): string | undefined {
  const spans: [number, number][] = [];
  const starts = [0];
  for (let i = 0; i < content.length; i++) if (content[i] === '\n') starts.push(i + 1);
  const offset = (p: Point) => starts[p.line - 1] + p.column - 1;
  const walk = (node: MdxNode, inJsx: boolean) => {
    if ((node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && !inJsx && node.position)
      spans.push([offset(node.position.start), offset(node.position.end)]);
    const jsx = inJsx || node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    for (const c of node.children ?? []) walk(c, jsx);
  };
  walk(tree as MdxNode, false);
  if (!spans.length) return undefined;
  let out = '';
  let at = 0;
  for (const [from, to] of spans.sort((a, b) => a[0] - b[0])) {
    if (content[from] !== '{' || content[to - 1] !== '}') return undefined;
    out += content.slice(at, from) + content.slice(from, to).replace(/(?<!\\)([{}])/g, '\\$1');
    at = to;
  }
  return out + content.slice(at);
}

const IMAGE_WITH_BACKSLASH = /(!\[[^\]\n]*\]\()([^()\s:]*\\[^()\s]*)(?=[\s)])/g;

/**
 * Docusaurus 2 read a Markdown image's path with Node's url.parse, which turns backslashes into
 * slashes (mdx-loader 2.x remark/transformImage), so `![x](..\img\a.png)` was `../img/a.png`;
 * Docusaurus 3 keeps the path as written. The page with such paths (outside code) written with
 * slashes, as its Docusaurus read them; undefined when it has none.
 */
export function slashedImagePaths(text: string): string | undefined {
  let changed = false;
  const fences = [...text.matchAll(FENCE)].map((m) => [m.index, m.index + m[0].length] as const);
  const out = text.replace(IMAGE_WITH_BACKSLASH, (all: string, open: string, url: string, at: number) => {
    if (fences.some(([from, to]) => at >= from && at < to)) return all;
    changed = true;
    return open + url.replace(/\\/g, '/');
  });
  return changed ? out : undefined;
}
