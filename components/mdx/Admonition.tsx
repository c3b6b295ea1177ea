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
  return (
    <div className={`admonition admonition-${type}`} role="note" aria-label={typeof heading === 'string' ? heading : LABELS[type]}>
      <div className="admonition-heading">
        <Icon name={ICONS[type] ?? 'info'} size={18} />
        <div className="admonition-title">{heading}</div>
      </div>
      <div className="admonition-content">{body}</div>
    </div>
  );
}
