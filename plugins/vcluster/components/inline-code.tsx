import { Fragment, type ReactNode } from 'react';
import { codeSpans } from '@/plugins/vcluster/data/code-spans';
// (The article's rule: punctuation that closes on inline code stays on its line.)
import { CLOSING_PUNCTUATION } from '@/lib/mdx/rehype-code-punctuation';

/** A reference description: plain text with `code` spans, each with the punctuation after it in one unbreakable span. */
export function inlineCode(text: string): ReactNode {
  const parts = codeSpans(text);
  const out: ReactNode[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (!part.code) {
      out.push(<Fragment key={i}>{part.text}</Fragment>);
      continue;
    }
    const next = parts[i + 1];
    const punctuation = next && !next.code ? CLOSING_PUNCTUATION.exec(next.text)?.[0] : undefined;
    if (!punctuation) {
      out.push(<code key={i}>{part.text}</code>);
      continue;
    }
    out.push(
      <span key={i} className="code-nobr">
        <code>{part.text}</code>
        {punctuation}
      </span>,
      <Fragment key={`${i}+`}>{next.text.slice(punctuation.length)}</Fragment>,
    );
    i++;
  }
  return out;
}
