/**
 * The plugins a site uses, and what the engine asks of them, each question in one place.
 *
 * How plugins reach the engine: the site's configuration names them (site.config.json
 * `"plugins": ["vcluster"]`), and the engine looks each name up among the plugins this checkout
 * provides (AvailablePlugins: plugins/index.ts, their React half plugins/components.tsx). lib/
 * imports no plugin: whoever wires a build, the preview or a check hands that list in, as it hands
 * in the engine's React modules (lib/site-modules/engine-modules.ts) — scripts/build.ts and
 * scripts/next-adapter.mjs in the build's state (lib/pipeline/phases.ts BuildState.plugins),
 * scripts/check-content.ts, scripts/dev.ts, and for Next's pages components/site.ts. A worker
 * thread, which cannot be sent functions, is sent the module that exports them instead
 * (BuildCheckRun.pluginsModule). A site whose config names none (the test fixtures, an imported
 * Docusaurus site) gets none.
 */
import { ProblemList } from '../errors';
import type { Heading } from 'mdast';
import type { SiteConfig } from '../config/site-config';
import type { ContentIndex, SidebarItem } from '../content/types';
import type { AvailablePlugins, BlogPostRuling, DocsPlugin, FinishedHead, PluginCheckIssue, PluginTocEntry, SearchRecordRule } from './types';
import type { ThemeClassNames } from '../shared/theme-classes';
import type { PageImports } from '../mdx/page-imports';
import type { ElementMarkdown } from '../mdx/element-markdown';
import type { PageHead, PageHeadTags } from '../content/page-head';

/** The plugins the site's configuration names, in its order, from those this checkout provides; a name it lacks fails. */
export function sitePlugins(config: Pick<SiteConfig, 'plugins'>, available: AvailablePlugins, file = 'site.config.json'): DocsPlugin[] {
  const problems = new ProblemList();
  const found = (config.plugins ?? []).flatMap((name) => {
    const plugin = available.find((p) => p.name === name);
    if (!plugin)
      problems.add({
        file,
        message: `"plugins" names "${name}", which this checkout does not have — use one of: ${available.map((p) => p.name).join(', ') || '(none)'} (plugins/index.ts), or remove it`,
      });
    return plugin ? [plugin] : [];
  });
  problems.throwIfAny('Invalid site configuration');
  return found;
}

/** The plugins' MDX components (bound per page in components/mdx/render.tsx): known to the checker. */
export function pluginComponentNames(plugins: readonly DocsPlugin[]): string[] {
  return plugins.flatMap((p) => p.componentNames);
}

/** Components that render plain markup, needing no hydration (lib/mdx/known-components.ts). */
export function pluginStaticComponentNames(plugins: readonly DocsPlugin[]): string[] {
  return plugins.flatMap((p) => p.markupOnlyComponents ?? []);
}

/** The engine's components a plugin's theme layer draws (DocsPlugin.themeDrawnComponents). */
export function pluginThemeDrawnComponents(plugins: readonly DocsPlugin[]): string[] {
  return plugins.flatMap((p) => p.themeDrawnComponents ?? []);
}

/** Components whose element ids the anchor check cannot know. */
export function openIdComponents(plugins: readonly DocsPlugin[]): string[] {
  return plugins.flatMap((p) => p.openIdComponents ?? []);
}

/** For the TOC (lib/mdx/rehype-toc): entries a plugin's element adds on a page of `version` (of the content at `contentDir`). */
export function pluginTocEntries(
  plugins: readonly DocsPlugin[],
  version: string,
  contentDir: string,
): (name: string, attrs: Record<string, string>) => PluginTocEntry[] | undefined {
  return (name, attrs) => {
    for (const p of plugins) {
      const entries = p.tocEntries?.(name, attrs, version, contentDir);
      if (entries) return entries;
    }
    return undefined;
  };
}

/** For the TOC (lib/mdx/rehype-toc): the first plugin's label markup of a heading (DocsPlugin.tocLabel), if any plugin writes them. */
export function pluginTocLabel(plugins: readonly DocsPlugin[]): ((heading: Heading) => string | undefined) | undefined {
  const writers = plugins.filter((p) => p.tocLabel);
  if (!writers.length) return undefined;
  return (heading) => {
    for (const p of writers) {
      const label = p.tocLabel?.(heading);
      if (label !== undefined) return label;
    }
    return undefined;
  };
}

/** What the site's plugins make of their elements in a Markdown export, on a page of `version` (lib/mdx/markdown-text.ts). */
export function pluginElementMarkdown(plugins: readonly DocsPlugin[], version: string, contentDir: string): ElementMarkdown | undefined {
  const with_ = plugins.filter((p) => p.elementMarkdown);
  if (!with_.length) return undefined;
  return (name, attrs) => {
    for (const p of with_) {
      const nodes = p.elementMarkdown!(name, attrs, version, contentDir);
      if (nodes) return nodes;
    }
    return undefined;
  };
}

export function searchRecordRules(plugins: readonly DocsPlugin[]): SearchRecordRule[] {
  return plugins.flatMap((p) => p.searchRecords ?? []);
}

/** Whether any of the site's plugins says the doc at `relPath` is a reference page (DocsPlugin.referencePage). */
export function referencePages(plugins: readonly DocsPlugin[]): (relPath: string) => boolean {
  const tests = plugins.flatMap((p) => (p.referencePage ? [p.referencePage] : []));
  return (relPath) => tests.some((isReference) => isReference(relPath));
}

export function buildChecks(plugins: readonly DocsPlugin[]) {
  return plugins.flatMap((p) => p.buildChecks ?? []);
}

/**
 * A run of the site's build checks as data a worker thread can take: the content folder, the
 * site's plugins by name, and where the plugins this checkout provides are.
 */
export interface BuildCheckRun {
  contentDir: string;
  plugins?: SiteConfig['plugins'];
  /**
   * The file URL of a module that exports the plugins this checkout provides as `plugins`
   * (plugins/index.ts, or its compiled copy in the bundle of `npm run check`): handed in by
   * whoever wires the check (scripts/check-content.ts), loaded by the thread that runs the checks.
   */
  pluginsModule: string;
}

/** The plugin of the site that answers its pages' imports of modules, if one does. */
export function pluginPageImports(plugins: readonly DocsPlugin[]): PageImports | undefined {
  return plugins.find((p) => p.pageImports)?.pageImports;
}

/** The plugins a module exports as `plugins` (BuildCheckRun.pluginsModule). */
export async function pluginsOfModule(url: string): Promise<AvailablePlugins> {
  const { plugins } = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ url)) as { plugins?: AvailablePlugins };
  if (!Array.isArray(plugins)) throw new Error(`${url} exports no "plugins" list`);
  return plugins;
}

/** Every build check of the site's plugins over its content folder, results grouped as each check groups them. */
export async function runBuildChecks(run: BuildCheckRun): Promise<[string, PluginCheckIssue[]][]> {
  return buildChecks(sitePlugins(run, await pluginsOfModule(run.pluginsModule))).flatMap((check) => [...check.run(run.contentDir)]);
}

/** Autogenerated sidebar items after every plugin's rearrangement (lib/content/sidebar.ts). */
export function pluginSidebarItems(plugins: readonly DocsPlugin[], items: SidebarItem[]): SidebarItem[] {
  return plugins.reduce((acc, p) => p.sidebarItems?.(acc) ?? acc, items);
}

/** What the plugins' sites decided of their blogs' posts (DocsPlugin.blogPostRulings), by file; a later plugin's word wins. */
export function blogPostRulings(plugins: readonly DocsPlugin[], contentDir: string): ReadonlyMap<string, BlogPostRuling> {
  const out = new Map<string, BlogPostRuling>();
  for (const plugin of plugins) for (const [file, ruling] of plugin.blogPostRulings?.(contentDir) ?? []) out.set(file, ruling);
  return out;
}

/**
 * The files the plugins publish beside the engine's own (lib/shared/site-paths.ts engineFileUrl):
 * URL path → file. The build writes them (lib/pipeline/outputs.ts), `npm run dev` serves them.
 */
export function pluginPublishedFiles(plugins: readonly DocsPlugin[], site: { contentDir: string; index: ContentIndex }): Map<string, string> {
  const files = new Map<string, string>();
  for (const p of plugins) for (const [url, file] of p.publishedFiles?.(site) ?? []) files.set(url, file);
  return files;
}

/** The class names a theme layer among the site's plugins gives the engine's markup (the first that gives any). */
export function pluginThemeClasses(plugins: readonly DocsPlugin[]): ThemeClassNames | undefined {
  return plugins.find((p) => p.themeClasses)?.themeClasses;
}

/** The messages the site's plugins give a locale, in their order (a later plugin's win). */
export function pluginLocaleMessages(plugins: readonly DocsPlugin[], locale: string, contentDir: string): Record<string, string> {
  return Object.assign({}, ...plugins.map((p) => p.localeMessages?.(locale, contentDir) ?? {}));
}

/** The plugins' stylesheets, in the site's order of its plugins (plugins/docusaurus/site-styles/compile.ts). */
export function pluginStylesheets(plugins: readonly DocsPlugin[]): string[] {
  return plugins.flatMap((p) => p.stylesheets ?? []);
}

/** A page's head: the first of the site's plugins' that writes heads (DocsPlugin.pageHead), else the engine's own metadata. */
export function pluginPageHead(plugins: readonly DocsPlugin[], head: PageHead, config: SiteConfig): PageHeadTags {
  const writer = plugins.find((p) => p.pageHead);
  return writer?.pageHead ? writer.pageHead(head, config) : { metadata: head.native };
}

/** How the site's plugins settle an exported page's head (DocsPlugin.finishHead), in their order; undefined where none does. */
export function pluginFinishHead(plugins: readonly DocsPlugin[]): ((head: string) => FinishedHead) | undefined {
  const finishers = plugins.flatMap((p) => (p.finishHead ? [p.finishHead.bind(p)] : []));
  if (!finishers.length) return undefined;
  // Each plugin finishes the head the one before gave; the attributes each decides are kept, a later one's last.
  return (head) =>
    finishers.reduce<Exclude<FinishedHead, string>>(
      (done, finish) => {
        const next = finish(done.head);
        if (typeof next === 'string') return { ...done, head: next };
        return { head: next.head, html: { ...done.html, ...next.html }, body: { ...done.body, ...next.body } };
      },
      { head },
    );
}
