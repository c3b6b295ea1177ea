/**
 * The admonition types the site's docs, blog and pages plugins add (their `admonitions: { keywords }`
 * option, which mdx-loader's admonitions plugin reads beside its defaults), written beside the content
 * for the pages' stage (../admonition-keywords.ts). One list for the site: a keyword one plugin adds
 * makes an admonition on every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isObj } from '../../../lib/api/guards';
import { ADMONITION_KEYWORDS_FILE } from '../admonition-keywords';
import { optionSources } from './markdown-plugins';

/** mdx-loader's own keywords (remark/admonitions DefaultAdmonitionOptions): the engine makes these already. */
const DEFAULT_KEYWORDS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

/** The keywords the config's content plugins add to mdx-loader's. */
export function admonitionKeywordsOf(raw: Record<string, unknown> | undefined): string[] {
  if (!raw) return [];
  const added = optionSources(raw).flatMap(({ options }) => {
    const keywords = isObj(options.admonitions) ? options.admonitions.keywords : undefined;
    return Array.isArray(keywords) ? keywords.filter((k): k is string => typeof k === 'string' && !DEFAULT_KEYWORDS.includes(k)) : [];
  });
  return [...new Set(added)];
}

/** Writes the file where the site adds keywords, and removes an earlier import's where it adds none. */
export function writeAdmonitionKeywords(to: string, keywords: string[]): void {
  const file = path.join(to, ADMONITION_KEYWORDS_FILE);
  if (keywords.length) fs.writeFileSync(file, `${JSON.stringify(keywords)}\n`);
  else fs.rmSync(file, { force: true });
}
