/**
 * `@theme/Admonition`, and a page's `:::note` … (the engine's remark admonitions make the element,
 * its title an AdmonitionTitle child): theme-classic's Admonition as its server render draws it
 * (Admonition/Layout: Infima's alert of the type's colour, a heading of the icon and the title, the
 * content), with its types and their aliases (Admonition/Types), by its modules' local names
 * (../styles/admonition.css). The icons are the engine's own shapes, at the theme's size and colour.
 * Plain markup: a page of admonitions needs no hydration.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { AdmonitionTitle, Icon } from '../../../components/api/mdx';

export { AdmonitionTitle };

export const ADMONITION_CLASSES = {
  container: 'admonition_Layout',
  heading: 'admonitionHeading_Layout',
  icon: 'admonitionIcon_Layout',
  content: 'admonitionContent_Layout',
} as const;

interface AdmonitionKind {
  /** Infima's alert colour. */
  alert: string;
  /** The engine's icon for the theme's. */
  icon: string;
  /** Its default title: the theme's message for the type (theme.admonition.<type>, in English), or an alias's fixed one. */
  title: string;
}

const kind = (alert: string, icon: string, type: string): AdmonitionKind => ({ alert, icon, title: type });

/** theme-classic's Admonition/Types: the five types, caution (a warning of its own title), and the legacy aliases' fixed titles. */
const KINDS: Record<string, AdmonitionKind> = {
  note: kind('secondary', 'info', 'note'),
  tip: kind('success', 'tip', 'tip'),
  info: kind('info', 'info', 'info'),
  warning: kind('warning', 'warning', 'warning'),
  danger: kind('danger', 'danger', 'danger'),
  caution: kind('warning', 'warning', 'caution'),
  secondary: { alert: 'secondary', icon: 'info', title: 'secondary' },
  important: { alert: 'info', icon: 'info', title: 'important' },
  success: { alert: 'success', icon: 'tip', title: 'success' },
};

/** The title an AdmonitionTitle child holds (a lone paragraph's content), and the rest. */
function titleAndBody(children: ReactNode): { title?: ReactNode; body: ReactNode[] } {
  const items = Children.toArray(children);
  const titleEl = items.find((c): c is ReactElement<{ children?: ReactNode }> => isValidElement(c) && c.type === AdmonitionTitle);
  const inner = Children.toArray(titleEl?.props.children);
  const lone = inner.length === 1 && isValidElement<{ children?: ReactNode }>(inner[0]) && inner[0].type === 'p' ? inner[0].props.children : undefined;
  return { title: titleEl ? (lone ?? inner) : undefined, body: items.filter((c) => c !== titleEl) };
}

export function Admonition({
  type = 'note',
  title,
  icon,
  className,
  children,
}: {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  // (An unknown type is drawn as info, as the theme does, with a warning in its console.)
  const k = KINDS[type] ?? KINDS.info;
  const split = titleAndBody(children);
  const heading = split.title ?? title ?? k.title;
  const classes = ['theme-admonition', `theme-admonition-${type}`, ADMONITION_CLASSES.container, 'alert', `alert--${k.alert}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <div className={ADMONITION_CLASSES.heading}>
        <span className={ADMONITION_CLASSES.icon}>{icon ?? <Icon name={k.icon} />}</span>
        {heading}
      </div>
      {split.body.length ? <div className={ADMONITION_CLASSES.content}>{split.body}</div> : null}
    </div>
  );
}
