import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

export interface TabItemProps {
  value: string | number;
  label?: string;
  default?: boolean;
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

/**
 * Docusaurus Tabs as plain markup: every panel is in the HTML (searchable, and `lazy` changes
 * nothing, since all panels are already on the page), the default one shown. Selection, the
 * keyboard, groupId syncing with localStorage and the queryString option attach by delegation
 * (components/behaviour/TabsBehaviour), so a page with tabs needs no hydration.
 */
export function Tabs(props: {
  children?: ReactNode;
  values?: { value: string; label?: string }[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: boolean | string;
  lazy?: boolean;
  className?: string;
}) {
  const baseId = useId();
  // Any element with a value is a tab, as Docusaurus takes them (a number too); the check rejects other children (lib/check/tabs.ts).
  const items = Children.toArray(props.children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && ['string', 'number'].includes(typeof (c.props as TabItemProps).value),
  );
  const tabs = items.map((item) => {
    const value = String(item.props.value);
    const fromValues = props.values?.find((v) => v.value === item.props.value);
    return { value, label: item.props.label ?? fromValues?.label ?? value };
  });
  const marked = items.find((i) => i.props.default);
  const selected = props.defaultValue ?? (marked ? String(marked.props.value) : (tabs[0]?.value ?? ''));
  const queryKey = props.queryString === true ? props.groupId : typeof props.queryString === 'string' ? props.queryString : undefined;
  return (
    <div className={`tabs${props.className ? ` ${props.className}` : ''}`} data-query-key={queryKey} data-group-id={props.groupId}>
      <div className="tabs-list" role="tablist" aria-orientation="horizontal">
        {tabs.map((t, i) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={t.value === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={t.value === selected ? 0 : -1}
            className={`tabs-tab${t.value === selected ? ' tabs-tab-active' : ''}`}
            data-value={t.value}
          >
            {t.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={tabs[i].value}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={tabs[i].value !== selected}
          className="tabs-panel"
          // On paper every panel shows, under its tab's name (app/styles/print.css).
          data-label={tabs[i].label}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
