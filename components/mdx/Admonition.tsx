import type { ReactNode } from 'react';
import { Icon } from '@/components/layout/Icon';
import { admonitionStyle, admonitionType } from '@/lib/shared/admonition-types';
import { themed, type ThemeClassNames } from '@/lib/shared/theme-classes';

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

/** :::note / :::tip / … blocks, as a labelled note region with an icon and a title. `theme`: the site's theme layer's class names. */
export function Admonition({
  type: written = 'note',
  title,
  theme,
  className,
  id,
  children,
}: {
  type?: string;
  title?: ReactNode;
  theme?: ThemeClassNames;
  /** The directive's `class` and `id` attributes (`:::tip{.wide #setup}`). */
  className?: string;
  id?: string;
  children?: ReactNode;
}) {
  // Aliases (important, success, secondary) look like the type they stand for; an unknown type keeps its name.
  const type = admonitionType(written) ?? written;
  const style = admonitionStyle(written);
  const parts = (Array.isArray(children) ? children : [children]) as ({ type?: unknown; props?: { children?: ReactNode } } | null)[];
  const isTitle = (el: (typeof parts)[number]) => el?.type === AdmonitionTitle;
  const titleNode = parts.find(isTitle);
  const heading: ReactNode = titleNode ? titleNode.props?.children : (title ?? style?.label ?? type);
  const body = parts.filter((el) => !isTitle(el)) as ReactNode[];
  const label = textOf(heading) || style?.label || type;
  return (
    <div className={themed(theme, 'admonition', `admonition-${type}`) + (className ? ` ${className}` : '')} id={id} role="note" aria-label={label}>
      <div className="admonition-heading">
        <Icon name={style?.icon ?? 'info'} size={18} />
        <div className="admonition-title">{heading}</div>
      </div>
      <div className="admonition-content">{body}</div>
    </div>
  );
}
