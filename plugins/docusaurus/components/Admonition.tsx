/**
 * `@theme/Admonition`, and a page's `:::note` … (the engine's remark admonitions make the element,
 * its title an AdmonitionTitle child): theme-classic's Admonition as its server render draws it
 * (Admonition/Layout: Infima's alert of the type's colour, a heading of the icon and the title, the
 * content), with its types and their aliases (Admonition/Types), by its modules' local names
 * (../styles/admonition.css). The icons are the site's theme's, as the import rendered them (../importer/admonition-icons.ts),
 * else the engine's own shapes, at the theme's size and colour.
 * Plain markup: a page of admonitions needs no hydration.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { AdmonitionTitle, Icon } from '../../../components/api/mdx';
import { admonitionStyle, admonitionType } from '../../../lib/api/shared';
import { ALERT_OF } from '../theme-classes';
import { bundledAdmonitionIcons } from './bundled-admonition-icons';

export { AdmonitionTitle };

export const ADMONITION_CLASSES = {
  container: 'admonition_Layout',
  heading: 'admonitionHeading_Layout',
  icon: 'admonitionIcon_Layout',
  content: 'admonitionContent_Layout',
} as const;

/**
 * theme-classic's Admonition/Types for a type as written: the engine's list of types and aliases
 * (caution its own; secondary, important and success look as note, info and tip do), each with
 * Infima's alert colour and the engine's icon for the theme's, and titled by the theme's message of
 * its type in the page's locale (`theme.admonition.<type>`, the type's name by default), an alias by
 * its fixed title; an unknown type is drawn as info.
 */
function kindOf(written: string, messages: Readonly<Record<string, string>>): { alert: string; icon: string; themeIcon: string; title: string } {
  const type = admonitionType(written);
  const known = type ?? 'info';
  const title = type && type !== written ? written : (messages[`theme.admonition.${known}`] ?? known);
  // (The theme's icon of the type: caution draws warning's.)
  return { alert: ALERT_OF[known], icon: admonitionStyle(known)?.icon ?? 'info', themeIcon: known === 'caution' ? 'warning' : known, title };
}

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
  id,
  children,
  messages = {},
  icons = bundledAdmonitionIcons,
}: {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  /** A `{#id}` of the directive (mdx-loader keeps it; Admonition/Layout puts it on the container). */
  id?: string;
  children?: ReactNode;
  /** The page's locale's messages (PluginPage.messages). */
  messages?: Readonly<Record<string, string>>;
  /** The site's theme's icons by type, as markup (../admonition-icons-file.ts); the engine's where it has none. */
  icons?: Readonly<Record<string, string>>;
}) {
  // (An unknown type is drawn as info, as the theme does, with a warning in its console.)
  const k = kindOf(type, messages);
  const split = titleAndBody(children);
  const heading = split.title ?? title ?? k.title;
  const classes = ['theme-admonition', `theme-admonition-${type}`, ADMONITION_CLASSES.container, 'alert', `alert--${k.alert}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} id={id}>
      <div className={ADMONITION_CLASSES.heading}>
        {icon === undefined && icons[k.themeIcon] ? (
          <span className={ADMONITION_CLASSES.icon} dangerouslySetInnerHTML={{ __html: icons[k.themeIcon] }} />
        ) : (
          <span className={ADMONITION_CLASSES.icon}>{icon ?? <Icon name={k.icon} />}</span>
        )}
        {heading}
      </div>
      {split.body.length ? <div className={ADMONITION_CLASSES.content}>{split.body}</div> : null}
    </div>
  );
}
