import { CopyButton } from './CopyButton';

/**
 * A highlighted code block. `html` is finished markup from lib/mdx/rehype-code (one string, so
 * the page payload carries no token tree); the copy button reads the rendered text.
 * Title, language and copy button sit in a header bar above the code, never over it.
 */
export function CodeBlock({ html, lang, title }: { html: string; lang: string; title?: string }) {
  const label = lang && lang !== 'text' ? lang : undefined;
  return (
    // Docusaurus' container classes too, for a site's CSS written for them.
    <div className={`code-block theme-code-block language-${lang}`} data-lang={lang}>
      <div className="code-header">
        {title ? <span className="code-title">{title}</span> : null}
        <span className="code-tools" data-search-ignore="">
          {label ? <span className="code-lang">{label}</span> : null}
          <CopyButton />
        </span>
      </div>
      <div className="code-body">
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </div>
  );
}
