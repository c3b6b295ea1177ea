/**
 * Which directive names make admonitions, by the pages' scope (site.config.json `admonitionTypes`):
 * a site may add its own types (`:::release`), keep fewer, or have none in one doc set, the blog or
 * the pages. The first entry that applies to a page's scope decides; without one, the engine's types
 * (lib/shared/admonition-types.ts). A name that is not a type stays a directive and goes back to the
 * author's text (lib/mdx/remark-unused-directives.ts).
 */
import { ADMONITION_TYPES } from '../shared/admonition-types';
import { appliesToScope } from './markdown-plugins';

export interface AdmonitionTypesEntry {
  /** The directive names that make admonitions on these pages; [] for none. */
  types: string[];
  /** The pages it decides for: doc sets by id, 'blog' (or 'blog:<id>'), 'pages'; every page when absent. */
  appliesTo?: string[];
}

/** The admonition types of a page of `scope`. */
export function admonitionTypesFor(entries: readonly AdmonitionTypesEntry[] | undefined, scope: string | undefined): readonly string[] {
  return entries?.find((e) => appliesToScope(e.appliesTo, scope))?.types ?? ADMONITION_TYPES;
}

/** site.config.json's `admonitionTypes`: what is wrong with it. */
export function admonitionTypesProblems(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return ['"admonitionTypes" must be a list of { types, appliesTo? }'];
  return value.flatMap((e, i) => {
    const at = `"admonitionTypes[${i}]"`;
    if (!e || typeof e !== 'object') return [`${at} must be an object`];
    const { types, appliesTo } = e as Record<string, unknown>;
    const names = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string' && s);
    return [
      ...(names(types) ? [] : [`${at}.types must be a list of directive names (an empty list for none)`]),
      ...(appliesTo === undefined || names(appliesTo) ? [] : [`${at}.appliesTo must be a list of names`]),
    ];
  });
}
