/**
 * The tag pages of a docs version, by Docusaurus' rules (plugin-content-docs routes.ts
 * buildVersionTagsRoutes): a doc's `tags` front matter (labels, or { label, permalink }) gives each
 * tag a page at `<version path>/tags/<permalink>` (kebab-case of the label by default), listing the
 * docs that are not unlisted; a tag whose docs are all unlisted keeps its page but is left off the
 * list at `<version path>/tags`, which exists when the version has any other tag.
 */
import { inlineTagsProblem, postTags, readTagsFileIn, type TagsFileEntry } from '../blog/authors-tags';
import { routeBySeverity } from '../config/link-policy';
import type { Problem } from '../errors';
import type { DocSetConfig } from '../config/site-config';
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

/** The file a version's tags are named in when the set names none (Docusaurus' DefaultTagsFileName). */
const DEFAULT_TAGS_FILE = 'tags.yml';

/** Where a version's tag pages are (its set's tagsBasePath, "tags" by default, as plugin-content-docs'). */
const tagsUrlOf = (version: Pick<VersionRecord, 'path' | 'tagsPath'>) => version.tagsPath ?? `${version.path}/tags`;

/** A doc's tags, each with its page's URL (listed under the doc, and grouped into pages below); a tags file's key as the file names it. */
export function docTags(doc: Pick<DocRecord, 'frontmatter'>, version: Pick<VersionRecord, 'path' | 'tagsPath' | 'tagsFile'>): BlogTag[] {
  return postTags(doc.frontmatter.tags, version.tagsFile ?? {}, tagsUrlOf(version));
}

/**
 * A version's tags file (plugin-content-docs reads one per version: utils-validation getTagsFile), from
 * `dirs`, the first that has it (a locale's translations, then the version's folder): undefined where
 * it has none. One the set names must exist.
 */
export function readVersionTagsFile(set: Pick<DocSetConfig, 'tags'>, dirs: readonly string[], rootDir: string, problems: Problem[]): Record<string, TagsFileEntry> | undefined {
  if (set.tags === false) return undefined;
  const missing = set.tags === undefined ? undefined : 'the tags file the set names ("tags") is missing — create it, or set "tags" to false';
  return readTagsFileIn(dirs, set.tags ?? DEFAULT_TAGS_FILE, rootDir, problems, missing);
}

/**
 * A doc's tags that its version's tags file does not name, reported as the set's onInlineTags says
 * (plugin-content-docs' reportInlineTags: only where the version has a tags file).
 */
export function reportInlineTags(
  doc: Pick<DocRecord, 'frontmatter' | 'source'>,
  version: Pick<VersionRecord, 'path' | 'tagsPath' | 'tagsFile'>,
  set: Pick<DocSetConfig, 'tags' | 'onInlineTags'>,
  out: { problems: Problem[]; warnings: Problem[] },
): void {
  const problem = version.tagsFile && inlineTagsProblem(docTags(doc, version), doc.source, set.tags || DEFAULT_TAGS_FILE);
  if (problem) routeBySeverity(set.onInlineTags ?? 'warn', problem, { errors: out.problems, warnings: out.warnings });
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

