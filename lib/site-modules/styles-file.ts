/** Where the site's compiled stylesheet goes (./compile.ts), and its empty form. */
import fs from 'node:fs';
import path from 'node:path';

export const SITE_STYLES_DIR = '.generated/site-styles';
/** The stylesheet Next imports as `docs-site-styles` (next.config.ts). */
export const SITE_STYLES_FILE = `${SITE_STYLES_DIR}/site.css`;

/**
 * The stylesheet of a site with none of its own: written empty where the compiled one goes, so
 * that it is always there once content was prepared (as the components' registry is,
 * lib/site-modules/manifest.ts writeEmptyRegistry).
 */
export function writeEmptyStyles(root = process.cwd(), dir = path.join(root, SITE_STYLES_DIR)): void {
  const file = path.join(dir, path.basename(SITE_STYLES_FILE));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '/* No site stylesheets (lib/site-modules/styles-file.ts). */\n');
}
