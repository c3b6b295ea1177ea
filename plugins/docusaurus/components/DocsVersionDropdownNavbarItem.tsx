'use client';
import { VersionDropdown } from '@/components/api/navigation';
import { setOfDocsPlugin } from '@/lib/api/shared';
import { useLayoutPart } from './layout-part';
import { useBaseUrlUtils } from './useBaseUrl';

/** A Docusaurus navbar link item, as `dropdownItemsBefore`/`dropdownItemsAfter` list them. */
interface ExtraItem {
  label: string;
  to?: string;
  href?: string;
}

/**
 * `@theme/NavbarItem/DocsVersionDropdownNavbarItem` (and its `@theme-original/`): the engine's
 * version dropdown for the doc set of plugin `docsPluginId`, leading to the same page in each
 * version, with the extra links before and after. Only the page's own doc set has its version
 * links on the page, so for another set it renders nothing.
 */
export default function DocsVersionDropdownNavbarItem({
  docsPluginId,
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
}: {
  docsPluginId?: string;
  dropdownItemsBefore?: ExtraItem[];
  dropdownItemsAfter?: ExtraItem[];
}) {
  const part = useLayoutPart();
  const { withBaseUrl } = useBaseUrlUtils();
  if (!part || part.set !== setOfDocsPlugin(docsPluginId) || !part.versionLinks.length) return null;
  const extra = (items: ExtraItem[], where: string) =>
    items.map((item, i) => ({ name: `${where}-${i}`, label: item.label, href: item.href ?? withBaseUrl(item.to ?? '/'), active: false }));
  return <VersionDropdown links={[...extra(dropdownItemsBefore, 'before'), ...part.versionLinks, ...extra(dropdownItemsAfter, 'after')]} />;
}
