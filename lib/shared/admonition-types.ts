/**
 * The one list of admonition types (`:::note` …): the directive names authors may write, the type
 * each renders as (Docusaurus' aliases: important → info, success → tip, secondary → note), and
 * the label and icon of each rendered type. Read by the remark plugin, the React component and the
 * Markdown export, so the three cannot drift apart. Shared code: no Node, no React.
 */

export interface AdmonitionStyle {
  /** Heading shown when the author gives no title. */
  label: string;
  /** Icon name (components/layout/Icon). */
  icon: string;
}

/** Rendered types, with their label and icon (the CSS has a class per type: .admonition-<type>). */
export const ADMONITION_STYLES = {
  note: { label: 'Note', icon: 'info' },
  tip: { label: 'Tip', icon: 'tip' },
  info: { label: 'Info', icon: 'info' },
  warning: { label: 'Warning', icon: 'warning' },
  caution: { label: 'Caution', icon: 'warning' },
  danger: { label: 'Danger', icon: 'danger' },
} as const satisfies Record<string, AdmonitionStyle>;

export type AdmonitionType = keyof typeof ADMONITION_STYLES;

/** Directive names that are aliases of a rendered type, as in Docusaurus. */
export const ADMONITION_ALIASES: Record<string, AdmonitionType> = { important: 'info', success: 'tip', secondary: 'note' };

/** Every directive name that makes an admonition. */
export const ADMONITION_TYPES: readonly string[] = [...Object.keys(ADMONITION_STYLES), ...Object.keys(ADMONITION_ALIASES)];

/** The rendered type of a directive name or `type` attribute; undefined for a name that is neither. */
export function admonitionType(name: string): AdmonitionType | undefined {
  if (Object.hasOwn(ADMONITION_STYLES, name)) return name as AdmonitionType;
  return ADMONITION_ALIASES[name];
}

/** Label and icon of a type or alias; undefined for an unknown name. */
export function admonitionStyle(name: string): AdmonitionStyle | undefined {
  const type = admonitionType(name);
  return type && ADMONITION_STYLES[type];
}
