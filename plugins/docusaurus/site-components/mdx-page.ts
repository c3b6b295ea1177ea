/**
 * The pages folder's Markdown pages as a site's theme changes them: under Docusaurus each one's route
 * renders the pages plugin's `mdxPageComponent`, `@theme/MDXPage` by default (the page's container,
 * its content, its TOC and its edit row). The engine's own page stands unless the site swizzled
 * `MDXPage`, its installed module reaches a swizzle the engine draws nowhere else on the page (the
 * site's TOC), or the pages plugin names its own component: then that draws each Markdown page.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { ThemeAliases } from './theme-aliases';
import { placeSwizzles } from './theme-graph';
import { isSwizzledIn } from './resolve';
import { hostedPartsPlugin, instanceComponents } from './instance-components';

export const MDX_PAGE = 'MDXPage';
const PART = 'docs-engine:mdx-page';

/** What the engine draws in places of its own on the page, whatever draws it: the frame, the content's wrapper, the edit row. */
const ELSEWHERE: readonly string[] = ['Layout', 'MDXContent', 'EditMetaRow'];

/** The pages plugin's own page component other than the default, by its id (the engine publishes the first instance's pages). */
export const mdxPageComponents = (config: Record<string, unknown> | undefined): Record<string, string> =>
  instanceComponents(config, { part: 'pages', plugin: /plugin-content-pages/, option: 'mdxPageComponent', byDefault: `@theme/${MDX_PAGE}` });

/** What the site swizzled in the Markdown page's tree: the page itself, else the swizzles its installed module reaches. */
export function mdxPageSwizzles(siteRoot: string, aliases: ThemeAliases): string[] {
  const isSwizzled = isSwizzledIn(siteRoot);
  return placeSwizzles(MDX_PAGE, aliases, isSwizzled, (n) => ELSEWHERE.includes(n));
}

/** The part that draws the Markdown pages, where the site's theme or its config changes them. */
export function mdxPageParts(siteRoot: string, aliases: ThemeAliases, config?: Record<string, unknown>): Partial<Record<typeof MDX_PAGE, string>> {
  const drawn = mdxPageSwizzles(siteRoot, aliases).length > 0 || Object.keys(mdxPageComponents(config)).length > 0;
  return drawn ? { [MDX_PAGE]: PART } : {};
}

const HOST = path.join(process.cwd(), 'plugins/docusaurus/components/MdxPageHost.tsx');

/** Answers the part: the host around `@theme/MDXPage` (the site's, else the installed theme's), or the pages plugin's own component. */
export function mdxPagePlugin(config?: Record<string, unknown>): Plugin {
  // (The engine publishes one pages folder: the first instance's component draws it.)
  const own = Object.values(mdxPageComponents(config))[0];
  return hostedPartsPlugin('docusaurus-mdx-page', /^docs-engine:mdx-page$/, () => ({
    hostFile: HOST,
    host: 'mdxPageHost',
    component: own ?? `@theme/${MDX_PAGE}`,
    own: {},
  }));
}
