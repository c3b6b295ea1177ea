/**
 * What a module extending a content plugin writes into its pages' metadata. Docusaurus' content
 * plugins write each Markdown file's metadata with `createData(docuHash(source) + '.json', metadata)`
 * in contentLoaded, and the file's route module exports that file as its `metadata`. A site module
 * that wraps the plugin (zenstack's blog adding `relatedPosts`) writes the same name again after it;
 * the last write is what the site's components read. The keys it adds or changes are kept, by the
 * page's file, and the engine hands them with the page's own facts (DocsPlugin.pageFacts).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The file, in the imported folder, of the facts by page file (absolute path) → keys added to its metadata. */
export const PAGE_FACTS_FILE = 'plugin-page-facts.json';

export type PageFacts = Record<string, Record<string, unknown>>;

type Obj = Record<string, unknown>;

const asObject = (data: unknown): Obj | undefined => {
  try {
    const value: unknown = typeof data === 'string' ? JSON.parse(data) : JSON.parse(JSON.stringify(data));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * From each data name written more than once (`writes`: name → every data given, in order): where the
 * first is a content plugin's metadata of a site file (`source: '@site/…'`), the keys the last adds or
 * changes, by that file's absolute path under `siteDir`.
 */
export function metadataFacts(writes: ReadonlyMap<string, readonly unknown[]>, siteDir: string): PageFacts {
  const facts: PageFacts = {};
  for (const given of writes.values()) {
    if (given.length < 2) continue;
    const [first, last] = [asObject(given[0]), asObject(given[given.length - 1])];
    if (!first || !last || typeof first.source !== 'string' || !first.source.startsWith('@site/')) continue;
    const changed = Object.entries(last).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(first[key]));
    if (changed.length) facts[path.join(siteDir, first.source.slice('@site/'.length))] = Object.fromEntries(changed);
  }
  return facts;
}

/** The facts the import wrote for `contentDir`'s pages (none where no plugin wrote any). */
export function readPageFacts(contentDir: string): ReadonlyMap<string, Obj> {
  const file = path.join(contentDir, PAGE_FACTS_FILE);
  if (!fs.existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as PageFacts));
}
