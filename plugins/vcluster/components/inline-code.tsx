import { Fragment, type ReactNode } from 'react';
import { codeSpans } from '@/plugins/vcluster/data/code-spans';

/** A reference description: plain text with `code` spans. */
export function inlineCode(text: string): ReactNode {
  return codeSpans(text).map((part, i) => (part.code ? <code key={i}>{part.text}</code> : <Fragment key={i}>{part.text}</Fragment>));
}
