import type { Metadata, Viewport } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { siteOrDevError } from '@/lib/content/store';
import { DevReload } from '@/components/behaviour/DevReload';
import { DevContentError } from '@/components/layout/DevContentError';
import { headScript, BASE_URL_CHECK_SCRIPT } from '@/components/layout/head-script';
import { ANNOUNCEMENT_KEY } from '@/components/layout/AnnouncementBar';
import './styles/base.css';
import './styles/layout.css';
import './styles/markdown.css';
import './styles/code.css';
import './styles/code-theme.css';
import './styles/search.css';

const dev = process.env.NODE_ENV === 'development';

export function generateMetadata(): Metadata {
  const { site } = siteOrDevError();
  if (!site) return { title: 'Content error' };
  const { config } = site;
  return {
    metadataBase: new URL(config.url),
    title: { default: config.title, template: `%s ${config.titleSeparator} ${config.title}` },
    description: config.tagline,
    icons: { icon: (config.favicons ?? []).map((f) => ({ url: f.href, ...(f.type ? { type: f.type } : {}), ...(f.media ? { media: f.media } : {}) })) },
  };
}

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

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' };

export default function RootLayout({ children }: { children: ReactNode }) {
  const { site, error } = siteOrDevError();
  if (!site)
    return (
      <html lang="en">
        <body>
          <DevContentError message={error} />
          <DevReload />
        </body>
      </html>
    );
  const { config } = site;
  return (
    // Colour mode is fixed to light (site.config colorMode.switch is off).
    <html lang="en" dir="ltr" data-theme={config.colorMode.default} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript(config.announcement?.id ?? null, ANNOUNCEMENT_KEY) }} />
        <script dangerouslySetInnerHTML={{ __html: BASE_URL_CHECK_SCRIPT }} />
      </head>
      {/* The brand colour from site.config (Docusaurus' --ifm-color-primary). */}
      <body style={brandStyle(config.colors?.primary)}>
        {children}
        {dev ? <DevReload /> : null}
      </body>
    </html>
  );
}
