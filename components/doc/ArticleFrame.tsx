import type { HTMLAttributes, ReactNode } from 'react';
import type { TocEntry } from '@/lib/mdx/rehype-toc';
import { Toc } from './Toc';
import { tocClasses } from './toc-classes';
import { layerOnly, type ThemeClassNames } from '@/lib/shared/theme-classes';

/**
 * The frame of a page's article, shared by docs, blog posts and MDX pages: the layout (with the TOC
 * beside the column when shown), what comes before the TOC, the <article>, and what follows it.
 */
export function ArticleFrame({
  layout,
  extraClass,
  column,
  container,
  toc,
  showToc,
  tocHidden,
  before,
  article,
  after,
  theme,
  tocNode,
  articleNode,
  children,
}: {
  /** The layout's classes ("doc-layout"); `extraClass` follows "with-toc". */
  layout: string;
  extraClass?: string;
  column: string;
  /**
   * A theme layer's classes of an element around the <article> and what follows it, as its theme
   * holds them (theme-classic's DocItem/Layout `docItemContainer`): none without it.
   */
  container?: string;
  toc: TocEntry[];
  showToc: boolean;
  /**
   * Whether the page's front matter hides its TOC: a theme layer may keep the TOC's column on a page
   * that does not (its `toc-column-kept` part, on the layout), even one with no headings to list.
   */
  tocHidden?: boolean;
  before?: ReactNode;
  article: HTMLAttributes<HTMLElement>;
  after?: ReactNode;
  /** The site's theme layer's class names (lib/shared/theme-classes.ts). */
  theme?: ThemeClassNames;
  /** In place of the TOC and of the <article> (with `children`): what a site's parts draw there (components/doc/FrameSlot.tsx). */
  tocNode?: ReactNode;
  articleNode?: ReactNode;
  children?: ReactNode;
}) {
  const articleElement = articleNode ?? <article {...article}>{children}</article>;
  return (
    <div
      className={[layout, showToc ? 'with-toc' : '', tocHidden === false ? layerOnly(theme, 'toc-column-kept').className : '', extraClass ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <div className={column}>
        {before}
        {tocNode ?? (showToc ? <Toc entries={toc} classes={tocClasses(theme)} /> : null)}
        {/* (Without a container, the column's children are as they were: the engine's own pages unchanged.) */}
        {container ? (
          <div className={container}>
            {articleElement}
            {after}
          </div>
        ) : (
          articleElement
        )}
        {container ? null : after}
      </div>
    </div>
  );
}
