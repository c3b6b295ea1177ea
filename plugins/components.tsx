/**
 * The React half of plugins/index.ts, by plugin name: their MDX components, the module
 * components/mdx/render.tsx knows as `docs-plugin-components` (tsconfig.json paths, next.config.ts).
 */
import type { PluginComponents } from '@/lib/plugins/types';
import { vclusterComponents } from './vcluster/components';

export const pluginComponents: Readonly<Record<string, PluginComponents>> = { vcluster: vclusterComponents };
