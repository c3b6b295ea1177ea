import { createElement, Fragment, type ReactNode } from 'react';
import type { SiteConfig } from '@/lib/config/site-config';
import type { PageRoute } from '@/lib/plugins/types';
import type { PageSidebar } from '@/lib/content/nav';
import { SkipLink } from './SkipLink';
import { AnnouncementBar } from './AnnouncementBar';
import { Navbar, MobileNavLinks, NavSearch, drawerHasContent, type LocaleMenu, type NavContext } from './Navbar';
import { MobileDrawer } from './MobileMenu';
import { Sidebar } from './Sidebar';
import { siteThemeClasses } from '@/components/site';
import { layerOnly, partClass, themed } from '@/lib/shared/theme-classes';
import { Footer } from './Footer';
import { hasLayerPart, WrappedPart } from './WrappedPart';
import { Icon } from './Icon';
import { HashTarget } from './HashTarget';
import { RouteProgress } from '@/components/behaviour/RouteProgress';
import { LinkPrefetch } from '@/components/behaviour/LinkPrefetch';
import { ImageZoom } from '@/components/behaviour/ImageZoom';
import { DiagramViewer } from '@/components/behaviour/DiagramViewer';
import { LazyBehaviours } from '@/components/behaviour/LazyBehaviours';
import { CopyBehaviour } from '@/components/behaviour/CopyBehaviour';
import { TabsBehaviour } from '@/components/behaviour/TabsBehaviour';
import { SidebarBehaviour } from '@/components/behaviour/SidebarBehaviour';
import { NavbarOverflow } from '@/components/behaviour/NavbarOverflow';
import { PrintBehaviour } from '@/components/behaviour/PrintBehaviour';
import { ExpandableState } from '@/components/behaviour/ExpandableState';
import { ContentErrorBoundary } from '@/components/behaviour/ContentErrorBoundary';
import { PageFrameParts } from './PageFrameParts';
import { diagramsUrl, sitePrefixes } from '@/lib/shared/site-paths';
import { LocaleMessagesProvider } from '@/components/layout/locale-messages';
import { themeLayer } from 'docs-site-components';

/**
 * The page frame shared by every route: skip link, announcement, navbar, the sidebar panel
 * (which doubles as the mobile drawer and holds the navbar links there), main content, footer.
 */
export function SiteShell(props: {
  config: SiteConfig;
  nav: NavContext;
  sidebar?: PageSidebar;
  newDocFolder?: string;
  children: ReactNode;
  mainElement?: 'main' | 'div';
  /** A docs route (a doc or a category's page): a theme layer's parts of its docs frame (a back-to-top button) are drawn. */
  docsRoute?: boolean;
  /** The locale dropdown of a page without a URL of its own (the not-found page), drawn in the browser. */
  localeMenu?: LocaleMenu;
  /** The route that draws the page, for a theme layer's components anywhere in it. */
  route?: PageRoute;
  /**
   * The page places the frame where its theme's Layout stands (components/layout/InPageFrame.tsx), so
   * what it renders outside its Layout is outside the frame; not where a theme layer's own frame is drawn.
   */
  frameInPage?: boolean;
}) {
  const { config, nav, sidebar, newDocFolder, children } = props;
  // A page that renders its own <main> (a site's React page) is wrapped in a plain element.
  const Main = props.mainElement ?? 'main';
  const announcement = (
    // A theme layer's own bar, where the site has one, renders even without an announcement (its own content).
    <WrappedPart place="announcement">{config.announcement ? <AnnouncementBar announcement={config.announcement} /> : null}</WrappedPart>
  );
  const navbar = (
    // A theme layer's own navbar, where the site has one, with the engine's search box for its search place.
    <WrappedPart place="navbar" layerOriginal page={nav} search={<NavSearch ctx={nav} />}>
      <Navbar config={config} ctx={nav} localeMenu={props.localeMenu} menu={drawerHasContent(config, Boolean(sidebar))} />
    </WrappedPart>
  );
  // The site's theme layer's class names, if it has one (its sidebar's markup, its page wrapper's).
  const theme = siteThemeClasses(config);
  const links = <MobileNavLinks config={config} ctx={nav} localeMenu={props.localeMenu} />;
  const sidebarColumn = sidebar ? (
    <Sidebar sidebar={sidebar} page={nav} classes={theme?.sidebar} search={<NavSearch ctx={nav} />} behaviour={config.docsSidebar} />
  ) : null;
  const drawer = (
    // (On a page with a docs sidebar, a theme layer's classes of the sidebar's column too; not where the layer draws the docs' frame, its own column.)
    <aside
      id="site-sidebar"
      className={['sidebar', sidebar && !hasLayerPart('doc-root') && layerOnly(theme, 'docs-sidebar-column').className].filter(Boolean).join(' ')}
      aria-label="Navigation"
    >
      {/* Shown in the mobile drawer only; MobileDrawer handles the click. A theme layer's own drawer header
          (its logo, switch and close button, which asks the drawer to close) stands in its place. */}
      <WrappedPart place="phone-menu-header" layerOriginal>
        <button type="button" className="drawer-close" aria-label="Close navigation menu">
          <Icon name="cross" />
        </button>
      </WrappedPart>
      {/* A theme layer's own drawer lays the links and the sidebar out in its panels; on a wide screen the sidebar is the column. */}
      <WrappedPart place="phone-menu" props={{ primaryMenu: links, secondaryMenu: sidebarColumn }} layerOriginal>
        {links}
        {sidebarColumn}
      </WrappedPart>
    </aside>
  );
  // A theme layer's back-to-top button, where it has one, first in the docs' frame (no place of its own
  // otherwise: the other pages' children are as they were).
  const backToTop =
    props.docsRoute && hasLayerPart('back-to-top')
      ? [
          <WrappedPart place="back-to-top" layerOriginal>
            {null}
          </WrappedPart>,
        ]
      : [];
  // (Where a theme layer's own page frame has none, its classes of the element between navbar and footer are the wrapper's.)
  const layerFrame = hasLayerPart('page-frame');
  const mainPart = layerFrame ? undefined : layerOnly(theme, 'page-main').className;
  // (On a docs page, the layer's classes of its docs' wrapper and main column too: theme-classic's DocRoot/Layout and its Main.)
  const docsWrapper = props.docsRoute ? layerOnly(theme, 'docs-wrapper').className : undefined;
  const wrapperClassName = [themed(theme, 'page-wrapper', sidebar && 'has-sidebar'), mainPart, docsWrapper].filter(Boolean).join(' ');
  const mainClassName = props.docsRoute ? partClass(theme, 'docs-main', 'main') : 'main';
  const backdrop = <div className="nav-backdrop" aria-hidden="true" />;
  const page = createElement(
    'div',
    { className: wrapperClassName },
    ...backToTop,
    drawer,
    backdrop,
    <Main id="main-content" className={mainClassName} tabIndex={-1}>
      <ContentErrorBoundary>{children}</ContentErrorBoundary>
    </Main>,
  );
  const footer = (
    // A theme layer may draw the footer itself, from the page's footer (its locale's labels).
    <WrappedPart place="footer" footer={config.footer} layerOriginal>
      <Footer config={config} newDocFolder={newDocFolder} />
    </WrappedPart>
  );
  // The skip link, first in the page: a theme layer's own where it has one (handed the shell's, which a wrapper of it renders).
  const ownSkipLink = <SkipLink label={config.currentLocale?.messages['theme.common.skipToMainContent']} />;
  const skipLink = hasLayerPart('skip-link') ? <WrappedPart place="skip-link">{ownSkipLink}</WrappedPart> : ownSkipLink;
  // The page places the frame where its theme's Layout stands (frameInPage); else a theme layer's own page frame, where the
  // site has one, places the skip link, bar, navbar and footer around the page; else the shell does.
  const frame =
    props.frameInPage && !layerFrame
      ? [
          <PageFrameParts
            parts={{
              before: createElement(Fragment, null, skipLink, announcement, navbar),
              wrapperClassName,
              lead: createElement(Fragment, null, ...backToTop, drawer, backdrop),
              mainElement: Main,
              after: footer,
            }}
          >
            {children}
          </PageFrameParts>,
          <MobileDrawer />,
        ]
      : layerFrame
        ? [
            <WrappedPart place="page-frame" props={{ children: page }} frame={{ 'skip-link': skipLink, announcement, navbar, footer }} layerOriginal>
              {page}
            </WrappedPart>,
            <MobileDrawer />,
          ]
        : [skipLink, announcement, navbar, <MobileDrawer />, page, footer];
  const shell = createElement(
    Fragment,
    null,
    ...frame,
    <span id="copy-status" className="visually-hidden" aria-live="polite" />,
    <HashTarget />,
    <RouteProgress sitePrefixes={sitePrefixes(config)} />,
    <LinkPrefetch sitePrefixes={sitePrefixes(config)} />,
    config.zoom ? <ImageZoom {...config.zoom} diagramsUrl={diagramsUrl(config)} /> : null,
    <DiagramViewer diagramsUrl={diagramsUrl(config)} />,
    <LazyBehaviours diagramsUrl={diagramsUrl(config)} frameOptions={hasFrameOptions(config)} />,
    // Before ExpandableState: the tab choice it restores from the URL is a click TabsBehaviour handles.
    <TabsBehaviour />,
    <ExpandableState />,
    <CopyBehaviour />,
    <SidebarBehaviour />,
    <NavbarOverflow />,
    <PrintBehaviour />,
  );
  const { RouteContextProvider } = themeLayer;
  const routed = props.route && RouteContextProvider ? <RouteContextProvider route={props.route}>{shell}</RouteContextProvider> : shell;
  // A theme layer's root around the whole page (a site's providers), where it has one.
  const rooted = (
    <WrappedPart place="page-root" props={{ children: routed }} layerOriginal>
      {routed}
    </WrappedPart>
  );
  // A non-default locale's pages: its code.json messages for <Translate> and the theme's strings.
  return config.currentLocale ? <LocaleMessagesProvider locale={config.currentLocale}>{rooted}</LocaleMessagesProvider> : rooted;
}

/** Whether the site's config turns on a frame behaviour whose code loads with the page's enhancements (lib/browser/site-options.ts). */
const hasFrameOptions = (config: SiteConfig) =>
  Boolean(config.docsSidebar?.hideable || config.docsSidebar?.autoCollapseCategories || config.navbar.hideOnScroll);
