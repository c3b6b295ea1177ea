/** `@docusaurus/useGlobalData`: the engine's plugins publish no global data to components. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return {};
}

export function useAllPluginInstancesData(_pluginName: string): Record<string, unknown> {
  return {};
}

export function usePluginData(_pluginName: string, _pluginId?: string): unknown {
  return undefined;
}
