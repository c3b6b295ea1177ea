import type { ReactNode } from 'react';
import { CodeFrame } from '@/components/api/mdx';
import { DOCUSAURUS_THEME_CLASSES } from '@/plugins/docusaurus/theme-classes';

/**
 * `@theme/CodeBlock` inside a site component: the code in the engine's code-block frame, unhighlighted
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
    <CodeFrame lang={language || undefined} title={title} theme={DOCUSAURUS_THEME_CLASSES}>
      <pre className="shiki" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </CodeFrame>
  );
}
