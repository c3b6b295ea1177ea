import type { LoadedSite } from '@/lib/content/store';
import { isMarkdownModuleRef, type MarkdownModuleRef } from '@/lib/config/plugin-pages';
import { markdownModuleSource, type MarkdownModuleSource } from '@/lib/pages/markdown-modules';
import type { MarkdownModuleValue } from '@/lib/shared/markdown-module-value';
import { pageArticle } from '@/components/doc/page-article';
import { BlogExcerpt } from '@/components/blog/BlogExcerpt';
import { postParts } from '@/components/blog/post-content';
import { pageCompileSetup } from '@/components/mdx/render';
import { escapeHtml } from '@/lib/shared/html';

/** The module's content: the post's part above its truncate mark, or all of it (without its own h1, as Docusaurus' blog compiles it). */
async function moduleContent(
  site: LoadedSite,
  found: MarkdownModuleSource,
  truncated: boolean,
): Promise<Pick<MarkdownModuleValue, 'content' | 'toc' | 'contentTitle'>> {
  const { doc, container, post, blog } = found;
  if (truncated && post && blog) return { content: <BlogExcerpt site={site} post={post} blog={blog} />, toc: [] };
  const { toc, body, hasTitle } = await pageArticle(site, doc, container, (content) =>
    post ? postParts(content, pageCompileSetup(site, doc, container).components.h1).full : content,
  );
  return {
    content: body,
    toc: toc.map((t) => ({ value: escapeHtml(t.text), id: t.id, level: t.level })),
    // (The content's own h1, which the doc's title is then read from.)
    ...(hasTitle ? { contentTitle: doc.title } : {}),
  };
}

async function moduleValue(site: LoadedSite, ref: MarkdownModuleRef): Promise<MarkdownModuleValue> {
  const found = markdownModuleSource(site.index, ref, site.paths.contentDir, site.paths.rootDir);
  if (!found)
    return { __markdownModule: ref.__markdown, content: null, frontMatter: {}, toc: [], assets: {}, ...(ref.metadata ? { metadata: ref.metadata } : {}) };
  return {
    __markdownModule: ref.__markdown,
    ...(await moduleContent(site, found, ref.truncated === true)),
    // (An imported site keeps its own keys too: site.config unknownFrontmatterKeys.)
    frontMatter: found.doc.frontmatter as Record<string, unknown>,
    assets: {},
    ...(ref.metadata ? { metadata: ref.metadata } : {}),
  };
}

/**
 * A plugin page's props with each Markdown module (MarkdownModuleRef) given as Docusaurus'
 * mdx-loader gives it, its content rendered here: the engine's compile of that post or doc.
 * plugins/docusaurus/components/PluginRoute.tsx makes each one a component again in the browser.
 */
export async function withMarkdownModules(props: Record<string, unknown>, site: LoadedSite): Promise<Record<string, unknown>> {
  const walk = async (v: unknown): Promise<unknown> => {
    if (isMarkdownModuleRef(v)) return moduleValue(site, v);
    if (Array.isArray(v)) return Promise.all(v.map(walk));
    if (v && typeof v === 'object') return Object.fromEntries(await Promise.all(Object.entries(v).map(async ([k, x]) => [k, await walk(x)])));
    return v;
  };
  return (await walk(props)) as Record<string, unknown>;
}
