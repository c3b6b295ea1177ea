/**
 * Compiles and renders one page's MDX at build time (React Server Components). Errors are
 * rethrown as "file:line:column: reason" so the build log points at the author's mistake.
 */
import { evaluate } from 'next-mdx-remote-client/rsc';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import type { PluggableList } from 'unified';
import * as runtime from 'react/jsx-runtime';
import { readPageSource } from '@/lib/content/page-source';
import { preprocess } from '@/lib/mdx/preprocess';
import { htmlPlugins, versionFileMap } from '@/lib/mdx/pipeline';
import { pageFormat } from '@/lib/mdx/syntax';
import { brokenFileLinkMessage, brokenFileLinkPlace, type BrokenFileLink } from '@/lib/mdx/remark-links';
import { siteComponentsOf } from '@/lib/mdx/page-imports';
import type { TocEntry } from '@/lib/mdx/rehype-toc';
import type { DocRecord, VersionRecord } from '@/lib/content/types';
import { mdxComponents, KNOWN_COMPONENTS } from './registry';
import { siteComponents } from 'docs-site-components';
import { testComponents } from 'docs-test-components';
import { readManifest } from '@/lib/site-modules/manifest';
import { contentPaths } from '@/lib/content/store';
import { formatMdxError } from '@/lib/mdx/errors';
import { contentRoots } from '@/lib/content/store';
import { getSite } from '@/components/site';
import { linkPolicies } from '@/lib/config/link-policy';
import { contentLimits } from '@/lib/config/site-config';
import { tocLevels } from '@/lib/config/toc-levels';
import { linkLocale } from '@/lib/content/locale-site';
import { assertPageWithinLimits } from '@/lib/mdx/limits';
import { plugins as availablePlugins } from 'docs-plugins';
import { pluginComponents } from 'docs-plugin-components';
import { pluginComponentNames, pluginPageImports, pluginThemeClasses, pluginTocEntries, sitePlugins } from '@/lib/plugins/engine';
import type { ThemeClassNames } from '@/lib/shared/theme-classes';
import { Admonition } from './Admonition';
import { CodeBlock } from './CodeBlock';
import { categoryCards } from '@/lib/content/routes';
import { diagramsUrl, siteBase } from '@/lib/shared/site-paths';
import { buildEnvObject, buildEnvValues } from '@/lib/config/build-env';
import { pageDeadline, pageTimeoutMessage, PageTimeout } from '@/lib/mdx/time-limit';
import { remarkPageCode } from '@/lib/check/page-code-check';
import { Card, CardGrid } from './Cards';
import { siteMarkdownPlugins } from '@/lib/config/markdown-plugins';

export interface RenderedDoc {
  content: ReactElement;
  toc: TocEntry[];
  /** The content has its own h1 (so the page does not add the title). */
  hasTitle: boolean;
}

let manifest: { value: ReturnType<typeof readManifest> } | undefined;
function siteManifest() {
  manifest ??= { value: readManifest() };
  return manifest.value;
}

/**
 * What a page compiles with: its format, the components its MDX may name, the pipeline's plugins
 * and the site's product plugins. `knownComponents`: the names the check knows (the build's page
 * pass, which runs outside Next's bundle, where the site's and the test build's registries are
 * empty: their pages hydrate, so it only compiles them); by default the registries' names.
 */
export function pageCompileSetup(doc: DocRecord, version: VersionRecord, rootDir = process.cwd(), knownComponents?: readonly string[]) {
  const { config } = getSite();
  const format = pageFormat(config.markdown?.format, doc.source, doc.frontmatter.mdx?.format);
  const fm = doc.frontmatter;
  // The plugins the site's config names, of those this checkout provides (plugins/index.ts), their React half from plugins/components.tsx.
  const docsPlugins = sitePlugins(config, availablePlugins);
  // Components that need to know the page (the plugins' and DocCardList) get it bound here, and
  // those a theme layer adds its classes to get its class names.
  const theme = pluginThemeClasses(docsPlugins);
  const components = {
    ...mdxComponents,
    ...(theme ? themedComponents(theme) : {}),
    ...siteComponents,
    ...testComponents,
    ...Object.assign({}, ...docsPlugins.map((p) => pluginComponents[p.name]?.({ doc, version }))),
    // Docusaurus' <DocCardList />: the cards of the category this page is the index of (or,
    // as some themes allow, the <DocCard>s written inside it).
    DocCardList: ({ children }: { children?: ReactNode }) =>
      children ? (
        <CardGrid>{children}</CardGrid>
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
      ),
  };
  const plugins = htmlPlugins({
    source: doc.source,
    format,
    rootDir,
    contentRoots: contentRoots(),
    contentPolicy: config.content,
    sitePlugins: siteMarkdownPlugins(config.markdownPlugins, contentPaths(rootDir).contentDir, doc.set, doc.source),
    diagramsUrl: diagramsUrl(config),
    versionDir: version.dir,
    fileToUrl: versionFileMap(version, getSite().index.sets.find((s) => s.versions.includes(version))?.versions),
    linkBase: doc.linkBase,
    linkLocale: linkLocale(config, doc.locale),
    siteBase: siteBase(config),
    mermaid: config.markdown?.mermaid === true,
    markdownFormat: config.markdown?.format,
    knownComponents: knownComponents ?? [
      ...KNOWN_COMPONENTS,
      ...pluginComponentNames(docsPlugins),
      ...Object.keys(siteComponents),
      ...Object.keys(testComponents),
    ],
    siteComponents: siteComponentsOf(contentPaths(rootDir).contentDir, siteManifest(), config),
    pageImports: pluginPageImports(docsPlugins),
    tocEntries: pluginTocEntries(docsPlugins, version.name),
    ...tocLevels(fm, config),
    limits: contentLimits(config),
  });
  return { format, components, plugins, docsPlugins };
}

/** The MDX components that carry a theme layer's class names (lib/shared/theme-classes.ts), bound to them. */
function themedComponents(theme: ThemeClassNames) {
  return {
    Admonition: (props: ComponentProps<typeof Admonition>) => <Admonition {...props} theme={theme} />,
    CodeBlock: (props: ComponentProps<typeof CodeBlock>) => <CodeBlock {...props} theme={theme} />,
  };
}

/** `extraRemarkPlugins`: after the pipeline's (a blog post's truncate mark, lib/blog/truncate.ts). */
export async function renderDoc(doc: DocRecord, version: VersionRecord, rootDir = process.cwd(), extraRemarkPlugins: PluggableList = []): Promise<RenderedDoc> {
  const { raw, body, bodyLineOffset } = readPageSource(doc, rootDir);
  const { format, components, plugins } = pageCompileSetup(doc, version, rootDir);
  const { config } = getSite();
  assertPageWithinLimits(body, bodyLineOffset, doc.source, contentLimits(config), format);
  // Keep line numbers equal to the file's: the frontmatter becomes blank lines.
  const source = '\n'.repeat(bodyLineOffset) + preprocess(body, format);
  // (Where no page pass ran, `npm run dev`: the page's code is checked here, as the check does.)
  const remarkPlugins: PluggableList = [
    ...plugins.remarkPlugins,
    [remarkPageCode, { source: doc.source, rootDir, pageSeconds: contentLimits(config).pageSeconds, buildEnv: buildEnvValues(config) }],
    ...extraRemarkPlugins,
  ];
  const { content, error, scope } = await evaluate<
    Record<string, unknown>,
    { toc?: TocEntry[]; hasH1?: boolean; brokenFileLinks?: BrokenFileLink[]; buildEnv?: Readonly<Record<string, string | undefined>> }
  >({
    source,
    components,
    options: {
      disableImports: true,
      disableExports: false,
      scope: { buildEnv: buildEnvObject(buildEnvValues(config)) },
      vfileDataIntoScope: ['toc', 'hasH1', 'brokenFileLinks'],
      mdxOptions: { format, ...plugins, remarkPlugins },
    },
  });
  if (error) throw new Error(formatMdxError(error, doc.source));
  applyFileLinkPolicy(scope.brokenFileLinks ?? [], doc.source, linkPolicies(getSite().config).onBrokenMarkdownLinks);
  return {
    content: withinPageTime(doc.source, pageDeadline(contentLimits(config).pageSeconds), () => runContent(content, raw, doc.source)),
    toc: scope.toc ?? [],
    hasTitle: scope.hasH1 === true,
  };
}

/**
 * The site's onBrokenMarkdownLinks for a page's broken file links. The build's check has reported
 * them already (and failed on "throw"); `npm run dev` has no check, so it warns here.
 */
function applyFileLinkPolicy(broken: BrokenFileLink[], source: string, severity: ReturnType<typeof linkPolicies>['onBrokenMarkdownLinks']): void {
  if (!broken.length || severity === 'ignore') return;
  const lines = broken.map((l) => `${brokenFileLinkPlace(l, source)}: ${brokenFileLinkMessage(l)}`);
  if (severity === 'throw') throw new Error(`Broken links:\n  ${lines.join('\n  ')}`);
  if (severity === 'warn' && process.env.NODE_ENV === 'development') for (const line of lines) console.warn(`⚠ ${line}`);
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
 * variables content.buildEnv lists (lib/config/build-env.ts). The page pass and Next bind it alike.
 */
function pageScope(data: { toc?: TocEntry[]; hasH1?: boolean }): Record<string, unknown> {
  const scope: Record<string, unknown> = {
    runMdxOptions: runtime,
    frontmatter: {},
    toc: data.toc ?? [],
    hasH1: data.hasH1 === true,
    buildEnv: buildEnvObject(buildEnvValues(getSite().config)),
  };
  for (const name of SHADOWED) scope[name] = undefined;
  return scope;
}

type CompiledPage = { default: (props: { components: object }) => ReactElement } & Record<string, unknown>;

/** A page's MDX compiled to a function body (outputFormat "function-body"), run: its module level (exports) runs now; its exports. */
export function runCompiledModule(code: string, data: { toc?: TocEntry[]; hasH1?: boolean }): CompiledPage {
  const scope = pageScope(data);
  const body = new Function(...Object.keys(scope), code) as (...values: unknown[]) => CompiledPage;
  return body(...Object.values(scope));
}

/** The compiled page's content component (runCompiledModule's default export). */
export function runCompiled(code: string, data: { toc?: TocEntry[]; hasH1?: boolean }): (props: { components: object }) => ReactElement {
  return runCompiledModule(code, data).default;
}

/** An article the page pass compiled (it hydrates, so Next renders it): run, not compiled again, within the page's time limit. */
export function renderCompiled(doc: DocRecord, version: VersionRecord, compiled: { code: string; toc: TocEntry[]; hasTitle: boolean }): ReactElement {
  const { components } = pageCompileSetup(doc, version);
  const within = pageDeadline(contentLimits(getSite().config).pageSeconds);
  return withinPageTime(doc.source, within, () => {
    const Content = runCompiled(compiled.code, { toc: compiled.toc, hasH1: compiled.hasTitle });
    return runContent(<Content components={components} />, readPageSource(doc).raw, doc.source);
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
