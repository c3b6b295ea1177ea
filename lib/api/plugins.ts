/**
 * The core's public surface for plugins: the plugin interface (lib/plugins/types.ts) and the engine's reading of the plugins it is handed.
 * A room (plugins/…) imports the core only through these modules (scripts/lib/rooms.ts).
 */
export { pluginStylesheets, sitePlugins } from '../plugins/engine';
export type {
  AvailablePlugins,
  BlogIndexPageFacts,
  BlogListFacts,
  BlogPageParts,
  BlogPostRuling,
  BlogPostItemMeta,
  BlogPostItemParts,
  ChangedContext,
  DocItemMeta,
  DocItemParts,
  DocRootParts,
  DocsIndexPageFacts,
  DocsPlugin,
  DocumentAttributes,
  FinishedHead,
  MdxPageParts,
  PageRoute,
  PluginBehaviour,
  PluginComponents,
  ThemeLayerComponents,
} from '../plugins/types';
export type { Place } from '../plugins/places';
export type { PageHead, PageHeadTags } from '../content/page-head';
