/**
 * Markdown exports of pages (URL + ".md") and the llms.txt / llms-full.txt indexes.
 * Uses the same parsing, partial and link handling as the HTML pages.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { readPageSource } from '../content/page-source';
import { preprocess } from '../mdx/preprocess';
import { readSourceAs, type PageModules } from '../mdx/page-imports';
import path from 'node:path';
import { sharedRemarkStage } from '../mdx/pipeline';
import { versionFileMap } from '../mdx/version-file-map';
import { markdownOfTree } from '../mdx/markdown-text';
import { tallyParse } from '../mdx/parse-tally';
import { pageFormat, type PageFormat } from '../mdx/syntax';
import { markdownPath } from './markdown-path';
import { siteIndex } from '../content/site-index';
import { scopedMarkdown } from '../config/page-scope';
import { contentBounds, type ContentPaths } from '../source/content-paths';

export { markdownPath };
import type { ContentIndex, DocRecord, VersionRecord } from '../content/types';
import { contentLimits, type SiteConfig } from '../config/site-config';
import { assertPageWithinLimits } from '../mdx/limits';
import { diagramsUrl, siteBase, siteMount } from '../shared/site-paths';

/** The page's title (and description) on top of its Markdown, unless the page has its own h1. */
export function withTitle(doc: DocRecord, markdown: string): string {
  const hasTitle = /^# /m.test(markdown.split('\n')[0] ?? '');
  const head = hasTitle ? '' : `# ${doc.title}\n\n${doc.description ? `> ${doc.description}\n\n` : ''}`;
  return `${head}${markdown}\n`;
}

/**
 * The page through the shared remark stage and the Markdown ending (lib/mdx/pipeline.ts): the tree
 * (for the dev server's search records) and the .md export's text, with the
 * title (and description) on top when the page has no h1.
 */
export function compileMarkdown(
  doc: DocRecord,
  version: VersionRecord,
  site: { config: Pick<SiteConfig, 'url' | 'markdown' | 'baseUrl' | 'content' | 'markdownPlugins' | 'admonitionTypes'>; paths: ContentPaths },
  modules?: PageModules,
): { tree: Root; text: string } {
  const { config, paths } = site;
  const rootDir = paths.rootDir;
  const { body, bodyLineOffset } = readPageSource(doc, rootDir);
  const frontFormat = pageFormat(config.markdown?.format, doc.source, doc.frontmatter.mdx?.format);
  assertPageWithinLimits(body, bodyLineOffset, doc.source, contentLimits(config), frontFormat);
  const ctx = {
    source: doc.source,
    rootDir,
    versionDir: version.dir,
    siteComponents: modules?.context,
    pageImports: modules?.imports,
    ...(modules?.sourceText ? { sourceText: modules.sourceText } : {}),
    fileToUrl: versionFileMap(version),
    ...contentBounds(paths, config.content),
    diagramsUrl: diagramsUrl(config),
    siteBase: siteBase(config),
    mount: siteMount(config),
    limits: contentLimits(config),
    ...scopedMarkdown(config, modules?.context.root ?? paths.contentDir, doc.set, doc.source),
  };
  // Broken file links stay as written here; the check has applied the site's policy to them.
  const read = readSourceAs(modules?.sourceText, body, path.join(rootDir, doc.source), frontFormat);
  const parse = ({ text, format }: { text: string; format: PageFormat }) => {
    const processor = unified()
      .use(remarkParse)
      .use(format === 'mdx' ? [remarkMdx] : [])
      .use(sharedRemarkStage(ctx));
    const input = preprocess(text, format);
    tallyParse(input);
    return { processor, parsed: processor.parse(input) as Root };
  };
  // (As the page pass read it: the reader's other reading when the first does not parse, lib/check/page-check.ts.)
  let page: ReturnType<typeof parse>;
  try {
    page = parse(read);
  } catch (err) {
    if (!read.otherwise) throw err;
    page = parse(read.otherwise);
  }
  const tree = page.processor.runSync(page.parsed) as Root;
  return { tree, text: withTitle(doc, markdownOfTree(tree, config.url, modules?.elementMarkdown?.(version.name))) };
}

/**
 * Every page's Markdown (by URL path of the .md file) and llms-full.txt (the stable versions'
 * listed pages). `markdownOf` gives a page's Markdown when the build has it already (made by its
 * page check from the same parse); other pages are compiled here.
 */
export function markdownExports(
  site: { config: SiteConfig; index: ContentIndex; paths: ContentPaths },
  modules?: PageModules,
  markdownOf: (doc: DocRecord) => string | undefined = () => undefined,
): { files: Map<string, string>; llmsFull: string } {
  const { config, index } = site;
  const files = new Map<string, string>();
  const full: string[] = [];
  for (const set of index.sets)
    for (const version of set.versions)
      for (const doc of version.docs) {
        const known = markdownOf(doc);
        const md = known === undefined ? compileMarkdown(doc, version, site, modules).text : withTitle(doc, known);
        files.set(markdownPath(doc.url, siteBase(config)), md);
        if (version.isLast && !doc.unlisted) full.push(`${md}\nSource: ${config.url.replace(/\/$/, '')}${doc.url}\n`);
      }
  return { files, llmsFull: full.join('\n---\n\n') };
}

export function llmsTxt(index: ContentIndex, config: Pick<SiteConfig, 'url' | 'title' | 'tagline' | 'baseUrl'>): string {
  const { title, tagline } = config;
  const base = config.url.replace(/\/$/, '');
  const summary = `${tagline ? `${tagline.replace(/\.?$/, '.')} ` : ''}Each page is also available as Markdown at its URL with ".md" appended.`;
  const out = [`# ${title}`, '', `> ${summary}`, ''];
  const site = siteIndex(index);
  for (const set of site.sets) {
    const stable = site.stableVersion(set)!;
    out.push(`## ${set.id === 'docs' ? 'Overview' : `${set.label} (${stable.label})`}`, '');
    for (const d of stable.docs) {
      if (d.unlisted) continue;
      out.push(`- [${d.title}](${base}${markdownPath(d.url, siteBase(config))})${d.description ? `: ${d.description}` : ''}`);
    }
    const others = set.versions.filter((v) => v !== stable);
    if (others.length) {
      out.push('', `Other versions of ${set.label}: ${others.map((v) => `[${v.label}](${base}${v.path}/)`).join(', ')}`);
    }
    out.push('');
  }
  return out.join('\n');
}
