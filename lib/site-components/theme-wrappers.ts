/**
 * Wrap-swizzles: a Docusaurus site's `src/theme/<Name>` that imports `@theme-original/<Name>` adds
 * to a layout part rather than replacing it. The engine renders such a wrapper in its own part's
 * place, and `@theme-original/<Name>` there is the engine's part (components/docusaurus/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { asModule, importsOriginal } from './resolve';

/** The layout parts a site may wrap: each has one place in the engine's page frame. */
export const WRAPPABLE_PARTS = ['DocSidebar/Desktop/Content', 'SearchBar', 'TOCCollapsible', 'NotFound/Content', 'DocItem/Layout'] as const;
export type WrappablePart = (typeof WRAPPABLE_PARTS)[number];

/** The site's wrappers of the parts the engine has: part → absolute module path. */
export function themeWrappers(siteRoot: string): Partial<Record<WrappablePart, string>> {
  const found: Partial<Record<WrappablePart, string>> = {};
  for (const part of WRAPPABLE_PARTS) {
    const file = asModule(path.join(siteRoot, 'src', 'theme', part));
    if (file && importsOriginal(fs.readFileSync(file, 'utf8'), part)) found[part] = file;
  }
  return found;
}
