import type { ReactNode } from 'react';

type Props = { component?: string; children?: ReactNode } & Record<string, unknown>;

/** Text props of a component this site does not have, shown when it has no children. */
function textProps(props: Props): string {
  return Object.entries(props)
    .filter(([k, v]) => k !== 'component' && k !== 'children' && typeof v === 'string')
    .map(([, v]) => v as string)
    .join(' ');
}

/**
 * Stand-in for an imported site component with no built-in equivalent (see the importer report):
 * renders its children, or its text props, so no content is lost.
 */
export function PassThrough(props: Props) {
  return (
    <div className="passthrough" data-component={props.component}>
      {props.children ?? textProps(props)}
    </div>
  );
}

export function PassThroughInline(props: Props) {
  return (
    <span className="passthrough" data-component={props.component}>
      {props.children ?? textProps(props)}
    </span>
  );
}
