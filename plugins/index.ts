/**
 * The product plugins this checkout provides (lib/plugins/types.ts describes the extension point),
 * the module the engine knows as `docs-plugins` (tsconfig.json paths, next.config.ts): a site uses
 * the ones its site.config.json names ("plugins": ["vcluster"]), and a site that names none, such
 * as an imported Docusaurus site, gets none of their components, TOC entries, search records or checks.
 */
import type { DocsPlugin } from '../lib/plugins/types';
import { vclusterPlugin } from './vcluster/plugin';

export const plugins: readonly DocsPlugin[] = [vclusterPlugin];
