/**
 * After the export: puts each prerendered article (scripts/lib/prerender-articles.ts) into its
 * page's empty article slot, or, for a page an incremental build took over unchanged around a
 * changed article, swaps the old article for the new one.
 */
import fs from 'node:fs';
import { pageHtmlFile, writeOutputFile } from './output-file';

const SLOT_START = '<div class="article-body" data-slot="article">';
const SLOT_END = '</div></article>';

/** The page with `article` in place of `current` (what its slot holds now: '' for a fresh export). */
export function withArticle(html: string, current: string, article: string): string | undefined {
  const start = html.indexOf(SLOT_START);
  if (start < 0) return undefined;
  const from = start + SLOT_START.length;
  if (!html.startsWith(current + SLOT_END, from)) return undefined;
  return html.slice(0, from) + article + html.slice(from + current.length);
}

/**
 * Writes each page's article into out/. `current(url)` is what the page's slot holds now (undefined:
 * not known any more). Returns the pages whose slot was not as expected (the build fails on them:
 * it is an engine error).
 */
export function insertArticles(out: string, articles: Map<string, string>, current: (url: string) => string | undefined): string[] {
  const wrong: string[] = [];
  for (const [url, article] of articles) {
    const file = pageHtmlFile(out, url);
    if (!fs.existsSync(file)) {
      wrong.push(`${url} (not exported)`);
      continue;
    }
    const html = fs.readFileSync(file, 'utf8');
    const held = current(url);
    const next = held === undefined ? undefined : withArticle(html, held, article);
    if (next === undefined) wrong.push(url);
    else writeOutputFile(file, next);
  }
  return wrong;
}
