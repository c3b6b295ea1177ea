/** The Docusaurus plugin's browser half (plugins/behaviours.ts): what it does with the theme's plain markup on a page, loaded where found. */
import type { PluginBehaviour } from '../../../lib/api/plugins';
import { DETAILS_CLASSES } from '../components/Details';
import { TABS_CLASSES } from '../components/Tabs';

export const docusaurusBehaviours: readonly PluginBehaviour[] = [
  // The theme's details open and close as theme-common's Details does.
  { selector: `details.${DETAILS_CLASSES.common}`, load: () => import('./details') },
  // The theme's tabs choose, keep and share their tab as theme-classic's Tabs do.
  { selector: `.${TABS_CLASSES.container}`, load: () => import('./tabs') },
];
