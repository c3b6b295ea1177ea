import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import { themed, type ThemeClassNames } from '@/lib/shared/theme-classes';

/**
 * The code-block frame: title, language and copy button in a header bar above the code, never over
 * it; `children` is the code. `language-x` when a language is given (as theme-classic adds it), and
 * a theme layer's classes (`theme`).
 */
export function CodeFrame({ lang, title, theme, children }: { lang?: string; title?: string; theme?: ThemeClassNames; children: ReactNode }) {
  const label = lang && lang !== 'text' ? lang : undefined;
  return (
    <div className={themed(theme, 'code-block', lang !== undefined && `language-${lang}`)} data-lang={lang ?? 'text'}>
      <div className="code-header">
        {title ? <span className="code-title">{title}</span> : null}
        <span className="code-tools" data-search-ignore="">
          {label ? <span className="code-lang">{label}</span> : null}
          <CopyButton />
        </span>
      </div>
      <div className="code-body">{children}</div>
    </div>
  );
}

/**
 * A highlighted code block. `html` is finished markup from lib/mdx/rehype-code (one string, so
 * the page payload carries no token tree); the copy button reads the rendered text.
 */
export function CodeBlock({ html, lang, title, theme }: { html: string; lang: string; title?: string; theme?: ThemeClassNames }) {
  return (
    <CodeFrame lang={lang} title={title} theme={theme}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </CodeFrame>
  );
}
