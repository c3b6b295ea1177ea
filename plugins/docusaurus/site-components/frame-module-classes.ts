/**
 * theme-classic's CSS-module classes of the frame the engine draws for it (Layout's main wrapper;
 * DocRoot/Layout, its Sidebar and Main; DocItem/Layout; DocBreadcrumbs; TOC and TOCCollapsible; the
 * sidebar's entries; 2.x's DocPage/Layout), named as `docusaurus build` names them for this site
 * (./css-modules.ts): a site's stylesheet that selects
 * them (`[class*="docMainContainer"]`, `div[class^=docItemContainer_]`) finds the engine's element, as
 * it finds theme-classic's. The core puts each on the element of its part (lib/shared/theme-classes.ts
 * withSiteClasses): after the engine's classes, or first where theme-classic's element has no other
 * class (`leading`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { cssLoaderOf, docusaurusCssModule } from './css-modules';
import { installedEntry } from './installed-entry';
import { siteFoldersOf } from './site-folders';
import type { SidebarClassNames } from '../../../lib/api/shared';

interface FrameClass {
  /** The engine's part of the element (../theme-classes.ts, the core's components), or its field of the sidebar's classes. */
  part: string;
  /** The theme's modules that name the class, the newest first (3.x DocRoot, 2.x DocPage). */
  modules: readonly string[];
  name: string;
  /** theme-classic's element has no other class: the class comes first on the engine's. */
  leading?: true;
  /** An element of the sidebar (lib/shared/sidebar-html.ts SidebarClassNames `part`). */
  sidebar?: true;
}

const FRAME_CLASSES: readonly FrameClass[] = [
  // Layout's box between the navbar and the footer (`main-wrapper mainWrapper_…`).
  { part: 'page-main', modules: ['Layout'], name: 'mainWrapper' },
  // DocRoot/Layout's two boxes around the sidebar and the main column (2.x DocPage/Layout's docsWrapper, docPage): the engine's wrapper.
  { part: 'docs-wrapper', modules: ['DocRoot/Layout', 'DocPage/Layout'], name: 'docsWrapper' },
  { part: 'docs-wrapper', modules: ['DocRoot/Layout'], name: 'docRoot' },
  { part: 'docs-wrapper', modules: ['DocPage/Layout'], name: 'docPage' },
  { part: 'docs-sidebar-column', modules: ['DocRoot/Layout/Sidebar', 'DocPage/Layout/Sidebar'], name: 'docSidebarContainer' },
  { part: 'docs-main', modules: ['DocRoot/Layout/Main', 'DocPage/Layout/Main'], name: 'docMainContainer', leading: true },
  // DocItem/Layout: the column beside a TOC, and the box around the article and the paginator.
  { part: 'toc-column-kept', modules: ['DocItem/Layout'], name: 'docItemCol' },
  { part: 'doc-container', modules: ['DocItem/Layout'], name: 'docItemContainer', leading: true },
  // DocBreadcrumbs: the trail's <nav>.
  { part: 'breadcrumbs', modules: ['DocBreadcrumbs'], name: 'breadcrumbsContainer' },
  // TOC: the desktop column's sticky box.
  { part: 'toc-sticky', modules: ['TOC'], name: 'tableOfContents', leading: true },
  // TOCCollapsible, the phone's TOC, as DocItem/TOC/Mobile places it (its own class first, Mobile's after), and its button.
  { part: 'toc-mobile', modules: ['TOCCollapsible'], name: 'tocCollapsible', leading: true },
  { part: 'toc-mobile', modules: ['DocItem/TOC/Mobile'], name: 'tocMobile' },
  { part: 'toc-mobile-toggle', modules: ['TOCCollapsible/CollapseButton', 'TOCCollapsible'], name: 'tocCollapsibleButton' },
  // DocSidebarItem/Link and /Category, 3.9 on: each label in a span of its module's class, titled by it (../styles/sidebar-item.css).
  { part: 'linkLabel', modules: ['DocSidebarItem/Link'], name: 'linkLabel', sidebar: true },
  { part: 'categoryLabel', modules: ['DocSidebarItem/Category'], name: 'categoryLinkLabel', sidebar: true },
  // (And the category's label element itself, its module's class first.)
  { part: 'categoryLabelLead', modules: ['DocSidebarItem/Category'], name: 'categoryLink', sidebar: true },
];

export interface FrameModuleClasses {
  parts?: Record<string, string>;
  leading?: Record<string, string>;
  sidebar?: Pick<SidebarClassNames, 'linkLabel' | 'categoryLabel' | 'categoryLabelLead'>;
}

/**
 * The classes by part, from the installed theme's modules; none without theme-classic or css-loader
 * installed. `contentDir`: the site's folder as the bundle has it (its own folder read in place, as
 * the bundle's CSS modules are named: ./bundle.ts).
 */
export async function frameModuleClasses(contentDir: string): Promise<FrameModuleClasses> {
  const folders = siteFoldersOf(contentDir);
  const siteRoot = folders.own ?? folders.content;
  const entry = installedEntry('@docusaurus/theme-classic', siteRoot);
  const loader = cssLoaderOf(siteRoot);
  if (!entry || !loader) return {};
  const themeDir = path.join(path.dirname(entry), 'theme');
  const exportsOf = new Map<string, Promise<Record<string, string> | undefined>>();
  const moduleExports = (themeModule: string) => {
    const file = path.join(themeDir, themeModule, 'styles.module.css');
    if (!exportsOf.has(file))
      exportsOf.set(
        file,
        fs.existsSync(file) ? docusaurusCssModule(loader, siteRoot, file, fs.readFileSync(file, 'utf8')).then((m) => m?.exports) : Promise.resolve(undefined),
      );
    return exportsOf.get(file)!;
  };
  const found = { parts: {}, leading: {}, sidebar: {} } as Record<'parts' | 'leading' | 'sidebar', Record<string, string>>;
  for (const c of FRAME_CLASSES) {
    let named: string | undefined;
    for (const themeModule of c.modules) named ??= (await moduleExports(themeModule))?.[c.name];
    if (!named) continue;
    const into = found[c.sidebar ? 'sidebar' : c.leading ? 'leading' : 'parts'];
    into[c.part] = [into[c.part], named].filter(Boolean).join(' ');
  }
  return Object.fromEntries(Object.entries(found).filter(([, names]) => Object.keys(names).length));
}
