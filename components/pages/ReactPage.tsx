import type { ComponentType } from 'react';
import { siteComponents, themeLayer } from 'docs-site-components';
import type { ReactPageRecord } from '@/lib/pages/types';
import { readManifest } from '@/lib/site-modules/manifest';
import { pageComponentName, pageModuleError } from '@/lib/pages/compiled-pages';
import { pluginPageProps } from '@/lib/pages/plugin-pages';
import { plugins } from 'docs-plugins';
import { sitePlugins } from '@/lib/plugins/engine';
import { DevContentError } from '@/components/layout/DevContentError';
import type { LoadedSite } from '@/lib/content/store';
import { markdownModuleRefs } from '@/lib/pages/markdown-modules';
import { withMarkdownModules } from './markdown-module';

/**
 * A React page: its module's default export, compiled with the site's components (a client
 * component: Next renders it into the static HTML, then it hydrates), handed the site's config as
 * its `config` prop, in the shape a plugin of the site gives it (DocsPlugin.pageConfig).
 */
export async function ReactPage({ page, site }: { page: ReactPageRecord; site: LoadedSite }) {
  const { config } = site;
  const { contentDir, rootDir } = site.paths;
  const manifest = readManifest(rootDir);
  const name = pageComponentName(page, manifest, contentDir);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Page = name ? (siteComponents as Record<string, ComponentType<any>>)[name] : undefined;
  // (A build leaves such a page out, lib/pages/compiled-pages.ts; `npm run dev` shows why.)
  if (!Page)
    return (
      <DevContentError
        run={site.run}
        message={`${page.file}: this page does not compile — ${pageModuleError(page, manifest, contentDir) ?? 'not in the compiled components'}`}
      />
    );
  // A plugin's route: what its modules give, as props (lib/pages/plugin-pages.ts); a Markdown module among them is given as a component (./markdown-module.tsx).
  const props = page.props ? pluginPageProps(contentDir, page.props) : {};
  const { PluginRoute } = themeLayer;
  const shaped = sitePlugins(config, plugins).find((p) => p.pageConfig);
  const pageConfig = shaped?.pageConfig ? shaped.pageConfig(config) : config;
  if (PluginRoute && markdownModuleRefs(props).length) {
    const given = await withMarkdownModules(props, site);
    return <PluginRoute Page={Page} props={{ ...given, config: pageConfig }} />;
  }
  return <Page {...props} config={pageConfig} />;
}
