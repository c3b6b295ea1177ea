/**
 * Docusaurus-style links: `[x](../manage/foo.mdx#anchor)` points at a file and becomes that doc's
 * URL in the same version. This is the one place that finds file links that match no doc: it
 * leaves them as written and lists them in `file.data.brokenFileLinks`; the caller applies the
 * site's onBrokenMarkdownLinks policy (the check fails or warns, the render and the Markdown
 * export go on). Absolute site links are checked against the routes (lib/check/site-check.ts) and
 * the built output (lib/output/link-check.ts).
 */
import path from 'node:path';
import type { Root, Link, Definition, LinkReference } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from './visit';
import { originOf } from './node-origin';
import { localizeAbsoluteLink } from '../shared/locale-paths';
import { NEW_TAB, pathnameLinkUrl } from '../shared/html';

export { pathnameLinkUrl };
import type { Node } from 'unist';

export interface LinkContext {
  /** Source path of the page being compiled, relative to the project root. */
  source: string;
  /** Version folder relative to the project root, for `@site/` style links. */
  versionDir: string;
  /** Doc source path (relative to the project root) → URL. */
  fileToUrl: ReadonlyMap<string, string>;
  /** The URL relative URL links were written against, when it is not the page's own (DocRecord.linkBase). */
  linkBase?: string;
  /** On a non-default locale's page: the site's base and the locale's path, which absolute page links get. */
  linkLocale?: { base: string; path: string };
  /** The site's base path with its slashes (lib/shared/site-paths.ts siteBase), which `pathname:///x` links get; default "/". */
  siteBase?: string;
}

const PATHNAME = /^pathname:\/\//;

/** A file link that matches no doc of the page's version. */
export interface BrokenFileLink {
  /** The link as written. */
  href: string;
  /** The source path it was resolved to (relative to the project root). */
  target: string;
  line?: number;
  column?: number;
  /** Set when the link is in a partial: its path, and where the page includes it ("page.mdx:12"). */
  file?: string;
  includedAt?: string;
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

/**
 * A bare file link (`other.md`, `cli/add.md`: neither `./`, `../` nor `/`) is looked up from the
 * version folder first, then from the page, as Docusaurus resolves Markdown links.
 */
function versionRootTarget(target: string, versionDir: string): string | undefined {
  return /^(?!\.\.?\/|\/|@site\/)/.test(target) ? path.posix.join(versionDir, decodeURI(target)) : undefined;
}

export function resolveFileLink(href: string, ctx: LinkContext): string | null | undefined {
  const m = FILE_LINK.exec(href);
  if (!m) {
    if (ctx.linkLocale && href.startsWith('/')) return localizeAbsoluteLink(href, ctx.linkLocale);
    return ctx.linkBase && RELATIVE_URL.test(href) ? resolveRelativeUrl(href, ctx.linkBase) : undefined;
  }
  const fromRoot = versionRootTarget(m[1], ctx.versionDir);
  const url = (fromRoot && ctx.fileToUrl.get(fromRoot)) || ctx.fileToUrl.get(fileLinkTarget(m[1], ctx.source, ctx.versionDir));
  return url ? url + (m[2] ?? '') : null;
}

/** "file:line" of a broken link: the partial's own file when it is in one. */
export function brokenFileLinkPlace(link: BrokenFileLink, source: string): string {
  return `${link.file ?? source}${link.line ? `:${link.line}` : ''}`;
}

/** "file:line: link to … matches no doc in this version" (plus where else it is, when known). */
export function brokenFileLinkMessage(link: BrokenFileLink, elsewhere?: string): string {
  return `link to "${link.href}" matches no doc in this version (looked for ${link.target})${link.includedAt ? ` (in the partial included at ${link.includedAt})` : ''}${
    elsewhere ? ` — it ${elsewhere}; link there with an absolute URL, or add the page to this version` : ' — fix the path'
  }`;
}

export default function remarkLinks(ctx: LinkContext) {
  return (tree: Root, file: VFile) => {
    const broken: BrokenFileLink[] = [];
    const resolve = (href: string, node: Node): string | undefined => {
      const resolved = resolveFileLink(href, ctx);
      if (resolved !== null) return resolved;
      const target = fileLinkTarget(FILE_LINK.exec(href)![1], ctx.source, ctx.versionDir);
      const origin = originOf(node);
      broken.push({
        href,
        target,
        line: node.position?.start.line,
        column: node.position?.start.column,
        ...(origin ? { file: origin.file, includedAt: origin.includedAt } : {}),
      });
      return undefined; // left as written (Docusaurus does the same)
    };
    // pathname:// definitions, for the references that use them (their <a> opens a new tab too).
    const pathnameIds = new Set<string>();
    visit(tree, (node) => {
      if (node.type === 'definition' && PATHNAME.test((node as Definition).url)) pathnameIds.add((node as Definition).identifier);
    });
    const newTab = (node: Node) => {
      const data = ((node as { data?: { hProperties?: Record<string, unknown> } }).data ??= {});
      data.hProperties = { ...NEW_TAB, ...data.hProperties };
    };
    visit(tree, (node) => {
      if (node.type === 'linkReference' && pathnameIds.has((node as LinkReference).identifier)) {
        newTab(node);
        return;
      }
      if ((node.type === 'link' || node.type === 'definition') && PATHNAME.test((node as Link | Definition).url)) {
        (node as Link | Definition).url = pathnameLinkUrl((node as Link | Definition).url, ctx.siteBase);
        newTab(node);
        return;
      }
      if (node.type === 'link' || node.type === 'definition') {
        const resolved = resolve((node as Link | Definition).url, node);
        if (resolved) (node as Link | Definition).url = resolved;
        return;
      }
      // JSX: <a href="./x.mdx"> and <Link to="./x.mdx">
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const attributes = (node as unknown as { name: string | null; attributes: { type: string; name: string; value: unknown }[] }).attributes;
      for (const attr of attributes) {
        if (attr.type !== 'mdxJsxAttribute' || (attr.name !== 'href' && attr.name !== 'to') || typeof attr.value !== 'string') continue;
        if (PATHNAME.test(attr.value)) {
          // <a href="pathname:///x"> and <Link to="pathname:///x">: Link's new tab, unless a target is given
          // (another component's prop is left as written: its own Link reads it).
          const name = (node as unknown as { name: string | null }).name;
          if (name !== 'a' && name !== 'Link') continue;
          attr.value = pathnameLinkUrl(attr.value, ctx.siteBase);
          if (!attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'target'))
            attributes.push(...Object.entries(NEW_TAB).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })));
          break;
        }
        const resolved = resolve(attr.value, node);
        if (resolved) attr.value = resolved;
      }
    });
    file.data.brokenFileLinks = broken;
  };
}

/**
 * remark-links once more, for links the site's remark plugins add (Docusaurus resolves a rendered
 * link against the page wherever it came from). Absolute links are not localized again. A function
 * of its own: unified attaches a plugin once, whatever its uses.
 */
export function remarkLinksAgain(ctx: LinkContext) {
  return remarkLinks({ ...ctx, linkLocale: undefined });
}
