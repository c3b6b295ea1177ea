/** The plugins' global data where no site plugin set any (tsconfig's `docs-plugin-global-data`; a site's: ./global-data.ts). */
import type { PluginGlobalData } from './global-data';

const none: PluginGlobalData = {};
export default none;
