'use client';
/**
 * One tab's content; only meaningful inside <Tabs>, which renders its children itself. A client
 * component so that a site component wrapping tabs (`<FrameworkCodeTabs><TabItem value="go">`, reading
 * each child's `props.value` as Docusaurus' components may) receives the TabItem elements with their
 * props: a server component's element would reach it already rendered, its props gone.
 */
import type { TabItemProps } from '@/components/api/mdx';

export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
