/** The MDX components of the installed plugins (the React half of plugins/index.ts). */
import type { PluginComponents } from '@/lib/plugins/types';
import { vclusterComponents } from './vcluster/components';

const installed: readonly PluginComponents[] = [vclusterComponents];

export const pluginComponents: PluginComponents = (page) => Object.assign({}, ...installed.map((c) => c(page)));
