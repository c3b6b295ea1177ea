/**
 * The product plugins this site installs (lib/plugins/types.ts describes the extension point).
 * An imported Docusaurus site needs none; removing a plugin here removes its components, TOC
 * entries, search records and checks from the engine.
 */
import type { DocsPlugin } from '../lib/plugins/types';
import { vclusterPlugin } from './vcluster/plugin';

export const plugins: readonly DocsPlugin[] = [vclusterPlugin];
