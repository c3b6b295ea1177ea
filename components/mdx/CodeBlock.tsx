import { CopyButton } from './CopyButton';

/**
 * A highlighted code block. `html` is finished markup from lib/mdx/rehype-code (one string, so
 * the page payload carries no token tree); the copy button reads the rendered text.
 */
export function CodeBlock({ html, lang, title }: { html: string; lang: string; title?: string }) {
  return (
    <div className="code-block" data-lang={lang}>
      {title ? <div className="code-title">{title}</div> : null}
      <div className="code-body">
        <div dangerouslySetInnerHTML={{ __html: html }} />
        <div className="code-tools" data-search-ignore="">
          {lang && lang !== 'text' ? <span className="code-lang">{lang}</span> : null}
          <CopyButton />
        </div>
      </div>
    </div>
  );
}
