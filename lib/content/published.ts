/** What a build publishes as pages of their own: no drafts, no unlisted pages. */
import type { DocRecord, VersionRecord } from './types';

export function isPublished(doc: Pick<DocRecord, 'draft' | 'unlisted'>): boolean {
  return !doc.draft && !doc.unlisted;
}

/** A version's published page URLs: its listed docs, then its generated category indexes. */
export function publishedUrlsOf(version: Pick<VersionRecord, 'docs' | 'generatedIndexes'>): string[] {
  return [...version.docs.filter(isPublished).map((d) => d.url), ...version.generatedIndexes.map((g) => g.url)];
}
