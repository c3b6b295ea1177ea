/**
 * site.config.json `pluginPages`: the pages the site's own plugins add with `addRoute`, as the
 * importer read them (plugins/docusaurus/importer/local-plugins.ts); lib/pages/plugin-pages.ts makes them pages.
 */
import { isObj } from './is-obj';

export interface PluginPage {
  /** The route's path, as the plugin gave it (baseUrl and locale included). */
  url: string;
  /** The route component's module, relative to the content folder. */
  component: string;
  /** A JSON file (relative to the content folder) holding the props its modules give the component. */
  props?: string;
  /** The plugin that added it, for messages. */
  plugin: string;
  /** What the plugin says of its route, beside its props (opaque to the engine): the page's route's `plugin` (lib/plugins/types.ts PageRoute), which the theme layer reads. */
  context?: Record<string, unknown>;
  /**
   * The plugin's routes stand in for its content's: where the engine publishes a page of that content at
   * the same URL, this one is served in its place without a word (a Docusaurus module that extends a
   * content plugin and adds its own routes for its posts).
   */
  replaces?: boolean;
}

export function pluginPagesProblems(value: unknown): string[] {
  if (value === undefined) return [];
  const shape = '{ "url": "/…", "component": "src/…", "props"?: "<file>.json", "plugin": "<name>", "context"?: {…}, "replaces"?: true }';
  if (!Array.isArray(value)) return [`"pluginPages" must be a list of ${shape} (got ${JSON.stringify(value)})`];
  return value.flatMap((p, i) =>
    isObj(p) &&
    typeof p.url === 'string' &&
    p.url.startsWith('/') &&
    typeof p.component === 'string' &&
    p.component &&
    (p.props === undefined || typeof p.props === 'string') &&
    typeof p.plugin === 'string' &&
    (p.context === undefined || isObj(p.context)) &&
    (p.replaces === undefined || typeof p.replaces === 'boolean')
      ? []
      : [`"pluginPages[${i}]" must be ${shape} (got ${JSON.stringify(p)})`],
  );
}

/**
 * In a plugin page's props, a route module that is a Markdown file: a post's content, which the
 * route names as `{ __import: true, path, query: { truncated: true } }` or by its path. Docusaurus'
 * mdx-loader makes it a module whose default export renders the content (cut at the truncate mark
 * when `truncated`) and which exports `frontMatter`, `toc`, `contentTitle`, `assets` and, for a
 * content plugin's file, the `metadata` that plugin wrote for it. The engine gives the page that
 * module (lib/pages/markdown-modules.ts); `metadata` is what the plugin wrote when the import ran it.
 */
export interface MarkdownModuleRef {
  /** The file, relative to the content folder. */
  __markdown: string;
  truncated?: true;
  metadata?: unknown;
}

export const isMarkdownModuleRef = (v: unknown): v is MarkdownModuleRef => isObj(v) && typeof v.__markdown === 'string';
