import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import { themed, type ThemeClassNames } from '@/lib/shared/theme-classes';

/** A theme's classes of a block's frame and of the box around its code (site.config.json prism.blockClasses). */
export interface FrameClasses {
  containerClass?: string;
  contentClass?: string;
}

/**
 * The code-block frame: title, language and copy button in a header bar above the code, never over
 * it; `children` is the code. `language-x` when a language is given (as theme-classic adds it), and
 * a theme layer's classes (`theme`, and the site's for the frame and the code's box).
 */
export function CodeFrame({
  lang,
  title,
  theme,
  containerClass,
  contentClass,
  children,
}: { lang?: string; title?: string; theme?: ThemeClassNames; children: ReactNode } & FrameClasses) {
  const label = lang && lang !== 'text' ? lang : undefined;
  return (
    <div
      className={[themed(theme, 'code-block', lang !== undefined && `language-${lang}`), containerClass].filter(Boolean).join(' ')}
      data-lang={lang ?? 'text'}
    >
      <div className="code-header">
        {title ? <span className="code-title">{title}</span> : null}
        <span className="code-tools" data-search-ignore="">
          {label ? <span className="code-lang">{label}</span> : null}
          <CopyButton />
        </span>
      </div>
      <div className={contentClass ? `code-body ${contentClass}` : 'code-body'}>{children}</div>
    </div>
  );
}

/**
 * A highlighted code block. `html` is finished markup from lib/mdx/rehype-code (one string, so
 * the page payload carries no token tree); the copy button reads the rendered text.
 */
export function CodeBlock({
  html,
  lang,
  title,
  theme,
  containerClass,
  contentClass,
}: { html: string; lang: string; title?: string; theme?: ThemeClassNames } & FrameClasses) {
  return (
    <CodeFrame lang={lang} title={title} theme={theme} containerClass={containerClass} contentClass={contentClass}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </CodeFrame>
  );
}
