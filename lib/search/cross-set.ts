/**
 * Search across doc sets: the dialog searches the reader's own set and version, and with it the
 * stable version of every other set (a Platform page about Karpenter answers "karpenter" typed on
 * a vCluster page). One request per other set, so each comes back with its own heading, the
 * Algolia backend filters it by that set's docusaurus_tag, and the local one downloads only that
 * scope's shards for the query's words. This module decides which sets those are and in which
 * order the dialog shows them; the dialog and the relevance evaluator (scripts/bench/search-relevance.ts)
 * both use it, so the evaluator scores exactly the list a reader sees.
 */
import { groupResults, hitsInOrder, type ResultGroup } from './result-groups';
import { parseQuery, termMatches, type QueryTerm } from './local-engine';
import { indexable, words } from './tokens';
import type { SearchHit } from './types';

/** Another set's stable version, as the dialog searches it: "platform-4.3.0", "vCluster Platform". */
export interface OtherSet {
  scope: string;
  /** The set's name, for the heading ("In vCluster Platform"). */
  label: string;
}

/** A set as the site lists it: its id, name and stable version. */
export interface SetSummary {
  id: string;
  label: string;
  stableVersion: string;
}

/** Pages shown per other set: the best few, so the reader's own set keeps the dialog. */
export const OTHER_SET_PAGES = 3;

/** Parameters of an other set's request (one hit per page: its best section, as the search page). */
export const OTHER_SET_PARAMS = { hitsPerPage: OTHER_SET_PAGES, distinct: true } as const;

/** The sets of a scope ("vcluster-0.27.0", or several joined with "+"; the blog's and pages' scope is its own). */
export function setsOfScope(scope: string): string[] {
  return scope.split('+').map((s) => (s.includes('-') ? s.slice(0, s.indexOf('-')) : s));
}

/** Every set the current scope does not search, at its stable version, in the site's order. */
export function otherSets(sets: SetSummary[], currentScope: string): OtherSet[] {
  const searched = new Set(setsOfScope(currentScope));
  return sets.filter((s) => !searched.has(s.id)).map((s) => ({ scope: `${s.id}-${s.stableVersion}`, label: s.label }));
}

/** What one set answered for the query. */
export interface SetAnswer {
  scope: string;
  label: string;
  hits: SearchHit[];
  /** No page of the set holds every word: the hits are for some of them (local backend). */
  partial: boolean;
}

/** One set's block of the dialog: its groups of pages, in order. */
export interface SetSection {
  scope: string;
  label: string;
  current: boolean;
  groups: ResultGroup[];
}

/** Whether every word of the query is in `text` (a title or heading), as typed, by stem or as a prefix being typed. */
export function holdsEvery(terms: QueryTerm[], text: string | null | undefined): boolean {
  if (!terms.length || !text) return false;
  const ws = words(text).filter(indexable);
  return terms.every((t) => ws.some((w) => termMatches(t, w)));
}

/**
 * How well a set answers the query: 0 nothing; 1 some words only (no page holds them all); 2 pages
 * holding every word; 3 a page about it: every word in a hit's title (for the reader's own set, a
 * section heading will do too, so its set keeps the lead whenever it covers the topic).
 */
export function answerStrength(answer: SetAnswer, terms: QueryTerm[], own: boolean): number {
  if (!answer.hits.length) return 0;
  if (answer.partial) return 1;
  return answer.hits.some((h) => holdsEvery(terms, h.hierarchy.lvl1) || (own && holdsEvery(terms, h.hierarchy.lvl2))) ? 3 : 2;
}

/**
 * The dialog's blocks, in order: the reader's own set first, then the other sets, best answer
 * first. An other set goes ahead of the reader's own only when it answers clearly better: it has
 * a page titled with every word of the query while no title or heading of the reader's set holds
 * them ("vcluster connect" typed on a Platform page, "saml" on a vCluster page that mentions SAML
 * once), or it has pages holding every word while the reader's set holds only some ("sso okta" on
 * a vCluster page: that set knows no Okta).
 */
export function arrangeSets(query: string, current: SetAnswer, others: SetAnswer[]): SetSection[] {
  const terms = parseQuery(query);
  const own = answerStrength(current, terms, true);
  const strength = new Map(others.map((a) => [a, answerStrength(a, terms, false)]));
  const ranked = others.filter((a) => strength.get(a)! > 0).sort((a, b) => strength.get(b)! - strength.get(a)!);
  const section = (a: SetAnswer, isCurrent: boolean): SetSection => ({
    scope: a.scope,
    label: a.label,
    current: isCurrent,
    groups: isCurrent ? groupResults(a.hits) : [{ title: `In ${a.label}`, pages: groupResults(a.hits).flatMap((g) => g.pages) }],
  });
  return [
    ...ranked.filter((a) => strength.get(a)! > own).map((a) => section(a, false)),
    ...(own > 0 ? [section(current, true)] : []),
    ...ranked.filter((a) => strength.get(a)! <= own).map((a) => section(a, false)),
  ];
}

/** The hits in the order the dialog shows them (arrow keys go through them in this order). */
export function sectionHits(sections: SetSection[]): SearchHit[] {
  return sections.flatMap((s) => hitsInOrder(s.groups));
}

/** Page URLs in the order the dialog shows them (each page once), for relevance figures. */
export function pageOrder(sections: SetSection[]): string[] {
  return [...new Set(sectionHits(sections).map((h) => h.url.split('#')[0]))];
}
