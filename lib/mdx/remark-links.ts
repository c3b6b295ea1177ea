/**
 * Docusaurus-style links: `[x](../manage/foo.mdx#anchor)` points at a file and becomes that doc's
 * URL in the same version. This is the one place that finds file links that match no doc: it
 * leaves them as written and lists them in `file.data.brokenFileLinks`; the caller applies the
 * site's onBrokenMarkdownLinks policy (the check fails or warns, the render and the Markdown
 * export go on). Absolute site links are checked against the routes (lib/check/site-check.ts) and
 * the built output (lib/output/link-check.ts).
 */
import path from 'node:path';
import type { Root, Link, Definition } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

export interface LinkContext {
  /** Source path of the page being compiled, relative to the project root. */
  source: string;
  /** Version folder relative to the project root, for `@site/` style links. */
  versionDir: string;
  /** Doc source path (relative to the project root) → URL. */
  fileToUrl: ReadonlyMap<string, string>;
}

/** A file link that matches no doc of the page's version. */
export interface BrokenFileLink {
  /** The link as written. */
  href: string;
  /** The source path it was resolved to (relative to the project root). */
  target: string;
  line?: number;
  column?: number;
}

const FILE_LINK = /^(?!\w+:|\/\/|#)([^?#]*\.mdx?)([?#].*)?$/;

/** Source path a file link points at: `@site/…` and `/…` from the version folder, others from the page. */
export function fileLinkTarget(target: string, source: string, versionDir: string): string {
  if (target.startsWith('@site/')) return path.posix.join(versionDir, target.slice('@site/'.length));
  if (target.startsWith('/')) return path.posix.join(versionDir, target);
  return path.posix.join(path.posix.dirname(source), decodeURI(target));
}

export function resolveFileLink(href: string, ctx: LinkContext): string | null | undefined {
  const m = FILE_LINK.exec(href);
  if (!m) return undefined; // not a file link: leave alone
  const url = ctx.fileToUrl.get(fileLinkTarget(m[1], ctx.source, ctx.versionDir));
  return url ? url + (m[2] ?? '') : null;
}

/** "file:line: link to … matches no doc in this version" (plus where else it is, when known). */
export function brokenFileLinkMessage(link: BrokenFileLink, elsewhere?: string): string {
  return `link to "${link.href}" matches no doc in this version (looked for ${link.target})${
    elsewhere ? ` — it ${elsewhere}; link there with an absolute URL, or add the page to this version` : ' — fix the path'
  }`;
}

export default function remarkLinks(ctx: LinkContext) {
  return (tree: Root, file: VFile) => {
    const broken: BrokenFileLink[] = [];
    const resolve = (href: string, node: { position?: { start: { line: number; column: number } } }): string | undefined => {
      const resolved = resolveFileLink(href, ctx);
      if (resolved !== null) return resolved;
      const target = fileLinkTarget(FILE_LINK.exec(href)![1], ctx.source, ctx.versionDir);
      broken.push({ href, target, line: node.position?.start.line, column: node.position?.start.column });
      return undefined; // left as written (Docusaurus does the same)
    };
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') {
        const resolved = resolve((node as Link | Definition).url, node);
        if (resolved) (node as Link | Definition).url = resolved;
        return;
      }
      // JSX: <a href="./x.mdx"> and <Link to="./x.mdx">
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      for (const attr of (node as unknown as { attributes: { type: string; name: string; value: unknown }[] }).attributes) {
        if (attr.type !== 'mdxJsxAttribute' || (attr.name !== 'href' && attr.name !== 'to') || typeof attr.value !== 'string') continue;
        const resolved = resolve(attr.value, node);
        if (resolved) attr.value = resolved;
      }
    });
    file.data.brokenFileLinks = broken;
  };
}
