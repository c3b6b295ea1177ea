/**
 * Which theme modules an installed theme module renders: the `@theme/…` modules its file imports,
 * and theirs in turn, as Docusaurus' aliases resolve them (./theme-aliases.ts). A site's swizzle
 * of a module deep in that tree (`TOCItems` under `DocItem/TOC/Desktop` → `TOC`) changes every
 * page that renders the tree's root.
 */
import fs from 'node:fs';
import type { ThemeAliases } from './theme-aliases';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]@theme(-original)?\/([^'"]+)['"]/g;
const importsOf = new Map<string, { mtimeMs: number; names: string[]; originals: string[] }>();

/** An import of types alone (`import type { Props } from '@theme/X'`), which renders nothing. */
const TYPE_IMPORT = /\bimport\s+type\s[^;]*?from\s*['"][^'"]+['"]/g;

/** A theme file's `@theme/` and `@theme-original/` imports but those of types alone, read once while it stays as it is. */
function importsOfFile(file: string): { names: string[]; originals: string[] } {
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const kept = importsOf.get(file);
  if (kept?.mtimeMs === mtimeMs) return kept;
  const found = [...(mtimeMs ? fs.readFileSync(file, 'utf8').replace(TYPE_IMPORT, '') : '').matchAll(IMPORT)];
  const of = (original: boolean) => [...new Set(found.filter((m) => Boolean(m[1]) === original).map((m) => m[2]))];
  const entry = { mtimeMs, names: of(false), originals: of(true) };
  importsOf.set(file, entry);
  return entry;
}

/** The `@theme/<name>` names a theme file renders: its imports (a site's TypeScript file's but those of types alone). */
export const themeImportsOf = (file: string): string[] => importsOfFile(file).names;

/** The `@theme-original/<name>` names a wrapper renders: the installed theme's modules it wraps. */
export const originalImportsOf = (file: string): string[] => importsOfFile(file).originals;

/**
 * The swizzled modules that the installed `root` renders, directly or through other installed
 * modules; the walk stops at each swizzle (the site's file is the site's code, not the theme's)
 * and at each module `elsewhere` names (one the engine draws in a place of its own).
 */
export function swizzlesReachedFrom(
  root: string,
  aliases: ThemeAliases,
  isSwizzled: (name: string) => boolean,
  elsewhere: (name: string) => boolean = () => false,
): string[] {
  const reached = new Set<string>();
  const seen = new Set<string>([root]);
  const queue = [root];
  while (queue.length) {
    const file = aliases.last.get(queue.shift()!);
    if (!file) continue;
    for (const name of themeImportsOf(file)) {
      if (seen.has(name) || elsewhere(name)) continue;
      seen.add(name);
      if (isSwizzled(name)) reached.add(name);
      else queue.push(name);
    }
  }
  return [...reached].sort();
}

/** What a place's tree holds of the site's swizzles: its own module where the site swizzled it, else the swizzles its installed module reaches. */
export function placeSwizzles(
  place: string,
  aliases: ThemeAliases,
  isSwizzled: (name: string) => boolean,
  elsewhere: (name: string) => boolean = () => false,
): string[] {
  if (isSwizzled(place)) return [place];
  return aliases.last.has(place) ? swizzlesReachedFrom(place, aliases, isSwizzled, elsewhere) : [];
}
