import { use, type ReactNode } from 'react';
import { highlightToHtml } from '@/lib/mdx/highlight-code';
import { parseCodeMeta, type CodeMeta } from '@/lib/mdx/code-meta';
import { codeStyleKey, codeStyleOf, type CodeStyle } from '@/lib/code-theme/code-style';
import { CodeBlock } from './CodeBlock';

function text(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(text).join('');
  return '';
}

/**
 * The highlighting of each block, started once: `use` suspends on the promise and renders again
 * when it is done, so a render must find the same promise again (bounded: the oldest go first).
 */
const highlighted = new Map<string, Promise<string>>();
const KEPT = 500;
function highlight(code: string, lang: string, meta: CodeMeta, style: CodeStyle): Promise<string> {
  const key = JSON.stringify([codeStyleKey(style), code, lang, [...meta.highlight], meta.showLineNumbers, meta.startLine]);
  let html = highlighted.get(key);
  if (!html) {
    html = highlightToHtml(code, lang, meta, style);
    if (highlighted.size >= KEPT) highlighted.delete(highlighted.keys().next().value!);
    highlighted.set(key, html);
  }
  return html;
}

/**
 * `import CodeBlock from '@theme/CodeBlock'` usage: <CodeBlock language="yaml" title="x">{code}</CodeBlock>.
 * Highlighted while the page renders (its code may come from an expression), through `use`, which
 * both Next's server render and the build's page pass (components/mdx/render-tree.tsx) wait for.
 * `codeStyle`: the site's (bound per page by components/mdx/render.tsx); default the engine's own.
 */
export function CodeBlockSource(props: {
  children?: ReactNode;
  language?: string;
  /** `language-x`: the language when `language` is not given, as Docusaurus' CodeBlock reads it. */
  className?: string;
  title?: string;
  metastring?: string;
  showLineNumbers?: boolean;
  codeStyle?: CodeStyle;
}) {
  const meta = parseCodeMeta(props.metastring);
  if (props.showLineNumbers) meta.showLineNumbers = true;
  // (Docusaurus' order: the prop, the class, the site's prism.defaultLanguage.)
  const lang = props.language ?? /(?:^|\s)language-(\S+)/.exec(props.className ?? '')?.[1] ?? props.codeStyle?.defaultLanguage ?? 'text';
  const style = props.codeStyle ?? codeStyleOf({});
  const html = use(highlight(text(props.children).replace(/\n$/, ''), lang, meta, style));
  return (
    <CodeBlock
      html={html}
      lang={lang}
      title={props.title ?? meta.title}
      containerClass={style.blockClasses?.container}
      contentClass={style.blockClasses?.content}
    />
  );
}
