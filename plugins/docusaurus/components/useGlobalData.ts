/**
 * `@docusaurus/useGlobalData`: what the site's own plugins gave `setGlobalData`, for the page's locale
 * (Docusaurus builds each locale with its own plugins' data), as client/exports/useGlobalData.ts
 * answers it: plugin name → plugin id ("default" unless given) → data. The importer ran the
 * plugins (plugins/docusaurus/importer/local-plugins.ts); data a plugin the engine does not run would set is absent.
 */
import allGlobalData from 'docs-plugin-global-data';
import { siteContext } from './site-context';
import { currentLocale } from '@/components/api/page-state';

type GlobalData = Record<string, Record<string, unknown>>;

/** The global data of one locale (the default locale's where the page's has none). */
export function globalDataOf(locale: string): GlobalData {
  return allGlobalData[locale] ?? allGlobalData[siteContext.i18n.defaultLocale] ?? {};
}

export default function useGlobalData(): GlobalData {
  return globalDataOf(currentLocale()?.name ?? siteContext.i18n.defaultLocale);
}

export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> {
  return useGlobalData()[pluginName] ?? {};
}

export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  return useAllPluginInstancesData(pluginName)[pluginId];
}
