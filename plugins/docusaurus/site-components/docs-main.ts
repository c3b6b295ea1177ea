/**
 * The docs' main column as a site's swizzle changes it: under Docusaurus every doc page (and
 * category index) renders in `@theme/DocRoot/Layout/Main` (`DocPage/Layout/Main` before 3.0), whose
 * wrapper adds to each page (a notice above the content, say). The engine draws that column itself,
 * so the site's module renders in its place (the core's `DocRoot/Layout/Main` part), the page its
 * children, and `@theme-original/…` is a container of them (../components/DocRootLayoutMain.tsx).
 */
import { asModule } from './resolve';
import type { ThemeAliases } from './theme-aliases';
import { DOCS_MAIN_MODULES } from '../shared/layout-parts';
import { siteThemePath } from './site-src';

/**
 * The site's swizzle of the docs' main column, by the name its installed theme has (a `DocPage/…`
 * swizzle of a Docusaurus 3 site replaces nothing); either name without an installed theme.
 */
export function docsMainSwizzle(siteRoot: string, aliases: ThemeAliases): { name: string; file: string } | undefined {
  for (const name of DOCS_MAIN_MODULES) {
    const file = asModule(siteThemePath(siteRoot, name));
    if (file && (!aliases.last.size || aliases.last.has(name))) return { name, file };
  }
  return undefined;
}
