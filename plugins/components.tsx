/**
 * The React half of plugins/index.ts, by plugin name: their MDX components, which
 * components/mdx/render.tsx binds per page for the plugins the site uses.
 */
import type { PluginComponents } from '@/lib/plugins/types';
import { vclusterComponents } from './vcluster/components';
import { docusaurusComponents } from './docusaurus/components/page-components';

export const pluginComponents: Readonly<Record<string, PluginComponents>> = { vcluster: vclusterComponents, docusaurus: docusaurusComponents };
