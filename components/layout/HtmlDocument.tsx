import type { CSSProperties, ReactNode } from 'react';
import { siteLocales } from '@/lib/config/i18n';
import type { SiteConfig } from '@/lib/config/site-config';
import { DevReload } from 'docs-dev-reload';
import { themeLayer } from 'docs-site-components';
import { headScript, BASE_URL_CHECK_SCRIPT } from './head-script';
import { colorModeScript } from './color-mode-script';
import { ANNOUNCEMENT_KEY } from './announcement-key';
import { SiteHeadTags } from './SiteHeadTags';
import type { FeedLink } from '@/lib/blog/feed-links';
import { siteThemeClasses } from '@/components/site';

/** A site's brand colour replaces the primary colour and its darker and softer shades. */
function brandStyle(primary: string | undefined): CSSProperties | undefined {
  if (!primary) return undefined;
  return {
    '--c-primary': primary,
    '--c-focus': primary,
    '--c-primary-dark': `color-mix(in srgb, ${primary} 75%, black)`,
    '--c-primary-soft': `color-mix(in srgb, ${primary} 10%, white)`,
  } as CSSProperties;
}

/**
 * <html> and <body> of every page: the root layout's and the 404 page's (app/global-not-found.tsx).
 * `devEventsUrl`: the live preview's, where it announces changes (none in a build).
 */
export function HtmlDocument({
  config,
  feeds = [],
  devEventsUrl,
  children,
}: {
  config: SiteConfig;
  feeds?: readonly FeedLink[];
  devEventsUrl?: string;
  children: ReactNode;
}) {
  // The default locale's; the build sets another locale's on its pages (lib/pipeline/locale-html.ts).
  const locale = siteLocales(config.i18n)[0];
  // The theme layer's code on every page: the site's client modules (Docusaurus' clientModules; only a site with
  // some loads the runner), and its heads' settling.
  const clientModules = config.clientModules?.length && themeLayer.ClientModules ? <themeLayer.ClientModules /> : null;
  const headSettle = themeLayer.HeadSettle ? <themeLayer.HeadSettle /> : null;
  const theme = siteThemeClasses(config);
  return (
    // The default colour mode; with colorMode.switch, the head script sets the reader's before paint.
    // (A theme layer that sets the elements' defaults itself turns the engine's off: app/styles/base.css. Absent, no
    // attribute, nor a prop in the payload.)
    <html
      lang={locale.htmlLang}
      dir={locale.direction}
      data-theme={config.colorMode.default}
      {...(theme?.ownElementDefaults ? { 'data-element-defaults': 'layer' } : {})}
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root document (used by app/ layouts) */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript(config.announcement?.id ?? null, ANNOUNCEMENT_KEY, config.readerStorage) }} />
        <script dangerouslySetInnerHTML={{ __html: BASE_URL_CHECK_SCRIPT }} />
        {config.colorMode.switch ? <script dangerouslySetInnerHTML={{ __html: colorModeScript(config.colorMode, config.readerStorage) }} /> : null}
        {/* The blogs' feeds, on every page (lib/blog/feed-links.ts). */}
        {feeds.map((f) => (
          <link key={f.href} rel="alternate" type={f.type} href={f.href} title={f.title} />
        ))}
        <SiteHeadTags tags={config.head?.tags} />
      </head>
      {/* The brand colour from site.config (Docusaurus' --ifm-color-primary). */}
      {/* (And the site's body class, where it has one: head.bodyClass. Absent, no prop in the payload.) */}
      {/* (And the theme layer's root id, where it has one.) */}
      <body
        {...(config.head?.bodyClass ? { className: config.head.bodyClass } : {})}
        {...(theme?.rootId ? { id: theme.rootId } : {})}
        style={brandStyle(config.colors?.primary)}
      >
        {/* The site's tags around the page, where it has some (a site without keeps the tree, so React's ids, as they were). */}
        {config.head?.bodyStart?.length || config.head?.bodyEnd?.length ? (
          <>
            <SiteHeadTags tags={config.head.bodyStart} />
            {children}
            <SiteHeadTags tags={config.head.bodyEnd} />
          </>
        ) : (
          children
        )}
        {/* (In one place of the tree: a site without keeps React's ids.) */}
        {clientModules || headSettle ? (
          <>
            {clientModules}
            {headSettle}
          </>
        ) : null}
        {devEventsUrl ? <DevReload eventsUrl={devEventsUrl} /> : null}
      </body>
    </html>
  );
}
