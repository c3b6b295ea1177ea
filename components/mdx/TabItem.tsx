/**
 * One tab's content; only meaningful inside <Tabs>, which renders its children itself. A site whose
 * own components wrap tabs gets a client TabItem from its registry instead (components/mdx/registry.tsx).
 */
import type { TabItemProps } from './Tabs';

export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
