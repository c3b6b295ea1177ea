/**
 * What the e2e walks visit, read from the built site itself: out/docs/metadata.json is the content
 * index the export was made from (sets, versions, every doc and generated index with its URL).
 */
import fs from 'node:fs';

export interface BuiltPage {
  url: string;
  /** Doc id, or "generated-index:<dir>" for a category page. */
  id: string;
}

export interface BuiltVersion {
  set: string;
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  mainUrl: string;
  pages: BuiltPage[];
}

interface RawVersion {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  mainDocId: string;
  docs: { id: string; url: string }[];
  generatedIndexes?: { url: string; dir: string }[];
}

let cache: BuiltVersion[] | undefined;

export function builtVersions(): BuiltVersion[] {
  if (cache) return cache;
  const index = JSON.parse(fs.readFileSync('out/docs/metadata.json', 'utf8')) as { sets: { id: string; versions: RawVersion[] }[] };
  cache = index.sets.flatMap((set) =>
    set.versions.map((v) => ({
      set: set.id,
      name: v.name,
      label: v.label,
      path: v.path,
      isLast: v.isLast,
      mainUrl: v.docs.find((d) => d.id === v.mainDocId)?.url ?? `${v.path}/`,
      pages: [...v.docs.map((d) => ({ url: d.url, id: d.id })), ...(v.generatedIndexes ?? []).map((g) => ({ url: g.url, id: `generated-index:${g.dir}` }))],
    })),
  );
  return cache;
}

/** Every page of every set's stable version, in a fixed order. */
export function stablePageUrls(): string[] {
  return builtVersions()
    .filter((v) => v.isLast)
    .flatMap((v) => v.pages.map((p) => p.url))
    .sort();
}

/** Splits a list into `n` interleaved parts of nearly equal size (big reference pages spread out). */
export function batches<T>(items: T[], n: number): T[][] {
  const out: T[][] = Array.from({ length: Math.min(n, items.length) }, () => []);
  items.forEach((item, i) => out[i % out.length].push(item));
  return out;
}
