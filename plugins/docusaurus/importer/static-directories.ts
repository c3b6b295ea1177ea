/** A Docusaurus config's staticDirectories: folders whose files are published under the baseUrl. */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The config's staticDirectories (default `static`) that exist, absolute, in the config's order: the
 * folders Docusaurus publishes under the baseUrl, and looks in first for a server-relative URL or
 * request (webpack's resolve.roots, mdx-loader's transformImage and transformLinks).
 */
export function staticFoldersOf(raw: Record<string, unknown> | undefined, from: string): string[] {
  const listed = Array.isArray(raw?.staticDirectories) ? raw.staticDirectories.filter((d): d is string => typeof d === 'string') : ['static'];
  return listed.map((d) => path.resolve(from, d)).filter((d) => fs.existsSync(d));
}

/** The config's staticDirectories that exist, relative to the imported folder, in order: published under the baseUrl where they lie. */
export function staticDirectoriesOf(raw: Record<string, unknown> | undefined, from: string, to: string): string[] {
  return staticFoldersOf(raw, from).map((d) => path.relative(to, d));
}

/**
 * The config's staticDirectories besides static/ that exist, relative to the site folder, in order:
 * the import copies each to the same place in the imported folder (./site-content.ts importStatic).
 */
export function otherStaticDirectories(raw: Record<string, unknown> | undefined, from: string): string[] {
  return staticDirectoriesOf(raw, from, from).filter((d) => d !== 'static' && d !== '' && !d.startsWith('..'));
}
