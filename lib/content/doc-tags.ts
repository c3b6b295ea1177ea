/**
 * The tag pages of a docs version, by Docusaurus' rules (plugin-content-docs routes.ts
 * buildVersionTagsRoutes): a doc's `tags` front matter (labels, or { label, permalink }) gives each
 * tag a page at `<version path>/tags/<permalink>` (kebab-case of the label by default), listing the
 * docs that are not unlisted; a tag whose docs are all unlisted keeps its page but is left off the
 * list at `<version path>/tags`, which exists when the version has any other tag.
 */
import { postTags } from '../blog/authors-tags';
import type { BlogTag } from '../blog/types';
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

/** Where a version's tag pages are (its set's tagsBasePath, "tags" by default, as plugin-content-docs'). */
const tagsUrlOf = (version: Pick<VersionRecord, 'path' | 'tagsPath'>) => version.tagsPath ?? `${version.path}/tags`;

/** A doc's tags, each with its page's URL (listed under the doc, and grouped into pages below). */
export function docTags(doc: Pick<DocRecord, 'frontmatter'>, version: Pick<VersionRecord, 'path' | 'tagsPath'>): BlogTag[] {
  return postTags(doc.frontmatter.tags, {}, tagsUrlOf(version));
}

export function versionTags(version: VersionRecord): VersionTags {
  const hit = cache.get(version);
  if (hit) return hit;
  const byUrl = new Map<string, DocTag & { all: DocRecord[] }>();
  for (const doc of version.docs) {
    if (doc.draft) continue;
    for (const tag of docTags(doc, version)) {
      const entry = byUrl.get(tag.url) ?? { label: tag.label, url: tag.url, description: tag.description, docs: [], all: [], unlisted: false };
      entry.all.push(doc);
      if (!doc.unlisted) entry.docs.push(doc);
      byUrl.set(tag.url, entry);
    }
  }
  const tags = [...byUrl.values()].map(({ all, ...t }) => ({ ...t, unlisted: t.docs.length === 0 && all.length > 0 }));
  const result: VersionTags = { tags, ...(tags.some((t) => !t.unlisted) ? { listUrl: `${tagsUrlOf(version)}/` } : {}) };
  cache.set(version, result);
  return result;
}

