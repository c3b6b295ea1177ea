/**
 * The file of the admonitions' icons the import rendered from the site's theme (./importer/admonition-icons.ts),
 * beside the imported content, and its reading for the pages (plugins/docusaurus/components/page-components.tsx).
 */
import { readContentJson } from './content-json';

export const ADMONITION_ICONS_FILE = 'admonition-icons.json';

/** theme-classic 3.x's icon module of each admonition type (Admonition/Type/*: caution draws Warning's). */
export const ICON_MODULES: Readonly<Record<string, string>> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

/** The icons' markup by type for the content at `contentDir` (none where the import wrote none). */
export function readAdmonitionIcons(contentDir: string): Readonly<Record<string, string>> {
  return readContentJson<Record<string, string>>(contentDir, ADMONITION_ICONS_FILE) ?? {};
}
