import type { ReactNode } from 'react';
import { CopyButton } from '@/components/mdx/CopyButton';

/**
 * `@theme/CodeBlock` inside a site component: the code in the site's code-block frame, unhighlighted
 * (pages' own code blocks are highlighted at build time; a component's code is only known when it runs).
 */
export default function CodeBlock({
  children,
  title,
  language: given,
  className,
}: {
  children?: ReactNode;
  title?: string;
  language?: string;
  className?: string;
}) {
  // (Docusaurus takes the language from `className="language-x"` when no `language` is given.)
  const language = given ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  // (And reads a string's code without its last line break, as its CodeBlock/String does.)
  const code = typeof children === 'string' ? children.replace(/\n$/, '') : children;
  return (
    // The engine's code-block frame (components/mdx/CodeBlock.tsx): title and tools in a bar above the code.
    <div className={`code-block theme-code-block${language ? ` language-${language}` : ''}`} data-lang={language ?? 'text'}>
      <div className="code-header">
        {title ? <span className="code-title">{title}</span> : null}
        <span className="code-tools" data-search-ignore="">
          {language && language !== 'text' ? <span className="code-lang">{language}</span> : null}
          <CopyButton />
        </span>
      </div>
      <div className="code-body">
        <pre className="shiki" tabIndex={0}>
          <code>{code}</code>
        </pre>
      </div>
    </div>
  );
}
