/**
 * Rewrites one Docusaurus MDX page so this engine can build it, in stages: its import lines
 * (./transform-imports.ts: theme imports stay, @site partials become relative imports of copied
 * files, imports of the site's own modules are named from the site root, which the engine compiles:
 * plugins/docusaurus/site-components), the texts its raw-loader imports read (as code blocks), and
 * its URLs (./transform-urls.ts: useBaseUrl calls and static files become plain paths). The files it
 * names outside its folders are copied under the version's `_site/` here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { unwrapMdxCodeBlocks } from '../../../lib/api/mdx';
import { parentsWritten } from './site-files';
import { leadsOutsideSite } from './site-links';
import { copySiteFile, readSiteText } from './site-text';
import {
  namedWhereItLies,
  pathFromPage,
  readInPlace,
  sitePartialContext,
  type SiteFiles,
  type Stage,
  type TransformContext,
  type TransformResult,
} from './transform-context';
import { notePackageStylesheets, rawMarker, rewriteImports, type RawTexts } from './transform-imports';
import { rewriteUrls } from './transform-urls';

export function transformMdx(source: string, ctx: TransformContext): TransformResult {
  const result: TransformResult = { text: '', partials: [], components: [], rawFiles: [], dataFiles: [], packages: [], warnings: [] };
  const stage: Stage = { ctx, result, files: siteFiles(ctx, result) };
  // The MDX of ```mdx-code-block fences is the page's own (imports included), as Docusaurus unwraps it.
  const imported = rewriteImports(unwrapMdxCodeBlocks(source), stage);
  notePackageStylesheets(imported.text, stage);
  result.text = rewriteUrls(withRawTexts(imported.text, imported.raw), stage);
  return result;
}

/** <CodeBlock language="yaml" title="x">{RawImport}</CodeBlock> and a bare {RawImport} become fenced code; any other use a string constant. */
function withRawTexts(text: string, raw: RawTexts): string {
  for (const [name, content] of raw) {
    text = text.replace(new RegExp(`<CodeBlock([^>]*)>\\s*\\{${name}\\}\\s*</CodeBlock>`, 'g'), (_all, attrs: string) => {
      const lang = /language=["']([^"']+)["']/.exec(attrs)?.[1] ?? /className=["'][^"']*\blanguage-([\w+-]+)/.exec(attrs)?.[1] ?? 'text';
      const title = /title=["']([^"']+)["']/.exec(attrs)?.[1];
      return `\`\`\`${lang}${title ? ` title="${title}"` : ''}\n${content}\n\`\`\``;
    });
    text = text.replace(new RegExp(`^\\s*\\{${name}\\}\\s*$`, 'gm'), () => `\`\`\`text\n${content}\n\`\`\``);
    // Used some other way (`{cond ? A : B}`): the file's text as a string constant.
    const marker = rawMarker(name);
    const rest = text.replace(marker, '');
    text = text.replace(marker, () => (new RegExp(`\\b${name}\\b`).test(rest) ? `export const ${name} = ${JSON.stringify(content)};` : ''));
  }
  return text;
}

/** The copy step of one page: files it names outside its folders, under the version's `_site/`. */
function siteFiles(ctx: TransformContext, result: TransformResult): SiteFiles {
  const files: SiteFiles = {
    urlOf: (url, suffix) => relativeSiteFile(url, suffix, ctx, files),
    copyPath: (rel) => siteCopyPath(ctx.outVersionDir, rel),
    copy: (rel, copy) => copyToSite(rel, copy, ctx, result),
    inPlace: (file) => partialInPlace(file, ctx, result),
  };
  return files;
}

/**
 * A relative URL (or asset import) of a page that names a site file outside the page's own folder
 * tree (its docs version, its blog): the file copied under the page's `_site/`, and the URL from the
 * imported page to it; undefined when it stays inside, names a doc, or is not a file of the site.
 */
function relativeSiteFile(url: string, suffix: string, ctx: TransformContext, files: SiteFiles): string | undefined {
  if ((!ctx.srcVersionDir && !ctx.siteCopy) || /\.mdx?$/.test(url)) return undefined;
  let target: string;
  try {
    // `@site/…` is the site folder, for Markdown images as for imports (mdx-loader's transformImage).
    target = url.startsWith('@site/') ? path.join(ctx.siteRoot, decodeURI(url.slice('@site/'.length))) : path.resolve(path.dirname(ctx.file), decodeURI(url));
  } catch {
    return undefined;
  }
  // (A partial copied under _site/ takes its files along: its own folder is no version folder.)
  const inside = ctx.srcVersionDir !== undefined && target.startsWith(ctx.srcVersionDir + path.sep);
  if (inside || !fs.existsSync(target) || !fs.statSync(target).isFile()) return undefined;
  // (Read in place: a file of the folders read there is named where it lies.)
  if (readInPlace(ctx, target)) return url.startsWith('@site/') ? `${pathFromPage(ctx, target)}${suffix}` : undefined;
  const rel = path.relative(ctx.siteRoot, target);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  if (namedWhereItLies(ctx, target)) return `${pathFromPage(ctx, target)}${suffix}`;
  const copy = files.copyPath(rel);
  files.copy(rel, copy);
  return `${pathFromPage(ctx, copy)}${suffix}`;
}

/**
 * Where a file of the site (`rel`, from the site folder) that a page imports is copied: under the
 * version's `_site/`, which is no page (Docusaurus leaves `_` folders out of the docs). A file
 * outside the site folder (a monorepo's `../CONTRIBUTING.md`) stays under it too: each `..` is
 * written `__`, or the copy would land among the docs and be published as a page of its own.
 */
function siteCopyPath(outVersionDir: string, rel: string): string {
  return path.join(outVersionDir, '_site', parentsWritten(rel));
}

/** A Markdown partial outside the folders read in place, read where it lies (./transform-context.ts sitePartialContext): true, once its import-time run is done. */
function partialInPlace(file: string, ctx: TransformContext, result: TransformResult): boolean {
  const copies = ctx.copies ?? new Set<string>();
  const partial = !leadsOutsideSite(ctx.siteRoot, file) ? sitePartialContext({ ...ctx, copies }, file) : undefined;
  if (!partial) return false;
  // (The page pass reads it with nothing written; the import's run writes its copies, once per partial.)
  if (ctx.inPlace?.write === false || copies.has(file)) return true;
  copies.add(file);
  noteSub(transformMdx(readSiteText(ctx.siteRoot, file), partial), path.relative(ctx.siteRoot, file), result);
  return true;
}

/** What a partial's transform found, added to the page's that imports it. */
function noteSub(sub: TransformResult, rel: string, result: TransformResult): void {
  result.components.push(...sub.components);
  result.rawFiles.push(...sub.rawFiles);
  result.packages.push(...sub.packages);
  result.warnings.push(...sub.warnings.map((w) => `${rel}: ${w}`));
}

/** Copies a file a page imports from outside its version folder; a Markdown partial is transformed like a page, so what it imports is copied next to it. */
function copyToSite(rel: string, copy: string, ctx: TransformContext, result: TransformResult): void {
  const copies = ctx.copies ?? new Set<string>();
  if (copies.has(copy) || ctx.inPlace?.write === false) return;
  copies.add(copy);
  const src = path.join(ctx.siteRoot, rel);
  // (A symbolic link out of the site is not copied: the import report names it, ./site-links.ts.)
  if (leadsOutsideSite(ctx.siteRoot, src)) return;
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  // (A partial or data file that is not UTF-8 fails the page that imports it, at the file's line.)
  if (!/\.mdx?$/.test(rel)) {
    const problem = copySiteFile(ctx.siteRoot, src, copy);
    if (problem) throw problem;
    return;
  }
  const sub = transformMdx(readSiteText(ctx.siteRoot, src), { ...ctx, file: src, outFile: copy, srcVersionDir: undefined, siteCopy: true, copies });
  fs.writeFileSync(copy, sub.text);
  noteSub(sub, rel, result);
}
