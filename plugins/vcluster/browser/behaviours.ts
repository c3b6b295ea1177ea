/** The plugin's browser half (plugins/behaviours.ts): what it does with its plain markup on a page, loaded where found. */
import type { PluginBehaviour } from '@/lib/plugins/types';
import { SCHEMA_URL_ATTR } from './copy-yaml-markup';

export const vclusterBehaviours: readonly PluginBehaviour[] = [
  // A configuration reference's copy buttons make their YAML from the schema.
  { selector: `[${SCHEMA_URL_ATTR}]`, load: () => import('./copy-yaml') },
];
