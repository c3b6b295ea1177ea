/**
 * Which heading levels a page's table of contents lists: the page's frontmatter
 * (toc_min/max_heading_level), else the site's `tableOfContents`, else h2–h4.
 */
import type { Frontmatter } from '../source/frontmatter';

/** The site config's `tableOfContents` (lib/config/site-config.ts imports it from here: no cycle). */
export interface TableOfContents {
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

export const DEFAULT_TOC_LEVELS = { minHeadingLevel: 2, maxHeadingLevel: 4 } as const;

export function tocLevels(fm: Pick<Frontmatter, 'toc_min_heading_level' | 'toc_max_heading_level'>, cfg: { tableOfContents?: TableOfContents }) {
  const site = { ...DEFAULT_TOC_LEVELS, ...cfg.tableOfContents };
  return { tocMin: fm.toc_min_heading_level ?? site.minHeadingLevel, tocMax: fm.toc_max_heading_level ?? site.maxHeadingLevel };
}

/** Problems with "tableOfContents": levels 2–6, the minimum not above the maximum (Docusaurus' rule). */
export function tableOfContentsProblems(toc: unknown): string[] {
  if (toc === undefined) return [];
  if (typeof toc !== 'object' || toc === null || Array.isArray(toc))
    return [`"tableOfContents" must be an object with minHeadingLevel and maxHeadingLevel (got ${JSON.stringify(toc)})`];
  const out: string[] = [];
  const levels = { ...DEFAULT_TOC_LEVELS } as Record<string, number>;
  for (const [key, value] of Object.entries(toc)) {
    if (!(key in DEFAULT_TOC_LEVELS)) out.push(`"tableOfContents.${key}" is not a setting — use minHeadingLevel or maxHeadingLevel`);
    else if (!Number.isInteger(value) || (value as number) < 2 || (value as number) > 6)
      out.push(`"tableOfContents.${key}" must be a whole number from 2 to 6 (got ${JSON.stringify(value)})`);
    else levels[key] = value as number;
  }
  if (!out.length && levels.minHeadingLevel > levels.maxHeadingLevel)
    out.push(`"tableOfContents.minHeadingLevel" (${levels.minHeadingLevel}) is above maxHeadingLevel (${levels.maxHeadingLevel})`);
  return out;
}
