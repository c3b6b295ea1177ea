'use client';
import type { MouseEvent } from 'react';
import { useActiveDocContext, useDocsPreferredVersion, useDocsVersionCandidates, useVersions, type GlobalVersion } from './docs-client';
import { useHistorySelector } from './theme-common-internal';
import { translate } from './Translate';
import { DefaultNavbarItem, DropdownNavbarItem, type NavbarLinkItem } from './navbar-dropdown';

/** The `versions` option: the names shown, in order, or names with their labels. */
type VersionsConfig = string[] | Record<string, { label?: string }>;

interface VersionItem {
  version: GlobalVersion;
  label: string;
}

/** The versions the dropdown lists (theme-classic getVersionItems); a name no version has fails, as there. */
function versionItems(versions: GlobalVersion[], configs?: VersionsConfig): VersionItem[] {
  if (!configs) return versions.map((version) => ({ version, label: version.label }));
  const byName = new Map(versions.map((v) => [v.name, v]));
  const item = (name: string, label?: string): VersionItem => {
    const version = byName.get(name);
    if (!version)
      throw new Error(
        `No docs version exist for name '${name}', please verify your 'docsVersionDropdown' navbar item versions config.\nAvailable version names:\n- ${versions.map((v) => v.name).join('\n- ')}`,
      );
    return { version, label: label ?? version.label };
  };
  return Array.isArray(configs) ? configs.map((name) => item(name)) : Object.entries(configs).map(([name, c]) => item(name, c?.label));
}

/**
 * `@theme/NavbarItem/DocsVersionDropdownNavbarItem` (and its `@theme-original/`), as theme-classic's:
 * the docs instance's versions (the `versions` option's, in its order), each leading to the same doc
 * in that version or else to the version's main doc, keeping `?search#hash`; labelled with the page's
 * version, else the reader's choice, else the last; one link where only one item would be listed.
 * Drawn in theme-classic's markup (./navbar-dropdown.tsx), so the site's CSS for it applies.
 */
export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  versions: configs,
  ...props
}: {
  mobile?: boolean;
  docsPluginId?: string;
  dropdownActiveClassDisabled?: boolean;
  dropdownItemsBefore?: NavbarLinkItem[];
  dropdownItemsAfter?: NavbarLinkItem[];
  versions?: VersionsConfig;
  position?: 'left' | 'right';
  className?: string;
  onClick?: (e: MouseEvent) => void;
}) {
  const search = useHistorySelector((history) => history.location.search) ?? '';
  const hash = useHistorySelector((history) => history.location.hash) ?? '';
  const activeDocContext = useActiveDocContext(docsPluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(docsPluginId);
  const items = versionItems(useVersions(docsPluginId), configs);
  const candidates = useDocsVersionCandidates(docsPluginId);
  if (!items.length) return null;
  const displayed = candidates.map((c) => items.find((i) => i.version === c)).find(Boolean) ?? items[0];
  const target = (version: GlobalVersion) =>
    activeDocContext.alternateDocVersions[version.name] ?? version.docs.find((d) => d.id === version.mainDocId) ?? { path: version.path };
  const links: NavbarLinkItem[] = [
    ...dropdownItemsBefore,
    ...items.map(({ version, label }) => ({
      label,
      to: `${target(version).path}${search}${hash}`,
      isActive: () => version === activeDocContext.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];
  const many = links.length > 1;
  const label = mobile && many ? translate({ id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions' }) : displayed.label;
  const to = mobile && many ? undefined : target(displayed.version).path;
  const isActive = dropdownActiveClassDisabled ? () => false : undefined;
  // (One item or none: a link, not a dropdown, as theme-classic renders it.)
  if (!many) return <DefaultNavbarItem {...props} mobile={mobile} label={label} to={to} {...(isActive ? { isActive } : {})} />;
  return <DropdownNavbarItem {...props} mobile={mobile} label={label} to={to} items={links} {...(isActive ? { isActive } : {})} />;
}
