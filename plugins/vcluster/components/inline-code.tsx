import { Fragment, type ReactNode } from 'react';

/** A reference description: plain text with `code` spans. */
export function inlineCode(text: string): ReactNode {
  return text.split(/(`[^`]+`)/).map((part, i) => (i % 2 ? <code key={i}>{part.slice(1, -1)}</code> : <Fragment key={i}>{part}</Fragment>));
}
