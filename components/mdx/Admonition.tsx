import type { ReactNode } from 'react';
import { Icon } from '@/components/layout/Icon';

const LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

const ICONS: Record<string, string> = { note: 'info', tip: 'tip', info: 'info', warning: 'warning', caution: 'warning', danger: 'danger' };

/** Plain text of rendered MDX (for the accessible name of the admonition). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

/** Title given as `:::tip My title`; rendered by Admonition in its header. */
export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** :::note / :::tip / … blocks, as a labelled note region with an icon and a title. */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const parts = (Array.isArray(children) ? children : [children]) as ({ type?: unknown; props?: { children?: ReactNode } } | null)[];
  const isTitle = (el: (typeof parts)[number]) => el?.type === AdmonitionTitle;
  const titleNode = parts.find(isTitle);
  const heading: ReactNode = titleNode ? titleNode.props?.children : (title ?? LABELS[type] ?? type);
  const body = parts.filter((el) => !isTitle(el)) as ReactNode[];
  const label = textOf(heading) || LABELS[type] || type;
  return (
    <div className={`admonition admonition-${type}`} role="note" aria-label={label}>
      <div className="admonition-heading">
        <Icon name={ICONS[type] ?? 'info'} size={18} />
        <div className="admonition-title">{heading}</div>
      </div>
      <div className="admonition-content">{body}</div>
    </div>
  );
}
