/**
 * What a page's MDX is compiled with (pageCompileSetup: the components, and the context the build's
 * page pass makes its plugins from, components/mdx/render-tree.tsx, the engine's one MDX compile) and
 * the run of the code it compiles to (React Server Components). Page code that fails names the page:
 * "file:line: reason". Next renders pages with this module: it loads no remark or rehype plugin, so
 * that the compile pipeline stays out of Next's server bundle.
 */
import { mermaidOptions } from '@/lib/config/mermaid-in-browser';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { readPageSource } from '@/lib/content/page-source';
import type { PageCompileContext } from '@/lib/mdx/pipeline';
import { versionFileMap } from '@/lib/mdx/version-file-map';
import { pageFormat } from '@/lib/mdx/syntax';
import { siteComponentsOf } from '@/lib/mdx/page-imports';
import type { TocEntry } from '@/lib/mdx/rehype-toc';
import type { DocRecord, VersionRecord } from '@/lib/content/types';
import { mdxComponents, KNOWN_COMPONENTS } from './registry';
import { siteComponents } from 'docs-site-components';
import { testComponents } from 'docs-test-components';
import { readManifest } from '@/lib/site-modules/manifest';
import type { LoadedSite } from '@/lib/content/store';
import { contentBounds } from '@/lib/source/content-paths';
import { contentLimits } from '@/lib/config/site-config';
import { tocLevels } from '@/lib/config/toc-levels';
import { linkLocale, pageMessages } from '@/lib/content/locale-site';
import { plugins as availablePlugins } from 'docs-plugins';
import { pluginComponents } from 'docs-plugin-components';
import { pluginComponentNames, pluginPageImports, pluginThemeClasses, pluginTocEntries, pluginTocLabel, sitePlugins } from '@/lib/plugins/engine';
import type { ThemeClassNames } from '@/lib/shared/theme-classes';
import { Admonition } from './Admonition';
import { CodeBlock } from './CodeBlock';
import { cardListFacts, categoryCards, chooseSidebar } from '@/lib/content/routes';
import { diagramsUrl, siteBase, siteMount } from '@/lib/shared/site-paths';
import { buildEnvObject } from '@/lib/config/build-env';
import { codeStyleOf } from '@/lib/code-theme/code-style';
import { CodeBlockSource } from './CodeBlockSource';
import { pageDeadline, pageTimeoutMessage, PageTimeout } from '@/lib/mdx/time-limit';
import { Card, CardGrid, DocCard } from './Cards';
import { DocCardListPlace } from './DocCardListPlace';
import { WrappedPart } from '@/components/layout/WrappedPart';
import { scopedMarkdown } from '@/lib/config/page-scope';

let manifest: { rootDir: string; value: ReturnType<typeof readManifest> } | undefined;
function siteManifest(rootDir: string) {
  if (manifest?.rootDir !== rootDir) manifest = { rootDir, value: readManifest(rootDir) };
  return manifest.value;
}

/**
 * What a page compiles with: its format, the components its MDX may name, the pipeline's plugins
 * and the site's product plugins. `knownComponents`: the names the check knows (the build's page
 * pass, which runs outside Next's bundle, where the site's and the test build's registries are
 * empty: their pages hydrate, so it only compiles them); by default the registries' names.
 */
export function pageCompileSetup(site: LoadedSite, doc: DocRecord, version: VersionRecord, knownComponents?: readonly string[]) {
  const { config, paths } = site;
  const { rootDir, contentDir } = paths;
  // (With the languages the site's own code teaches, where it teaches any.)
  const grammars = siteManifest(rootDir)?.grammars;
  const codeStyle = { ...codeStyleOf(config), ...(grammars ? { grammars } : {}) };
  const format = pageFormat(config.markdown?.format, doc.source, doc.frontmatter.mdx?.format);
  const fm = doc.frontmatter;
  // The plugins the site's config names, of those this checkout provides (plugins/index.ts), their React half from plugins/components.tsx.
  const docsPlugins = sitePlugins(config, availablePlugins);
  // Components that need to know the page (the plugins' and DocCardList) get it bound here, and
  // those a theme layer adds its classes to get its class names.
  const theme = pluginThemeClasses(docsPlugins);
  const messages = pageMessages(site.index, config, doc.locale);
  const components = {
    ...mdxComponents,
    // <DocCard item={…} />: a theme layer's card where it has one, in the `doc-card` place (a site's own, below, wins).
    DocCard: (props: ComponentProps<typeof DocCard>) => (
      <WrappedPart place="doc-card" props={props} layerOriginal>
        <DocCard {...props} />
      </WrappedPart>
    ),
    ...(theme ? themedComponents(theme) : {}),
    // (`import CodeBlock from '@theme/CodeBlock'`: highlighted as the site's fenced code is.)
    CodeBlockSource: (props: ComponentProps<typeof CodeBlockSource>) => <CodeBlockSource {...props} codeStyle={codeStyle} />,
    ...siteComponents,
    ...testComponents,
    ...Object.assign(
      {},
      ...docsPlugins.map((p) => pluginComponents[p.name]?.({ doc, version, contentDir, messages, tableOfContents: config.tableOfContents })),
    ),
    // <DocCardList />: a theme layer's list where it has one (the `doc-card-list` place); else the cards of the
    // category this page is the index of (or, as some themes allow, the <DocCard>s written inside it).
    DocCardList: (props: { children?: ReactNode }) => (
      <DocCardListPlace props={props} facts={() => cardListFacts(version, chooseSidebar(version, doc.url, fm.displayed_sidebar).sidebar, doc.url)}>
        {props.children ? (
          <CardGrid>{props.children}</CardGrid>
        ) : (
          <CardGrid>
            {Object.values(version.sidebars)
              .flatMap((items) => categoryCards(version, items, doc.url))
              .map((c) => (
                <Card key={c.href} title={c.label} href={c.href}>
                  {c.description || null}
                </Card>
              ))}
          </CardGrid>
        )}
      </DocCardListPlace>
    ),
  };
  const compile: PageCompileContext = {
    source: doc.source,
    format,
    rootDir,
    ...contentBounds(paths, config.content),
    ...scopedMarkdown(config, contentDir, doc.set, doc.source),
    diagramsUrl: diagramsUrl(config),
    versionDir: version.dir,
    fileToUrl: versionFileMap(version, site.index.sets.find((s) => s.versions.includes(version))?.versions),
    linkBase: doc.linkBase,
    linkLocale: linkLocale(config, doc.locale),
    siteBase: siteBase(config),
    mount: siteMount(config),
    ...mermaidOptions(config),
    markdownFormat: config.markdown?.format,
    knownComponents: knownComponents ?? [
      ...KNOWN_COMPONENTS,
      ...pluginComponentNames(docsPlugins),
      ...Object.keys(siteComponents),
      ...Object.keys(testComponents),
    ],
    siteComponents: siteComponentsOf(contentDir, siteManifest(rootDir), config),
    pageImports: pluginPageImports(docsPlugins),
    tocEntries: pluginTocEntries(docsPlugins, version.name, contentDir),
    tocLabel: pluginTocLabel(docsPlugins),
    ...tocLevels(fm, config),
    limits: contentLimits(config),
    codeStyle,
    anchorAliases: doc.anchorAliases,
    // (A theme layer's look of the headings' links to themselves.)
    ...(theme?.headingAnchor ? { headingAnchor: theme.headingAnchor } : {}),
    ...(theme?.markdownImage ? { imageClass: theme.markdownImage } : {}),
    // (A theme layer's Markdown is its theme's: none of the native theme's typography.)
    ...(theme ? { nativeTypography: false } : {}),
    ...(messages['theme.common.headingLinkTitle'] ? { headingLinkTitle: messages['theme.common.headingLinkTitle'] } : {}),
  };
  return { format, components, docsPlugins, compile };
}

/** The MDX components that carry a theme layer's class names (lib/shared/theme-classes.ts), bound to them. */
function themedComponents(theme: ThemeClassNames) {
  return {
    Admonition: (props: ComponentProps<typeof Admonition>) => <Admonition {...props} theme={theme} />,
    CodeBlock: (props: ComponentProps<typeof CodeBlock>) => <CodeBlock {...props} theme={theme} />,
    ...(theme.markdownTable === 'bare' ? { table: (props: ComponentProps<'table'>) => <table {...props} /> } : {}),
  };
}

/**
 * Names that page code must not reach, bound to undefined around the compiled page. The check
 * refuses page code that names them, or reaches them another way (lib/check/page-code.ts); this is
 * a second fence. (`eval` cannot be a parameter of strict code; the check refuses it.)
 */
const SHADOWED = ['process', 'require', 'module', 'exports', 'globalThis', 'global', 'Function', 'Reflect', 'Proxy', 'fetch', 'Buffer', 'WebAssembly'];

/**
 * What a compiled page runs with besides its own code: MDX's runtime and the names a page may use
 * (lib/mdx/expressions.ts PAGE_SCOPE): frontmatter, toc, hasH1, and buildEnv, the environment
 * variables content.buildEnv lists (lib/config/build-env.ts), as the site carries them. The page pass
 * and Next bind it alike.
 */
function pageScope(data: CompiledData): Record<string, unknown> {
  const scope: Record<string, unknown> = {
    runMdxOptions: runtime,
    frontmatter: {},
    toc: data.toc ?? [],
    hasH1: data.hasH1 === true,
    buildEnv: buildEnvObject(data.buildEnv),
  };
  for (const name of SHADOWED) scope[name] = undefined;
  return scope;
}

type CompiledPage = { default: (props: { components: object }) => ReactElement } & Record<string, unknown>;

/** What compiled page code reads besides its own: its TOC, whether it has an h1, and the site's buildEnv values. */
export interface CompiledData {
  toc?: TocEntry[];
  hasH1?: boolean;
  buildEnv: Record<string, string | undefined>;
}

/** A page's MDX compiled to a function body (outputFormat "function-body"), run: its module level (exports) runs now; its exports. */
export function runCompiledModule(code: string, data: CompiledData): CompiledPage {
  const scope = pageScope(data);
  const body = new Function(...Object.keys(scope), code) as (...values: unknown[]) => CompiledPage;
  return body(...Object.values(scope));
}

/** The compiled page's content component (runCompiledModule's default export). */
export function runCompiled(code: string, data: CompiledData): (props: { components: object }) => ReactElement {
  return runCompiledModule(code, data).default;
}

/** An article the page pass compiled (it hydrates, so Next renders it): run, not compiled again, within the page's time limit. */
export function renderCompiled(
  site: LoadedSite,
  doc: DocRecord,
  version: VersionRecord,
  compiled: { code: string; toc: TocEntry[]; hasTitle: boolean },
): ReactElement {
  const { components } = pageCompileSetup(site, doc, version);
  const within = pageDeadline(contentLimits(site.config).pageSeconds);
  return withinPageTime(doc.source, within, () => {
    const Content = runCompiled(compiled.code, { toc: compiled.toc, hasH1: compiled.hasTitle, buildEnv: site.buildEnv });
    return runContent(<Content components={components} />, readPageSource(doc, site.paths.rootDir).raw, doc.source);
  });
}

/** Runs page code within the page's deadline; running past it is an author's error that names the page. */
export function withinPageTime<T>(source: string, within: <R>(fn: () => R) => R, fn: () => T): T {
  try {
    return within(fn);
  } catch (err) {
    if (!(err instanceof PageTimeout)) throw err;
    throw new Error(`${source}: ${pageTimeoutMessage(err.seconds)}`);
  }
}

/**
 * Runs the page's own code now (its expressions), so that `{name}` with nothing defining it fails
 * as "file:line: … is not defined" instead of a bare ReferenceError somewhere in React's render.
 * Components stay elements and render later as usual.
 */
export function runContent(content: ReactElement, raw: string, source: string): ReactElement {
  const MDXContent = content.type as (props: unknown) => ReactElement;
  try {
    return MDXContent(content.props);
  } catch (err) {
    const name = err instanceof ReferenceError ? /^(\S+) is not defined/.exec(err.message)?.[1] : undefined;
    if (!name) throw err;
    const at = raw.split('\n').findIndex((l) => new RegExp(`\\{[^}]*\\b${name}\\b`).test(l));
    throw new Error(
      `${source}${at >= 0 ? `:${at + 1}` : ''}: "${name}" is not defined — define it with \`export const ${name} = …\`, import it from a data file, or write \\{${name}\\} for literal braces`,
    );
  }
}
