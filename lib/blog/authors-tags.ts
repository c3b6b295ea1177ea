/**
 * authors.yml and tags.yml, and a post's `authors` and `tags` frontmatter resolved against them,
 * by Docusaurus 3's rules: authors by key, inline, or both (an inline object with a key overrides
 * the map's fields); the legacy `author_*` keys; tags by tags.yml key (label, permalink,
 * description) or inline (a label whose permalink is its kebab-case).
 */
import fs from 'node:fs';
import path from 'node:path';
import { kebabCase, capitalize } from 'lodash-es';
import { readDataFile } from '../source/data-file';
import type { Problem } from '../errors';
import type { BlogAuthor, BlogTag } from './types';
import { authorSocials, type AuthorSocial } from './author-socials';
import { encodeUrlPath } from '../source/paths';
import { isObj } from '../config/is-obj';

/** Docusaurus' normalizeUrl for path parts: joined by "/", with one slash between parts. */
export const joinUrl = (...parts: string[]): string => `/${parts.join('/')}`.replace(/\/+/g, '/');

/**
 * The URL of a tag's or an author's page, percent-encoded as every page URL of the engine is
 * (lib/source/paths.ts encodeUrlPath): kebabCase keeps a label's non-ASCII letters (`开源之夏`),
 * which Docusaurus writes as the page's folder name, as the export does with the decoded URL.
 */
const pageUrl = (...parts: string[]): string => `${encodeUrlPath(joinUrl(...parts))}/`;

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** An image path of the site ("/img/a.png") gets the base URL, as Docusaurus' normalizeImageUrl does. */
const imageUrl = (url: string | undefined, baseUrl: string) => (url?.startsWith('/') ? joinUrl(baseUrl, url) : url);

/** `{ socials }` when the author has any; a refused value is a problem of the file (or, with `at`, of the post). */
function socialsOf(raw: unknown, who: string, file: string, problems: Problem[], at?: (key: string) => Problem): { socials?: AuthorSocial[] } {
  try {
    const socials = authorSocials(raw);
    return socials.length ? { socials } : {};
  } catch (err) {
    if (at) throw { ...at('authors'), message: `${who}: ${(err as Error).message}` };
    problems.push({ file, message: `${who}: ${(err as Error).message}` });
    return {};
  }
}

/** The authors map (authors.yml's parsed value) with each author's page URL; problems name the file. */
export function readAuthorsMap(value: unknown, file: string, authorsUrl: string, baseUrl: string, problems: Problem[]): Record<string, BlogAuthor> {
  if (value === undefined || value === null) return {};
  if (!isObj(value)) {
    problems.push({ file, message: 'the authors map must map each author key to { name, title, url, image_url, page }' });
    return {};
  }
  const out: Record<string, BlogAuthor> = {};
  const pages = new Map<string, string>();
  for (const [key, raw] of Object.entries(value)) {
    if (!isObj(raw) || (raw.name === undefined && raw.image_url === undefined && raw.imageURL === undefined)) {
      problems.push({ file, message: `author "${key}" needs at least a "name" or an "image_url"` });
      continue;
    }
    const page = raw.page === true ? kebabCase(key) : isObj(raw.page) && typeof raw.page.permalink === 'string' ? raw.page.permalink : undefined;
    const author: BlogAuthor = {
      key,
      name: str(raw.name),
      title: str(raw.title),
      url: str(raw.url),
      imageURL: imageUrl(str(raw.image_url) ?? str(raw.imageURL), baseUrl),
      email: str(raw.email),
      description: str(raw.description),
      ...(page === undefined ? {} : { page: pageUrl(authorsUrl, page) }),
      ...socialsOf(raw.socials, `author "${key}"`, file, problems),
    };
    if (author.page) {
      const other = pages.get(author.page);
      if (other) problems.push({ file, message: `authors "${other}" and "${key}" have the same page ${author.page} — give one a "page: { permalink: … }"` });
      pages.set(author.page, key);
    }
    out[key] = author;
  }
  return out;
}

/** A post's authors: `authors` (keys, objects or both) or the legacy `author`, `author_title`, … keys. */
export function postAuthors(fm: Record<string, unknown>, map: Record<string, BlogAuthor>, baseUrl: string, at: (key: string) => Problem): BlogAuthor[] {
  const legacy: BlogAuthor = {
    name: str(fm.author),
    title: str(fm.author_title) ?? str(fm.authorTitle),
    url: str(fm.author_url) ?? str(fm.authorURL),
    imageURL: imageUrl(str(fm.author_image_url) ?? str(fm.authorImageURL), baseUrl),
  };
  const hasLegacy = Object.values(legacy).some((v) => v !== undefined);
  const raw = fm.authors;
  if (hasLegacy && raw !== undefined)
    throw { ...at('authors'), message: 'use "authors" alone: it cannot be mixed with "author", "author_title", "author_url" or "author_image_url"' };
  if (hasLegacy) return [legacy];
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((item) => {
    const inline = typeof item === 'string' ? { key: item } : isObj(item) ? item : undefined;
    if (!inline) throw { ...at('authors'), message: `an author must be a key of the authors map or an object with a name (got ${JSON.stringify(item)})` };
    const key = str(inline.key);
    let base: BlogAuthor = {};
    if (key !== undefined) {
      const found = map[key];
      if (!found) {
        const known = Object.keys(map);
        throw {
          ...at('authors'),
          message: `author "${key}" is not in the authors map — ${known.length ? `use one of ${known.join(', ')}` : 'add it to authors.yml (none is loaded)'}, or write the author inline ({ name, title, url, image_url })`,
        };
      }
      base = found;
    }
    return {
      ...base,
      ...Object.fromEntries(
        Object.entries({
          name: str(inline.name),
          title: str(inline.title),
          url: str(inline.url),
          email: str(inline.email),
          imageURL: imageUrl(str(inline.image_url) ?? str(inline.imageURL), baseUrl),
          socials: inline.socials === undefined ? undefined : socialsOf(inline.socials, 'this author', '', [], at).socials,
        }).filter(([, v]) => v !== undefined),
      ),
    };
  });
}

export interface TagsFileEntry {
  label: string;
  permalink: string;
  description?: string;
}

/** tags.yml: key → { label (default: the key capitalised), permalink (default: /kebab-key), description }. */
export function readTagsFile(value: unknown, file: string, problems: Problem[]): Record<string, TagsFileEntry> {
  if (value === undefined || value === null) return {};
  if (!isObj(value)) {
    problems.push({ file, message: 'the tags file must map each tag key to { label, permalink, description } (or nothing)' });
    return {};
  }
  const out: Record<string, TagsFileEntry> = {};
  const seen = new Map<string, string>();
  for (const [key, raw] of Object.entries(value)) {
    if (raw !== null && !isObj(raw)) {
      problems.push({ file, message: `tag "${key}" must be { label, permalink, description } or empty` });
      continue;
    }
    const entry = { label: str(raw?.label) || capitalize(key), permalink: str(raw?.permalink) || `/${kebabCase(key)}`, description: str(raw?.description) };
    const other = seen.get(entry.permalink);
    if (other) problems.push({ file, message: `tags "${other}" and "${key}" have the same permalink ${entry.permalink} — give one another "permalink"` });
    seen.set(entry.permalink, key);
    out[key] = entry;
  }
  return out;
}

/**
 * The tags file `name` of the first of `dirs` that holds it (a locale's translations before the
 * content's own), read; undefined where none does. `missing`: what to say, at its place in the last
 * of `dirs`, when one the config names is not there (the default file may be absent).
 */
export function readTagsFileIn(
  dirs: readonly string[],
  name: string,
  rootDir: string,
  problems: Problem[],
  missing?: string,
): Record<string, TagsFileEntry> | undefined {
  const named = (abs: string) => path.relative(rootDir, abs).split(path.sep).join('/');
  const abs = dirs.map((dir) => path.join(dir, name)).find((f) => fs.existsSync(f));
  if (!abs) {
    if (missing) problems.push({ file: named(path.join(dirs[dirs.length - 1], name)), message: missing });
    return undefined;
  }
  return readTagsFile(readDataFile(abs, named(abs), problems) ?? {}, named(abs), problems);
}

/**
 * An item's tags that its tags file (`fileName`) does not name, as a problem at the item's `file`;
 * undefined where it names them all (Docusaurus' reportInlineTags, for docs and posts alike).
 */
export function inlineTagsProblem(tags: readonly BlogTag[], file: string, fileName: string): Problem | undefined {
  const inline = [...new Set(tags.filter((t) => !t.known).map((t) => t.label))];
  return inline.length ? { file, message: `tags [${inline.join(', ')}] are not defined in ${fileName} — add them to it, or use tags it defines` } : undefined;
}

/** A post's tags: tags.yml keys, or inline labels / { label, permalink } objects. */
export function postTags(raw: unknown, tagsFile: Record<string, TagsFileEntry>, tagsUrl: string): BlogTag[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((tag) => {
    if (typeof tag === 'string' && tagsFile[tag]) {
      const t = tagsFile[tag];
      return { label: t.label, url: pageUrl(tagsUrl, t.permalink), description: t.description, known: true };
    }
    const inline = typeof tag === 'string' ? { label: tag, permalink: kebabCase(tag) } : (tag as { label: string; permalink?: string; description?: string });
    return {
      label: inline.label,
      url: pageUrl(tagsUrl, inline.permalink ?? kebabCase(inline.label)),
      ...(inline.description ? { description: inline.description } : {}),
      known: false,
    };
  });
}
