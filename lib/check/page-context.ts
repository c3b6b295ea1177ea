/**
 * What the page pass hands every page of a site (SharedContext) and one page (PageJob), made in
 * one place for the build's check of every page (lib/check/site-check.ts) and the live preview's
 * run of the one page it shows (lib/check/one-page.ts): both see the same components, plugins,
 * policies and limits, so the preview shows what the build exports.
 */
import { mermaidOptions } from '../config/mermaid-in-browser';
import { siteComponentsOf } from '../mdx/page-imports';
import { readManifest } from '../site-modules/manifest';
import { registryName } from '../site-modules/registry-name';
import type { LoadedSite } from '../content/store';
import { contentBounds } from '../source/content-paths';
import type { DocRecord } from '../content/types';
import { openIdComponents, pluginComponentNames, pluginPageImports, sitePlugins } from '../plugins/engine';
import type { AvailablePlugins } from '../plugins/types';
import { diagramsUrl, siteBase, siteMount } from '../shared/site-paths';
import { contentLimits } from '../config/site-config';
import { tocLevels } from '../config/toc-levels';
import { linkLocale } from '../content/locale-site';
import type { PageJob, SharedContext } from './page-jobs';

export interface PagePassOptions {
  rootDir: string;
  contentDir: string;
  /** The engine's components (lib/mdx/known-components.ts); the site's plugins' and its own are added here. */
  knownComponents: readonly string[];
  /** The plugins this checkout provides (lib/plugins/types.ts), handed in by whoever wires the pass; the site uses those its config names. */
  plugins: AvailablePlugins;
  /** The build: also make every page's Markdown export (links absolute to this site URL). */
  markdownSiteUrl?: string;
  /** The build: the render module every worker loads (SharedContext.render). */
  render?: { module: string; indexFile: string };
  /**
   * The file URL of the module that exports the plugins this checkout provides (BuildCheckRun.pluginsModule):
   * a worker loads it for the plugin that answers the pages' imports (SharedContext.pageImports).
   */
  pluginsModule?: string;
}

/** The context every page of `site` is checked and rendered with; `versions` is filled per page (pageJobOf). */
export function sharedPageContext(site: LoadedSite, opts: PagePassOptions): SharedContext {
  // The site's own components (compiled by plugins/docusaurus/site-components before the page pass runs).
  const manifest = readManifest(opts.rootDir);
  const siteNames = Object.values(manifest?.modules ?? {}).flatMap((m) => (m.error ? [] : m.exports.map((e) => registryName(m.id, e))));
  const plugins = sitePlugins(site.config, opts.plugins);
  return {
    rootDir: opts.rootDir,
    // (The content policy too: it decides what a page may hold, and the config may live outside the content.)
    ...contentBounds(site.paths, site.config.content),
    diagramsUrl: diagramsUrl(site.config),
    siteBase: siteBase(site.config),
    mount: siteMount(site.config),
    knownComponents: [...opts.knownComponents, ...pluginComponentNames(plugins), ...siteNames],
    openIdComponents: openIdComponents(plugins),
    siteComponents: siteComponentsOf(opts.contentDir, manifest, site.config),
    ...(opts.pluginsModule && pluginPageImports(plugins) ? { pageImports: { pluginsModule: opts.pluginsModule, plugins: site.config.plugins ?? [] } } : {}),
    ...(opts.pluginsModule && plugins.some((p) => p.elementMarkdown)
      ? { elementMarkdown: { pluginsModule: opts.pluginsModule, plugins: site.config.plugins ?? [], contentDir: site.paths.contentDir } }
      : {}),
    ...mermaidOptions(site.config),
    markdownFormat: site.config.markdown?.format,
    limits: contentLimits(site.config),
    versions: [],
    markdownSiteUrl: opts.markdownSiteUrl,
    buildEnv: site.buildEnv,
    ...(site.config.markdownPlugins ? { markdownPlugins: site.config.markdownPlugins } : {}),
    ...(site.config.admonitionTypes ? { admonitionTypes: site.config.admonitionTypes } : {}),
    // (Only what crosses to a worker: the build's article store stays on the main thread.)
    ...(opts.render ? { render: { module: opts.render.module, indexFile: opts.render.indexFile } } : {}),
  };
}

/** One page's job: `version` is the index of its version in SharedContext.versions. */
export function pageJobOf(site: LoadedSite, doc: DocRecord, raw: string, version: number): PageJob {
  const fm = doc.frontmatter;
  return {
    source: doc.source,
    url: doc.url,
    raw,
    version,
    linkBase: doc.linkBase,
    linkLocale: linkLocale(site.config, doc.locale),
    ...tocLevels(fm, site.config),
    ...(site.config.markdownPlugins || site.config.admonitionTypes ? { scope: doc.set } : {}),
    ...(fm.mdx?.format ? { mdxFormat: fm.mdx.format } : {}),
    ...(doc.anchorAliases ? { anchorAliases: doc.anchorAliases } : {}),
  };
}
