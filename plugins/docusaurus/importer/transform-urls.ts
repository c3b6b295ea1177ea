/**
 * The URLs of a Docusaurus page, rewritten for the engine (a stage of ./transform-mdx.ts): what
 * Docusaurus resolves at build time (the baseUrl before site paths and static files, files outside
 * the page's folders, links into another version's folder, `require()`d images, `useBaseUrl`) is
 * written as the URL it becomes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isAssetImport } from '../../../lib/api/mdx';
import { joinUrl, outsideFences, siteRootSpec, staticDirOf, staticDirsOf, type Stage, type TransformContext } from './transform-context';

/** A link or image title after its URL, in any of CommonMark's three forms: "t", 't' or (t). */
const LINK_TITLE = String.raw`\s+(?:"[^"]*"|'[^']*'|\([^)]*\))`;
const SITE_ABSOLUTE_LINK = new RegExp(String.raw`\]\((\/[^)\s]+)(${LINK_TITLE})?\)`, 'g');

/** The path part of a URL, and what follows it (`?query#hash`). */
const splitUrl = (url: string): [string, string] => {
  const file = url.split(/[?#]/)[0];
  return [file, url.slice(file.length)];
};

/** The page's text with its URLs as they are served; `require()`d images become imports at its end. */
export function rewriteUrls(text: string, stage: Stage): string {
  const requiredAssets = new Map<string, string>();
  const patterns = fileUrlPatterns(stage.ctx);
  const rewritten = outsideFences(text, (chunk) => rewriteChunk(chunk, stage, patterns, requiredAssets));
  // (At the end, where an import is as good as anywhere, so the page's lines keep their numbers.)
  if (!requiredAssets.size) return rewritten;
  return `${rewritten.replace(/\n*$/, '')}\n\n${[...requiredAssets].map(([p, name]) => `import ${name} from '${p}';`).join('\n')}\n`;
}

/**
 * The file URLs that may leave the page's folder: `./`, `../` and `@site/` ones, and in a partial
 * copied under _site/ also a bare relative path (`_static/x.png`), which names a file beside it that must come along.
 */
function fileUrlPatterns(ctx: TransformContext): { markdown: RegExp; attribute: RegExp } {
  const prefixed = String.raw`(?:\.\.?\/|@site\/)`;
  const bare = ctx.siteCopy ? String.raw`|(?![a-zA-Z][a-zA-Z0-9+.-]*:)[\w-]` : undefined;
  return {
    markdown: new RegExp(String.raw`\]\((${prefixed}[^)\s]+${bare ? String.raw`${bare}[^)\s]*` : ''})(${LINK_TITLE})?\)`, 'g'),
    attribute: new RegExp(String.raw`\b(src|href)=(["'])(${prefixed}[^"']+${bare ? String.raw`${bare}[^"']*` : ''})\2`, 'g'),
  };
}

function rewriteChunk(chunk: string, stage: Stage, patterns: { markdown: RegExp; attribute: RegExp }, requiredAssets: Map<string, string>): string {
  const { ctx, files } = stage;
  // A file beside another folder of the site (`../../docs/img/arch.png` from a blog post, `../../../static/x.svg`
  // from a versioned doc) keeps its place relative to the source; the page moved, so the file is copied
  // under the page's _site/ and the URL points there. Doc files are links to pages: left to the engine.
  const outside = (url: string) => files.urlOf(...splitUrl(url));
  chunk = chunk.replace(SITE_ABSOLUTE_LINK, (_all, url: string, title = '') => `](${otherVersionDoc(url, ctx, true) ?? sitePath(url, ctx)}${title})`);
  chunk = chunk.replace(patterns.markdown, (all, url: string, title = '') => {
    const rewritten = relativeStatic(url, ctx) ?? outside(url) ?? otherVersionDoc(url, ctx);
    return rewritten ? `](${rewritten}${title})` : all;
  });
  chunk = chunk.replace(patterns.attribute, (all, attr: string, q: string, url: string) => {
    const rewritten = relativeStatic(url, ctx) ?? outside(url);
    return rewritten ? `${attr}=${q}${rewritten}${q}` : all;
  });
  // <a href> and <Link to> go through Link; an <img src> only needs the baseUrl for a file of static/.
  chunk = chunk.replace(/\b(href|to)=(["'])(\/[^"']*)\2/g, (_all, attr: string, q: string, url: string) => `${attr}=${q}${sitePath(url, ctx)}${q}`);
  chunk = chunk.replace(/\bsrc=(["'])(\/[^"']+)\1/g, (all, q: string, url: string) =>
    isStaticFile(url, ctx) ? `src=${q}${joinUrl(ctx.baseUrl, url)}${q}` : all,
  );
  chunk = rewriteRequires(chunk, stage, requiredAssets);
  // pathname:///x in a Markdown link, a link definition, or an <a href>/<Link to> stays for the
  // engine, which gives it Docusaurus' Link behaviour (baseUrl, new tab, no broken-link check);
  // anywhere else (an expression's string) it becomes the path under baseUrl.
  chunk = chunk.replace(/(\]\(\s*|\]:\s*|<(?:a|Link)\b[^>]*?\s(?:href|to)=["'])?pathname:\/\/(\/[^\s)"']*)/g, (all, keep: string | undefined, p: string) =>
    keep ? all : joinUrl(ctx.baseUrl, p),
  );
  return chunk.replace(/useBaseUrl\(\s*(['"])(.*?)\1\s*\)/g, (_all, q: string, p: string) => `${q}${joinUrl(ctx.baseUrl, p)}${q}`);
}

/** `require()` of a static file (its URL), and of an image beside the page or elsewhere in the site (an import's binding). */
function rewriteRequires(chunk: string, { ctx, files }: Stage, requiredAssets: Map<string, string>): string {
  // `require('/static/img/x.png')` (or `/img/x.png`): the file webpack's resolve.roots find, by its `@site/` path.
  chunk = chunk.replace(/require\(\s*(['"])(\/[^/'"][^'"]*)\1\s*\)/g, (all, q: string, p: string) => {
    const spec = siteRootSpec(p, ctx);
    return spec ? `require(${q}${spec}${q})` : all;
  });
  chunk = chunk.replace(/require\(\s*(['"])@site\/static\/(.+?)\1\s*\)(\.default)?/g, (_all, q: string, p: string) => `${q}${joinUrl(ctx.baseUrl, p)}${q}`);
  // `require('./img/a.png').default`: an import of the file, whose binding the engine makes its URL.
  // (`@site/docs/img/a.png` or `../../img/a.png` from outside the page's folder: the file copied along, as for an import.)
  return chunk.replace(/require\(\s*(['"])((?:\.\.?|@site)\/[^'"]+)\1\s*\)(\.default)?/g, (all, _q: string, written: string) => {
    if (!isAssetImport(written)) return all;
    const p = files.urlOf(written, '') ?? (written.startsWith('@site/') ? sitePathInVersion(written, ctx) : written);
    if (!p) return all;
    if (!requiredAssets.has(p)) requiredAssets.set(p, `__asset${requiredAssets.size + 1}`);
    return requiredAssets.get(p)!;
  });
}

/** Whether a site path names a file of a static directory (Docusaurus serves them under baseUrl). */
function isStaticFile(url: string, ctx: TransformContext): boolean {
  const clean = decodeURI(splitUrl(url)[0]);
  if (clean.length <= 1) return false;
  return staticDirsOf(ctx).some((dir) => {
    const file = path.join(dir, clean);
    return fs.existsSync(file) && fs.statSync(file).isFile();
  });
}

/**
 * A site path as Docusaurus' Link writes it (Markdown links and <a>, <Link to>): baseUrl before a
 * path that does not start with it, and before a static file's; a path to a .md/.mdx file is a file link, resolved by the engine.
 */
function sitePath(url: string, ctx: TransformContext): string {
  const base = ctx.baseUrl.replace(/\/$/, '');
  if (url.startsWith('//')) return url;
  if (isStaticFile(url, ctx)) return joinUrl(ctx.baseUrl, url);
  if (!base || url === base || url.startsWith(`${base}/`) || /\.mdx?([?#]|$)/.test(url)) return url;
  return joinUrl(ctx.baseUrl, url);
}

/** A relative path that climbs out of the docs into a static directory (`../../static/img/x.png`): the same URL as the file's under baseUrl. */
function relativeStatic(url: string, ctx: TransformContext): string | undefined {
  const [file, rest] = splitUrl(url);
  const target = path.resolve(path.dirname(ctx.file), decodeURI(file));
  const staticDir = staticDirOf(ctx, target);
  if (!staticDir || !fs.existsSync(target)) return undefined;
  return joinUrl(ctx.baseUrl, path.relative(staticDir, target).split(path.sep).join('/')) + rest;
}

/**
 * A file link into another version's folder of the instance (`../../versioned_docs/version-1/a.md`):
 * Docusaurus resolves it to that version's page (its sourceToPermalink spans the versions); the
 * folders move, so the link is written to where that file now is. So is a site-absolute one that only
 * the site's folder has (`/docs/a.mdx` from any version: a file of the current version's folder).
 */
function otherVersionDoc(url: string, ctx: TransformContext, siteAbsolute = false): string | undefined {
  const [file, rest] = splitUrl(url);
  if (!ctx.srcVersionDir || !ctx.versionDirs || !/\.mdx?$/.test(file)) return undefined;
  let target: string;
  try {
    if (siteAbsolute) {
      // `/docs/a.mdx`: Docusaurus looks for the file from the version's folder, then from the site's (resolveMarkdownLinkPathname).
      if (fs.existsSync(path.join(ctx.srcVersionDir, decodeURI(file)))) return undefined;
      target = path.join(ctx.siteRoot, decodeURI(file));
    } else target = path.resolve(path.dirname(ctx.file), decodeURI(file));
  } catch {
    return undefined;
  }
  if ((!siteAbsolute && target.startsWith(ctx.srcVersionDir + path.sep)) || !fs.existsSync(target)) return undefined;
  const version = ctx.versionDirs
    .filter((v) => (siteAbsolute || v.src !== ctx.srcVersionDir) && target.startsWith(v.src + path.sep))
    .sort((a, b) => b.src.length - a.src.length)[0];
  if (!version) return undefined;
  const moved = path
    .relative(path.dirname(ctx.outFile), path.join(version.out, path.relative(version.src, target)))
    .split(path.sep)
    .join('/');
  return `${moved.startsWith('.') ? moved : `./${moved}`}${rest}`;
}

/** `@site/docs/img/a.png` in the page's own version folder: the path from the page, which moves with it. */
function sitePathInVersion(spec: string, ctx: TransformContext): string | undefined {
  const target = path.join(ctx.siteRoot, spec.slice('@site/'.length));
  if (!ctx.srcVersionDir || !target.startsWith(ctx.srcVersionDir + path.sep)) return undefined;
  const rel = path.relative(path.dirname(ctx.file), target).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}
