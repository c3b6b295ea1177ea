/** The Docusaurus plugin's browser half (plugins/behaviours.ts): what it does with the theme's plain markup on a page, loaded where found. */
import type { PluginBehaviour } from '../../../lib/api/plugins';
import { DETAILS_CLASSES } from '../components/Details';

export const docusaurusBehaviours: readonly PluginBehaviour[] = [
  // The theme's details open and close as theme-common's Details does.
  { selector: `details.${DETAILS_CLASSES.common}`, load: () => import('./details') },
];
