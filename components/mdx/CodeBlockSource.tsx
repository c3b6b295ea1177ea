import type { ReactNode } from 'react';
import { highlightToHtml } from '@/lib/mdx/highlight-code';
import { parseCodeMeta } from '@/lib/mdx/code-meta';
import { CodeBlock } from './CodeBlock';

function text(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(text).join('');
  return '';
}

/** `import CodeBlock from '@theme/CodeBlock'` usage: <CodeBlock language="yaml" title="x">{code}</CodeBlock>. */
export async function CodeBlockSource(props: { children?: ReactNode; language?: string; title?: string; metastring?: string; showLineNumbers?: boolean }) {
  const meta = parseCodeMeta(props.metastring);
  if (props.showLineNumbers) meta.showLineNumbers = true;
  const lang = props.language ?? 'text';
  const html = await highlightToHtml(text(props.children).replace(/\n$/, ''), lang, meta);
  return <CodeBlock html={html} lang={lang} title={props.title ?? meta.title} />;
}
