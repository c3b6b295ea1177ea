import { Fragment, type ReactNode } from 'react';
import { currentLocale } from '@/components/api/page-state';

/** `{name}` placeholders filled from `values`. */
function interpolate(message: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/);
  if (parts.every((p) => !/^\{\w+\}$/.test(p) || typeof values[p.slice(1, -1)] !== 'object'))
    return parts.map((p) => (/^\{\w+\}$/.test(p) && p.slice(1, -1) in values ? String(values[p.slice(1, -1)]) : p)).join('');
  return parts.map((p, i) => <Fragment key={i}>{/^\{\w+\}$/.test(p) && p.slice(1, -1) in values ? values[p.slice(1, -1)] : p}</Fragment>);
}

/** The locale's message for an id (Docusaurus: the id defaults to the default message), else the default message. */
function localized(message: string, id: string | undefined): string {
  const key = id ?? message;
  return currentLocale()?.messages[key] ?? message;
}

/** `@docusaurus/Translate`: `<Translate id values>message</Translate>`. */
export default function Translate({ children, id, values }: { children?: ReactNode; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  if (typeof children === 'string') return <>{interpolate(localized(children, id), values)}</>;
  const message = id === undefined ? undefined : currentLocale()?.messages[id];
  return <>{message !== undefined ? interpolate(message, values) : children}</>;
}

/** `translate({ message, id }, values)`: the message as a string. */
export function translate({ message, id }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(localized(message, id), values));
}
