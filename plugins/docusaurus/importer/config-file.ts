/** Where a Docusaurus site's config is, as Docusaurus finds it (core/lib/server/config.js findConfig). */
import fs from 'node:fs';
import path from 'node:path';

/** Docusaurus' candidates, in its order. */
export const CONFIG_FILES = ['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs'].map((ext) => `docusaurus.config${ext}`);

/** The site's config file, as Docusaurus finds it. */
export function configFileOf(root: string): string | undefined {
  return CONFIG_FILES.map((f) => path.join(root, f)).find((f) => fs.existsSync(f));
}

/** The config file's name, for a message about it: the one the site has, else Docusaurus' usual one. */
export const configFileName = (root: string): string => path.basename(configFileOf(root) ?? 'docusaurus.config.js');
