/**
 * The core's public surface for plugins: the MDX pipeline's stages and syntax (lib/mdx), and the door through which a plugin binds a page's imports.
 * A room (plugins/…) imports the core only through these modules (scripts/lib/rooms.ts).
 */
export { isReference } from '../mdx/expressions';
export { PASS_THROUGH } from '../mdx/page-imports';
export type {
  CodeBlockElement,
  FencedCode,
  ImportBinding,
  ModuleAliases,
  OwnModule,
  PageImports,
  SiteComponentsContext,
  SourceRead,
} from '../mdx/page-imports';
export { preprocess, unwrapMdxCodeBlocks } from '../mdx/preprocess';
export { default as remarkAdmonitions } from '../mdx/remark-admonitions';
export { MEDIA_EXT, isAssetImport } from '../mdx/remark-file-links';
export { default as remarkHeadingId } from '../mdx/remark-heading-id';
export { default as remarkHeadingSlugs } from '../mdx/remark-heading-slugs';
export { assetUrl } from '../mdx/remark-images';
export { rawHtmlFindings } from '../mdx/remark-raw-html';
export { default as remarkUnusedDirectives } from '../mdx/remark-unused-directives';
export { pageFormat, syntaxPlugins } from '../mdx/syntax';
export type { TocEntry } from '../mdx/rehype-toc';
export type { MarkdownFormat } from '../mdx/syntax';
export { SKIP, visit } from '../mdx/visit';
