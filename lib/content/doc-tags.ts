/**
 * The tag pages of a docs version, by Docusaurus' rules (plugin-content-docs routes.ts
 * buildVersionTagsRoutes): a doc's `tags` front matter (labels, or { label, permalink }) gives each
 * tag a page at `<version path>/tags/<permalink>` (kebab-case of the label by default), listing the
 * docs that are not unlisted; a tag whose docs are all unlisted keeps its page but is left off the
 * list at `<version path>/tags`, which exists when the version has any other tag.
 */
import { postTags } from '../blog/authors-tags';
import type { DocRecord, VersionRecord } from './types';

export interface DocTag {
  label: string;
  /** Its page's URL, with the trailing slash. */
  url: string;
  description?: string;
  /** The docs it lists (not unlisted, not drafts), in the version's order. */
  docs: DocRecord[];
  /** Every doc with the tag is unlisted: the tags list leaves it out. */
  unlisted: boolean;
}

export interface VersionTags {
  /** The tags list page, when the version has a listed tag. */
  listUrl?: string;
  tags: DocTag[];
}

const cache = new WeakMap<VersionRecord, VersionTags>();

export function versionTags(version: VersionRecord, tagsBasePath = 'tags'): VersionTags {
  const hit = cache.get(version);
  if (hit) return hit;
  const tagsUrl = `${version.path}/${tagsBasePath}`;
  const byUrl = new Map<string, DocTag & { all: DocRecord[] }>();
  for (const doc of version.docs) {
    if (doc.draft) continue;
    for (const tag of postTags(doc.frontmatter.tags, {}, tagsUrl)) {
      const entry = byUrl.get(tag.url) ?? { label: tag.label, url: tag.url, description: tag.description, docs: [], all: [], unlisted: false };
      entry.all.push(doc);
      if (!doc.unlisted) entry.docs.push(doc);
      byUrl.set(tag.url, entry);
    }
  }
  const tags = [...byUrl.values()].map(({ all, ...t }) => ({ ...t, unlisted: t.docs.length === 0 && all.length > 0 }));
  const result: VersionTags = { tags, ...(tags.some((t) => !t.unlisted) ? { listUrl: `${tagsUrl}/` } : {}) };
  cache.set(version, result);
  return result;
}

