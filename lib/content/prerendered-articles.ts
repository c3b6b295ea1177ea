/**
 * Articles rendered before Next by the build's page pass (lib/check/page-jobs.ts, components/mdx/render-tree.tsx): for each such page,
 * what the page around the article needs (its TOC, whether it has its own h1). Next renders those
 * pages with an empty article slot, and the build inserts the article's HTML after the export, so
 * the article is rendered once, cached by its content, and an edit to it needs no Next render.
 * Read from the file the build context names; without a build every page renders its MDX.
 */
import fs from 'node:fs';
import type { TocEntry } from '../mdx/rehype-toc';
import { buildOf, type LoadedSite } from './store';

export interface ArticleShellData {
  toc: TocEntry[];
  hasTitle: boolean;
  /** An article that hydrates: its MDX compiled by the page pass, which Next runs instead of compiling it again. */
  code?: string;
  /** A blog post's excerpt HTML, which the blog's list pages show. */
  excerpt?: string;
}

let loaded: { file: string; articles: Record<string, ArticleShellData> } | undefined;

/** The article the build's page pass rendered for `url`, if the site renders for a build. */
export function prerenderedArticle(site: LoadedSite, url: string): ArticleShellData | undefined {
  const file = buildOf(site)?.articlesFile;
  if (!file) return undefined;
  if (loaded?.file !== file) loaded = { file, articles: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ArticleShellData> };
  return loaded.articles[url];
}
