/**
 * The navbar a site's swizzles change: under Docusaurus every page renders `@theme/Navbar`, whose
 * tree holds `Navbar/Logo`, `NavbarItem/ComponentTypes` (custom item types), each `NavbarItem/*`,
 * `ColorModeToggle`, `Icon/Menu`… A site that swizzles `Navbar` has its own in the navbar's place;
 * one that swizzles a module in its tree has the installed theme's `Navbar` there, which renders the
 * swizzle as Docusaurus does (./theme-graph.ts). Any other site keeps the engine's navbar.
 */
import type { ThemeAliases } from './theme-aliases';
import { swizzlesReachedFrom } from './theme-graph';
import { asModule, isSwizzledIn } from './resolve';
import { siteThemePath } from './site-src';

/** Swizzles the engine applies in its own place inside any navbar: the search box (components/layout/Navbar.tsx NavSearch). */
const IN_ENGINE_PLACE = ['SearchBar'];

/** The site's swizzles the installed theme's navbar renders. */
export function navbarReachedSwizzles(siteRoot: string, aliases: ThemeAliases): string[] {
  const swizzled = isSwizzledIn(siteRoot);
  const isSwizzled = (name: string) => !IN_ENGINE_PLACE.includes(name) && swizzled(name);
  return aliases.last.has('Navbar') ? swizzlesReachedFrom('Navbar', aliases, isSwizzled) : [];
}

/** The module that draws the navbar's place: the site's `Navbar`, else the installed theme's where it renders a swizzle. */
export function navbarPart(siteRoot: string, aliases: ThemeAliases): string | undefined {
  const own = asModule(siteThemePath(siteRoot, 'Navbar'));
  if (own) return own;
  return navbarReachedSwizzles(siteRoot, aliases).length ? aliases.last.get('Navbar') : undefined;
}
