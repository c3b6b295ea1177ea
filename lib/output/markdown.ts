/**
 * Markdown exports of pages (URL + ".md") and the llms.txt / llms-full.txt indexes.
 * Uses the same parsing, partial and link handling as the HTML pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseFrontmatter } from '../content/frontmatter';
import { preprocess } from '../mdx/preprocess';
import { syntaxPlugins } from '../mdx/syntax';
import remarkImports, { type SiteComponentsContext } from '../mdx/remark-imports';
import remarkAdmonitions from '../mdx/remark-admonitions';
import remarkHeadingId from '../mdx/remark-heading-id';
import remarkLinks from '../mdx/remark-links';
import remarkImages from '../mdx/remark-images';
import { contentRoots } from '../content/store';
import { versionFileMap } from '../mdx/options';
import remarkMdxToMarkdown from './remark-mdx-to-markdown';
import { markdownPath } from './markdown-path';

export { markdownPath };
import type { ContentIndex, DocRecord, VersionRecord } from '../content/types';

/** Site paths → absolute URLs, so the Markdown works outside the site. */
function absoluteLinks(siteUrl: string) {
  const base = siteUrl.replace(/\/$/, '');
  return () => (tree: Root) => {
    visit(tree, (node) => {
      if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.url.startsWith('/')) node.url = base + node.url;
    });
  };
}

export function docToMarkdown(doc: DocRecord, version: VersionRecord, siteUrl: string, siteComponents?: SiteComponentsContext, rootDir = process.cwd()): string {
  const raw = fs.readFileSync(path.join(rootDir, doc.source), 'utf8');
  const { body } = parseFrontmatter(raw, doc.source, []);
  const file = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(syntaxPlugins)
    .use(remarkImports, { source: doc.source, rootDir, versionDir: version.dir, siteComponents })
    .use(remarkAdmonitions)
    .use(remarkHeadingId)
    .use(remarkLinks, { source: doc.source, versionDir: version.dir, fileToUrl: versionFileMap(version), onBrokenMarkdownLinks: 'ignore', linkBase: doc.linkBase })
    .use(remarkImages, { source: doc.source, rootDir, contentRoots: contentRoots() })
    .use(remarkMdxToMarkdown)
    .use(absoluteLinks(siteUrl))
    .use(remarkStringify, { bullet: '-', fences: true, rule: '-' });
  const tree = file.runSync(file.parse(preprocess(body)) as Root);
  const markdown = file.stringify(tree as Root).trim();
  const hasTitle = /^# /m.test(markdown.split('\n')[0] ?? '');
  const head = hasTitle ? '' : `# ${doc.title}\n\n${doc.description ? `> ${doc.description}\n\n` : ''}`;
  return `${head}${markdown}\n`;
}


export function llmsTxt(index: ContentIndex, siteUrl: string, title: string, tagline: string): string {
  const base = siteUrl.replace(/\/$/, '');
  const summary = `${tagline ? `${tagline.replace(/\.?$/, '.')} ` : ''}Each page is also available as Markdown at its URL with ".md" appended.`;
  const out = [`# ${title}`, '', `> ${summary}`, ''];
  for (const set of index.sets) {
    const stable = set.versions.find((v) => v.isLast)!;
    out.push(`## ${set.id === 'docs' ? 'Overview' : `${set.label} (${stable.label})`}`, '');
    for (const d of stable.docs) {
      if (d.unlisted) continue;
      out.push(`- [${d.title}](${base}${markdownPath(d.url)})${d.description ? `: ${d.description}` : ''}`);
    }
    const others = set.versions.filter((v) => !v.isLast);
    if (others.length) {
      out.push('', `Other versions of ${set.label}: ${others.map((v) => `[${v.label}](${base}${v.path}/)`).join(', ')}`);
    }
    out.push('');
  }
  return out.join('\n');
}
