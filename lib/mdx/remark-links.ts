/**
 * Docusaurus-style links: `[x](../manage/foo.mdx#anchor)` points at a file and becomes that doc's
 * URL in the same version. A file link that matches no doc fails the build at file:line.
 * Absolute site links are checked later against the built output (lib/output/link-check.ts).
 */
import path from 'node:path';
import type { Root, Link, Definition } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { inclusionNote, placeOf } from './node-origin';
import type { ReportingSeverity } from '../config/link-policy';

export interface LinkContext {
  /** Source path of the page being compiled, relative to the project root. */
  source: string;
  /** Version folder relative to the project root, for `@site/` style links. */
  versionDir: string;
  /** Doc source path (relative to the project root) → URL. */
  fileToUrl: ReadonlyMap<string, string>;
  /** The site's onBrokenMarkdownLinks policy; the index build has already reported each one. */
  onBrokenMarkdownLinks: ReportingSeverity;
  /** The URL relative URL links were written against, when it is not the page's own (DocRecord.linkBase). */
  linkBase?: string;
}

const FILE_LINK = /^(?!\w+:|\/\/|#)([^?#]*\.mdx?)([?#].*)?$/;

/** Source path a file link points at: `@site/…` and `/…` from the version folder, others from the page. */
export function fileLinkTarget(target: string, source: string, versionDir: string): string {
  if (target.startsWith('@site/')) return path.posix.join(versionDir, target.slice('@site/'.length));
  if (target.startsWith('/')) return path.posix.join(versionDir, target);
  return path.posix.join(path.posix.dirname(source), decodeURI(target));
}

const RELATIVE_URL = /^(?!\w[\w+.-]*:|\/|#|\?)./;

/**
 * A relative URL link (`../other`, `sibling#x`) made absolute against the URL it was written for,
 * since the exported page is served under a different one (folder/index.html, with a "/").
 */
export function resolveRelativeUrl(href: string, linkBase: string): string {
  const url = new URL(href, `http://site${linkBase}`);
  return url.pathname + url.search + url.hash;
}

export function resolveFileLink(href: string, ctx: LinkContext): string | null | undefined {
  const m = FILE_LINK.exec(href);
  if (!m) return ctx.linkBase && RELATIVE_URL.test(href) ? resolveRelativeUrl(href, ctx.linkBase) : undefined;
  const url = ctx.fileToUrl.get(fileLinkTarget(m[1], ctx.source, ctx.versionDir));
  return url ? url + (m[2] ?? '') : null;
}

export default function remarkLinks(ctx: LinkContext) {
  return (tree: Root, file: VFile) => {
    const broken: string[] = [];
    const fix = (node: Link | Definition) => {
      const resolved = resolveFileLink(node.url, ctx);
      if (resolved === null) {
        broken.push(`${placeOf(node, ctx.source)}: link to "${node.url}" matches no doc in this version${inclusionNote(node)}`);
      } else if (resolved) node.url = resolved;
    };
    visit(tree, 'link', fix);
    visit(tree, 'definition', fix);
    // JSX: <a href="./x.mdx"> and <Link to="./x.mdx">
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      for (const attr of (node as unknown as { attributes: { type: string; name: string; value: unknown }[] }).attributes) {
        if (attr.type !== 'mdxJsxAttribute' || (attr.name !== 'href' && attr.name !== 'to') || typeof attr.value !== 'string') continue;
        const resolved = resolveFileLink(attr.value, ctx);
        if (resolved === null) {
          broken.push(`${placeOf(node, ctx.source)}: link to "${attr.value}" matches no doc in this version${inclusionNote(node)}`);
        } else if (resolved) attr.value = resolved;
      }
    });
    // Anything but "throw" leaves the link as written (Docusaurus does the same).
    if (broken.length && ctx.onBrokenMarkdownLinks === 'throw') file.fail(`Broken links:\n  ${broken.join('\n  ')}`);
  };
}
