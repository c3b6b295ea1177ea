/**
 * The admonitions a site's swizzles change: under Docusaurus a page's `:::note` is `@theme/Admonition`
 * (MDXComponents' `admonition`), which draws the type's component from `@theme/Admonition/Types` in
 * `Admonition/Layout`. A site that swizzles a module of that tree (its own types in `Types`, a type's
 * look, the layout) has the installed theme's Admonition draw every admonition, reaching its swizzles
 * through the theme's aliases, as Docusaurus does; the part (./theme-parts.ts) is then
 * `@theme/Admonition` and the page's element is renamed to it (../admonition-element.ts). A site that
 * swizzles `Admonition` itself has its own there. Any other site's admonitions are the engine's plain
 * markup of the theme's, with the icons the import rendered (../components/Admonition.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ThemeAliases } from './theme-aliases';
import { isSwizzledIn, swizzledThemeModule } from './resolve';
import { siteThemePath } from './site-src';

/** The part's module, the bundle's entry for it. */
export const ADMONITION_MODULE = '@theme/Admonition';

/** The part's name among the theme parts (the manifest's `themeParts`). */
export const ADMONITION_PART = 'Admonition';

/** The site's swizzles every admonition renders (its icons alone are drawn by the import: ../importer/admonition-icons.ts). */
export function admonitionSwizzles(siteRoot: string, aliases: ThemeAliases): string[] {
  if (swizzledThemeModule(siteRoot, ADMONITION_PART)) return [ADMONITION_PART];
  if (!aliases.last.has(ADMONITION_PART)) return [];
  const dir = siteThemePath(siteRoot, ADMONITION_PART);
  if (!fs.existsSync(dir)) return [];
  const names = (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((rel) => rel.split(path.sep).join('/'))
    .filter((rel) => /\.(jsx?|tsx?|mjs)$/.test(rel) && !/\.d\.[mc]?ts$/.test(rel) && !rel.startsWith('Icon/'))
    .map((rel) => `${ADMONITION_PART}/${rel.replace(/\.\w+$/, '').replace(/\/index$/, '')}`);
  return [...new Set(names)].filter(isSwizzledIn(siteRoot));
}
