/**
 * A Docusaurus site's docs and blogs read where they lie (`pagewright build` and `start`): the import
 * writes no copy of a page or post, only what the page pass needs to read one as the copy read (this
 * file's `Reading`, in the content folder), and the page pass reads each page, post and partial of
 * those folders through `readerOf`, in memory, as the import's copy step rewrote it (../importer/transform-mdx.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformMdx } from '../importer/transform-mdx';
import { sitePartialContext, type TransformContext } from '../importer/transform-context';
import { READING_FILE } from './reading-file';
import type { SourceRead } from '../../../lib/api/mdx';
import { mdx1ContentReader } from '../importer/page-parse';
import { asCommonMark, frontAndContent } from '../importer/mdx1';

/** One docs version of the site: its folder, and the content folder's folder for it (where files outside the docs go). */
export interface ReadVersion {
  src: string;
  out: string;
}

export interface Reading {
  siteRoot: string;
  baseUrl: string;
  /** The config's static directories, absolute, in order. */
  staticDirs: string[];
  /** Each docs instance's versions, in the order the config lists them. */
  instances: ReadVersion[][];
  /** Each blog's folder (one for two blogs that read one), and its place in the content folder. */
  blogs?: ReadVersion[];
  /** Each locale's translations of a docs version that the site holds, and the version's place in the content folder. */
  translations?: ReadVersion[];
  /** The pages plugin's folder (src/pages), read where it lies as the docs are, and its place in the content folder; `files`: its pages the import found (relative, `/`), for the live preview to tell a page added. */
  pages?: ReadVersion & { files?: string[] };
  /** Files a plugin writes at build time, which pages import (the plugin's name): stand-ins of the import's. */
  generated: Record<string, string>;
  /** A Docusaurus 2 site: its pages are read as MDX 1 read them (../importer/page-parse.ts mdx1ContentReader). */
  mdx1?: true;
}

/** Writes the reading into the content folder, each `out` relative to it (the tool imports into a staging folder, then moves what changed). */
export function writeReading(contentDir: string, reading: Reading): void {
  const relative = (v: ReadVersion) => ({ src: v.src, out: path.relative(contentDir, v.out) });
  const instances = reading.instances.map((versions) => versions.map(relative));
  const written = {
    ...reading,
    instances,
    blogs: reading.blogs?.map(relative),
    translations: reading.translations?.map(relative),
    pages: reading.pages && { ...reading.pages, ...relative(reading.pages) },
  };
  fs.writeFileSync(path.join(contentDir, READING_FILE), JSON.stringify(written, null, 2) + '\n');
}

export function readingOf(contentDir: string): Reading | undefined {
  const file = path.join(contentDir, READING_FILE);
  if (!fs.existsSync(file)) return undefined;
  const reading = JSON.parse(fs.readFileSync(file, 'utf8')) as Reading;
  const absolute = (v: ReadVersion) => ({ src: v.src, out: path.resolve(contentDir, v.out) });
  return {
    ...reading,
    instances: reading.instances.map((versions) => versions.map(absolute)),
    blogs: reading.blogs?.map(absolute),
    translations: reading.translations?.map(absolute),
    pages: reading.pages && { ...reading.pages, ...absolute(reading.pages) },
  };
}

/** The folders read in place: each docs instance's versions, and each blog's folder, translations folder and the pages' folder as an instance of one version. */
const readInstances = (reading: Reading): ReadVersion[][] => [
  ...reading.instances,
  ...[...(reading.blogs ?? []), ...(reading.translations ?? []), ...(reading.pages ? [reading.pages] : [])].map((b) => [b]),
];

/** The docs and blog folders the site's pages are read from. */
export const readRoots = (reading: Reading): string[] =>
  readInstances(reading)
    .flat()
    .map((v) => v.src);

/**
 * Where a Markdown partial outside the folders read in place has the files it names copied (those only
 * a copy gives a URL): under the first docs version's place in the content folder, as a page's are.
 */
const partialsOutOf = (reading: Reading): string | undefined => readInstances(reading)[0]?.[0]?.out;

/**
 * The transform of a file read in place (`write`: whether files outside the docs folders are copied, as the import does).
 * A Markdown file outside those folders (a partial such as the site's CONTRIBUTING.md) is read where it lies too, as a
 * partial: addressed from the site, as Docusaurus' loader reads it, with no version of its own.
 */
export function inPlaceContext(reading: Reading, file: string, write: boolean): TransformContext | undefined {
  const within = (v: ReadVersion) => file.startsWith(v.src + path.sep);
  const instance = readInstances(reading).find((versions) => versions.some(within));
  const version = instance?.filter(within).sort((a, b) => b.src.length - a.src.length)[0];
  const partialsOut = partialsOutOf(reading);
  const inPlace = { roots: readRoots(reading), write, ...(partialsOut ? { partialsOut } : {}) };
  const site = {
    siteRoot: reading.siteRoot,
    baseUrl: reading.baseUrl,
    staticDirs: reading.staticDirs,
    file,
    outFile: file,
    pluginOutput: (f: string) => reading.generated[f],
  };
  if (!instance || !version) return sitePartialContext({ ...site, inPlace }, file);
  const versionDirs = instance.map((v) => ({ src: v.src, out: v.src }));
  return { ...site, outVersionDir: version.out, srcVersionDir: version.src, versionDirs, inPlace };
}

/** A page's text as the page pass reads it: a Docusaurus 2 page may be read as CommonMark (SourceReader). */
type Read = string | SourceRead;
type Reader = (text: string, file: string) => Read;

const readers = new Map<string, { stamp: number; reader: Reader | undefined; mdx1: boolean }>();

/**
 * How the page pass reads the site's files (PageImports.sourceReader): a page or partial of the
 * docs folders as the import's transform rewrites it, once per text and file; any other file as
 * written. Made again when the import writes the reading again.
 */
export function readerOf(contentDir: string): Reader | undefined {
  return readingReader(contentDir).reader;
}

function readingReader(contentDir: string): { reader: Reader | undefined; mdx1: boolean } {
  const stamp = fs.statSync(path.join(contentDir, READING_FILE), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const known = readers.get(contentDir);
  if (known?.stamp === stamp) return known;
  const reading = readingOf(contentDir);
  const made = { stamp, reader: newReader(reading), mdx1: reading?.mdx1 === true };
  readers.set(contentDir, made);
  return made;
}

function newReader(reading: Reading | undefined): Reader | undefined {
  if (!reading) return undefined;
  const mdx1 = reading.mdx1 ? mdx1ContentReader(reading.siteRoot) : undefined;
  // Each file's latest text and its reading: the live preview's process reads a file again after
  // each save, and keeps only what the file holds now.
  const read = new Map<string, { text: string; out: Read }>();
  return (text, file) => {
    const known = read.get(file);
    if (known?.text === text) return known.out;
    const ctx = inPlaceContext(reading, file, false);
    const transformed = ctx ? transformMdx(text, ctx).text : text;
    const out = ctx && mdx1 ? mdx1(transformed) : transformed;
    read.set(file, { text, out });
    return out;
  };
}

/** A file's text as the page pass reads it (the site's components' scan and bundle read pages so too): a page read as CommonMark says so in its front matter. */
export function readPageText(contentDir: string, file: string): string {
  const text = fs.readFileSync(file, 'utf8');
  const { reader, mdx1 } = readingReader(contentDir);
  if (!reader) return text;
  if (!mdx1) return reader(text, file) as string;
  // (A Docusaurus 2 page's Markdown is read after its front matter, as the page pass reads it.)
  const { front, content } = frontAndContent(text);
  const out = reader(content, file);
  if (typeof out === 'string') return front + out;
  // (A plain page read as MDX, which the page pass reads as CommonMark if MDX 3 cannot parse it,
  // holds no import, export or component: what the scan and the bundle look for is the same in both.)
  return out.format === 'md' ? asCommonMark(front + out.text) : front + out.text;
}
