/**
 * The file of the admonitions' icons the import rendered from the site's theme (./importer/admonition-icons.ts),
 * beside the imported content, and its reading for the pages (plugins/docusaurus/components/page-components.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';

export const ADMONITION_ICONS_FILE = 'admonition-icons.json';

/** theme-classic 3.x's icon module of each admonition type (Admonition/Type/*: caution draws Warning's). */
export const ICON_MODULES: Readonly<Record<string, string>> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

const kept = new Map<string, { mtimeMs: number; icons: Readonly<Record<string, string>> }>();

/** The icons' markup by type for the content at `contentDir` (none where the import wrote none). */
export function readAdmonitionIcons(contentDir: string): Readonly<Record<string, string>> {
  const file = path.join(contentDir, ADMONITION_ICONS_FILE);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return {};
  let entry = kept.get(file);
  if (entry?.mtimeMs !== stat.mtimeMs)
    kept.set(file, (entry = { mtimeMs: stat.mtimeMs, icons: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string> }));
  return entry.icons;
}
