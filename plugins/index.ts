/**
 * The product plugins this checkout provides (lib/plugins/types.ts describes the extension point,
 * AvailablePlugins this list): handed to the engine by whoever wires a build, the preview or a check
 * (scripts/build.ts, scripts/next-adapter.mjs, scripts/check-content.ts, scripts/dev.ts,
 * components/site.ts; a worker thread loads this module by its URL). A site uses the ones its
 * site.config.json names ("plugins": ["vcluster"]), and a site that names none, such as an imported
 * Docusaurus site, gets none of their components, TOC entries, search records or checks.
 */
import type { DocsPlugin } from '../lib/plugins/types';
import { vclusterPlugin } from './vcluster/plugin';
import { docusaurusPlugin } from './docusaurus/plugin';

export const plugins: readonly DocsPlugin[] = [vclusterPlugin, docusaurusPlugin];
