/**
 * Files outside src/ that the site's modules import (`@site/users.json`, `../../sponsors.json`):
 * webpack bundled them in Docusaurus; the engine's bundler reads them from the imported folder, so
 * they are copied to the same path there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { walkContent } from '../../lib/content/content-walk';
import { allowedFolders } from '../../lib/content/inside-content';

/** Files of the engine's own at the content root: the site's file of that name is kept apart, where `@site/…` finds it (lib/site-components/bundle.ts). */
export const SHADOW_DIR = '.docusaurus-root';
const ENGINE_ROOT_FILES = new Set(['versions.json', 'site.config.json', 'package.json', 'import-report.json']);

const IMPORT_SPEC = /(?:from\s+|import\s+|require\()\s*['"]((?:@site\/|\.{1,2}\/)[^'"]+)['"]/g;

/** Copies them; returns their paths relative to the site root. */
export function copyFilesSiteModulesImport(from: string, to: string): string[] {
  const copied = new Set<string>();
  const src = path.join(from, 'src');
  if (!fs.existsSync(src)) return [];
  for (const entry of walkContent(src, allowedFolders({ contentRoots: [from] }))) {
    if (entry.isDir || !/\.(jsx?|tsx?|mjs)$/.test(entry.name)) continue;
    const file = entry.abs;
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT_SPEC)) {
      const target = spec.startsWith('@site/') ? path.join(from, spec.slice('@site/'.length)) : path.resolve(path.dirname(file), spec);
      const inSite = path.relative(from, target);
      // Inside the site but not in src/ (copied whole) or node_modules; a file, not a folder.
      if (inSite.startsWith('..') || path.isAbsolute(inSite) || inSite.startsWith(`src${path.sep}`) || inSite.split(path.sep).includes('node_modules'))
        continue;
      if (!fs.existsSync(target) || !fs.statSync(target).isFile() || copied.has(inSite)) continue;
      const out = path.join(to, ENGINE_ROOT_FILES.has(inSite) ? path.join(SHADOW_DIR, inSite) : inSite);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      if (!fs.existsSync(out)) fs.copyFileSync(target, out);
      copied.add(inSite);
    }
  }
  return [...copied].sort();
}
