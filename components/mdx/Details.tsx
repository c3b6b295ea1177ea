import type { ReactNode } from 'react';

/** `<details>` from markdown or `@theme/Details`: a styled expandable section. */
export function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode; open?: boolean; className?: string }) {
  return (
    <details {...rest} className={`details${rest.className ? ` ${rest.className}` : ''}`}>
      {summary ? typeof summary === 'string' ? <summary>{summary}</summary> : summary : null}
      {children}
    </details>
  );
}

export function Heading({ as: Tag = 'h2', ...rest }: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string; children?: ReactNode }) {
  return <Tag {...rest} />;
}
