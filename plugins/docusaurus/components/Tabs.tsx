import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from '../../../components/api/mdx';

/**
 * `@theme/Tabs`: theme-classic's Tabs as its server render draws them, Infima's tab list above the
 * panels (every panel in the HTML, all but the selected one hidden), with the theme's modules'
 * classes by their local names (../styles/tabs.css). Plain markup: choosing a tab, its keyboard,
 * its group shared through the browser's storage and its query string are a behaviour attached in
 * the browser (../browser/tabs.ts), so a page of tabs needs no hydration. Tabs and panels carry ids
 * that tie each to the other for assistive technology, which the theme's markup lacks.
 */
export const TABS_CLASSES = {
  /** ThemeClassNames.tabs.container (3.10 on; harmless before, which has no rule for it). */
  themeContainer: 'theme-tabs-container',
  container: 'tabs-container',
  /** Tabs/styles.module.css `.tabList`. */
  list: 'tabList_Tabs',
  /** Tabs/styles.module.css `.tabItem`. */
  item: 'tabItem_Tabs',
  /** TabItem/styles.module.css `.tabItem`. */
  panel: 'tabItem_TabItem',
} as const;

interface TabValue {
  value: string | number;
  label?: string;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

export interface TabsProps {
  children?: ReactNode;
  values?: TabValue[];
  defaultValue?: string | number | null;
  groupId?: string;
  queryString?: boolean | string;
  lazy?: boolean;
  block?: boolean;
  className?: string;
}

/** theme-common's sanitizeTabsChildren: every child a tab (an element with a value), or the theme's error. */
function tabItems(children: ReactNode): ReactElement<TabItemProps & { className?: string }>[] {
  return Children.toArray(children)
    .filter((child) => child !== '\n')
    .map((child) => {
      if (isValidElement(child) && child.props && typeof child.props === 'object' && 'value' in child.props) return child as ReactElement<TabItemProps>;
      const name = isValidElement(child) ? (typeof child.type === 'string' ? child.type : ((child.type as { name?: string }).name ?? '')) : String(child);
      throw new Error(
        `Docusaurus error: Bad <Tabs> child <${name}>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.`,
      );
    });
}

/** theme-common's useTabs' first value: the default value (one of the tabs'), else the tab marked default, else the first. */
function initialValue(defaultValue: TabsProps['defaultValue'], values: TabValue[]): TabValue['value'] {
  if (!values.length) throw new Error('Docusaurus error: the <Tabs> component requires at least one <TabItem> children component');
  const duplicates = values.filter((v, i) => values.findIndex((w) => w.value === v.value) !== i);
  if (duplicates.length)
    throw new Error(`Docusaurus error: Duplicate values "${duplicates.map((v) => v.value).join(', ')}" found in <Tabs>. Every value needs to be unique.`);
  if (defaultValue) {
    if (!values.some((v) => v.value === defaultValue))
      throw new Error(
        `Docusaurus error: The <Tabs> has a defaultValue "${defaultValue}" but none of its children has the corresponding value. Available values are: ${values.map((v) => v.value).join(', ')}. If you intend to show no default tab, use defaultValue={null} instead.`,
      );
    return defaultValue;
  }
  return (values.find((v) => v.default) ?? values[0]).value;
}

/** theme-common's getQueryStringKey. */
function queryKeyOf({ queryString = false, groupId }: TabsProps): string | undefined {
  if (typeof queryString === 'string') return queryString;
  if (queryString && !groupId)
    throw new Error(
      'Docusaurus error: The <Tabs> component groupId prop is required if queryString=true, because this value is used as the search param name. You can also provide an explicit value such as queryString="my-search-param".',
    );
  return queryString ? groupId : undefined;
}

const classes = (...names: unknown[]) => names.filter((n): n is string => typeof n === 'string' && n.length > 0).join(' ');

export function Tabs(props: TabsProps) {
  const baseId = useId();
  const items = tabItems(props.children);
  const values = props.values ?? items.map(({ props: p }) => ({ value: p.value, label: p.label, attributes: p.attributes, default: p.default }));
  const selected = initialValue(props.defaultValue, values);
  const queryKey = queryKeyOf(props);
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;
  const panels = items.map((item, i) => (
    <div
      key={i}
      role="tabpanel"
      id={panelId(i)}
      aria-labelledby={tabId(values.findIndex((v) => v.value === item.props.value))}
      className={classes(TABS_CLASSES.panel, item.props.className)}
      hidden={item.props.value !== selected}
    >
      {item.props.children}
    </div>
  ));
  return (
    <div className={classes(TABS_CLASSES.themeContainer, TABS_CLASSES.container, TABS_CLASSES.list)} data-group-id={props.groupId} data-query-key={queryKey}>
      <ul role="tablist" aria-orientation="horizontal" className={classes('tabs', props.block && 'tabs--block', props.className)}>
        {values.map(({ value, label, attributes }, i) => (
          <li
            key={String(value)}
            role="tab"
            tabIndex={value === selected ? 0 : -1}
            aria-selected={value === selected}
            id={tabId(i)}
            aria-controls={panelId(items.findIndex((item) => item.props.value === value))}
            data-value={String(value)}
            {...attributes}
            className={classes('tabs__item', TABS_CLASSES.item, attributes?.className, value === selected && 'tabs__item--active')}
          >
            {label ?? value}
          </li>
        ))}
      </ul>
      {/* (lazy: under Docusaurus only the chosen panel is drawn; here every one is, the others hidden, as a page's search finds them.) */}
      <div className="margin-top--md">{panels}</div>
    </div>
  );
}
