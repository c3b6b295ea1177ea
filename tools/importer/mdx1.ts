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
import matter from 'gray-matter';

/** The Docusaurus major the site depends on (its package.json's @docusaurus/core), if it names one. */
export function docusaurusMajor(root: string): number | undefined {
  const file = path.join(root, 'package.json');
  if (!fs.existsSync(file)) return undefined;
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  const spec = pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core'];
  const major = spec ? /(\d+)\./.exec(spec)?.[1] : undefined;
  return major ? Number(major) : undefined;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})[\s\S]*?^ {0,3}\1[ \t]*$/gm;

/** No import or export statement and no component tag outside code: MDX 1 read nothing of it as JSX but its HTML. */
export function isPlainMarkdown(text: string): boolean {
  const prose = matter(text)
    .content.replace(FENCE, '')
    .replace(/`[^`\n]*`/g, '');
  return !/^(import|export)\s/m.test(prose) && !/(?<!\\)<[A-Z][\w.]*[\s/>]/.test(prose);
}

/** Whether an MDX tree holds `{…}` expressions (which MDX 1 read as text outside JSX). */
export function hasExpressions(tree: unknown): boolean {
  const walk = (node: { type?: string; children?: unknown[] }): boolean =>
    node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || (node.children ?? []).some((c) => walk(c as typeof node));
  return walk(tree as { children?: unknown[] });
}

/** The page with `mdx: { format: md }` in its front matter (kept as written otherwise). */
export function asCommonMark(text: string): string {
  const parsed = matter(text, {});
  return matter.stringify(parsed.content, { ...parsed.data, mdx: { format: 'md' } });
}
