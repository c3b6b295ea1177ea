import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';

/**
 * The code-block frame: title, language and copy button in a header bar above the code, never over
 * it; `children` is the code. Docusaurus' container classes too, for a site's CSS written for them
 * (`language-x` only when a language is given, as theme-classic adds it).
 */
export function CodeFrame({ lang, title, children }: { lang?: string; title?: string; children: ReactNode }) {
  const label = lang && lang !== 'text' ? lang : undefined;
  return (
    <div className={`code-block theme-code-block${lang !== undefined ? ` language-${lang}` : ''}`} data-lang={lang ?? 'text'}>
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
export function CodeBlock({ html, lang, title }: { html: string; lang: string; title?: string }) {
  return (
    <CodeFrame lang={lang} title={title}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </CodeFrame>
  );
}
