import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { TabsClient, type TabSpec } from './TabsClient';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

/** One tab's content; only meaningful inside <Tabs>. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Docusaurus Tabs. Every panel is rendered on the server (so the content is in the HTML and
 * searchable; `lazy` renders only the selected one); TabsClient handles selection, groupId
 * syncing with localStorage, and the queryString option.
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
  const items = Children.toArray(props.children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const tabs: TabSpec[] = items.map((item) => {
    const fromValues = props.values?.find((v) => v.value === item.props.value);
    return { value: item.props.value, label: item.props.label ?? fromValues?.label ?? item.props.value };
  });
  const defaultValue = props.defaultValue ?? items.find((i) => i.props.default)?.props.value ?? tabs[0]?.value ?? '';
  const queryKey = props.queryString === true ? props.groupId : typeof props.queryString === 'string' ? props.queryString : undefined;
  return (
    <TabsClient tabs={tabs} defaultValue={defaultValue} groupId={props.groupId} queryKey={queryKey} lazy={props.lazy ?? false} className={props.className}>
      {items.map((item) => (
        <div key={item.props.value}>{item.props.children}</div>
      ))}
    </TabsClient>
  );
}
