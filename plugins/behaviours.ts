/**
 * The browser half of plugins/index.ts: what plugins do with their plain markup on a page, each
 * loaded only where its selector finds something (components/behaviour/LazyBehaviours.tsx). Only
 * import thunks here: every page's bundle holds this list, none of the code behind it.
 */
import type { PluginBehaviour } from '@/lib/plugins/types';
import { vclusterBehaviours } from './vcluster/browser/behaviours';
import { docusaurusBehaviours } from './docusaurus/browser/behaviours';

export const pluginBehaviours: readonly PluginBehaviour[] = [...vclusterBehaviours, ...docusaurusBehaviours];
