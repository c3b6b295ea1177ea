/**
 * The docs' sidebar as a site's swizzles change it: under Docusaurus every doc page renders
 * `@theme/DocSidebar` (`sidebar`, `path`, `onCollapse`, `isHidden`), whose tree holds
 * `DocSidebar/Desktop` (its logo, `/Content`, `/CollapseButton`) and `DocSidebar/Mobile` (the phone
 * menu's second panel). A site that swizzles `DocSidebar` has its own in the sidebar's place; one that
 * swizzles a module in its tree has the installed theme's there, which renders the swizzle
 * (./theme-graph.ts); with it, the installed `DocRoot/Layout/Sidebar/ExpandButton` that shows a
 * hidden sidebar again, which the engine's sidebar draws too where the theme has it. Any other site keeps the engine's sidebar. The entries are the engine's
 * React ones in any case (`@theme/DocSidebarItems`), through the site's item parts where it has them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ThemeAliases } from './theme-aliases';
import { swizzlesReachedFrom } from './theme-graph';
import { asModule, importsOriginal, swizzledThemeModule } from './resolve';
import { SIDEBAR_ITEM_PARTS } from '../shared/prop-sidebar';
import { siteThemePath } from './site-src';

const SIDEBAR = 'DocSidebar';
export const EXPAND_BUTTON = 'DocRoot/Layout/Sidebar/ExpandButton';
const EXPAND_BUTTON_2 = 'DocPage/Layout/Sidebar/ExpandButton';
const EXPAND_BUTTON_PART = path.join(process.cwd(), 'plugins/docusaurus/components/ExpandButtonPart.tsx');
/** The wrapped list of the engine's own place (./theme-parts.ts WRAPPABLE_PARTS): a wrapper of it keeps the engine's sidebar. */
const CONTENT = 'DocSidebar/Desktop/Content';

/** The modules the engine draws in places of its own inside the sidebar: its entries. */
const elsewhere = (name: string) => name === 'DocSidebarItems' || (SIDEBAR_ITEM_PARTS as readonly string[]).includes(name);

/** The site's swizzles the installed theme's sidebar renders (a wrapper of its list is the engine's place's). */
export function docSidebarReachedSwizzles(siteRoot: string, aliases: ThemeAliases): string[] {
  const isSwizzled = (name: string) => {
    const file = swizzledThemeModule(siteRoot, name);
    return file !== undefined && !(name === CONTENT && importsOriginal(fs.readFileSync(file, 'utf8'), CONTENT));
  };
  return aliases.last.has(SIDEBAR) ? swizzlesReachedFrom(SIDEBAR, aliases, isSwizzled, elsewhere) : [];
}

/**
 * The parts that draw the sidebar's place: `DocSidebar`, the site's, else the installed theme's where it
 * renders a swizzle; and the installed expand button beside it. None where the engine draws the sidebar.
 */
export function docSidebarParts(siteRoot: string, aliases: ThemeAliases): Partial<Record<'DocSidebar' | typeof EXPAND_BUTTON, string>> {
  // (The 3.x strip, the site's or the installed theme's, through the part that places it in the engine's sidebar too.)
  const expand3 = asModule(siteThemePath(siteRoot, EXPAND_BUTTON)) || aliases.last.has(EXPAND_BUTTON) ? EXPAND_BUTTON_PART : undefined;
  const file = asModule(siteThemePath(siteRoot, SIDEBAR)) ?? (docSidebarReachedSwizzles(siteRoot, aliases).length ? aliases.last.get(SIDEBAR) : undefined);
  if (!file) return expand3 ? { [EXPAND_BUTTON]: expand3 } : {};
  // (Under its 2.x name on a 2.x site.)
  const expand = expand3 ?? asModule(siteThemePath(siteRoot, EXPAND_BUTTON_2)) ?? aliases.last.get(EXPAND_BUTTON_2);
  return { DocSidebar: file, ...(expand ? { [EXPAND_BUTTON]: expand } : {}) };
}
