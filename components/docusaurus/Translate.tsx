import { Fragment, type ReactNode } from 'react';

/** The site is published in its default locale: a message is its own text, `{name}` placeholders filled from `values`. */
function interpolate(message: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/);
  if (parts.every((p) => !/^\{\w+\}$/.test(p) || typeof values[p.slice(1, -1)] !== 'object'))
    return parts.map((p) => (/^\{\w+\}$/.test(p) && p.slice(1, -1) in values ? String(values[p.slice(1, -1)]) : p)).join('');
  return parts.map((p, i) => <Fragment key={i}>{/^\{\w+\}$/.test(p) && p.slice(1, -1) in values ? values[p.slice(1, -1)] : p}</Fragment>);
}

/** `@docusaurus/Translate`: `<Translate id values>message</Translate>`. */
export default function Translate({ children, values }: { children?: ReactNode; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  return <>{typeof children === 'string' ? interpolate(children, values) : children}</>;
}

/** `translate({ message, id }, values)`: the message as a string. */
export function translate({ message }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(message, values));
}
