import { useColorMode, useThemeConfig } from './theme-common';

/** theme-common's usePrismTheme: the config's prism theme for the colour mode (the dark one falls back to the light one). */
export function usePrismTheme(): unknown {
  const { prism } = useThemeConfig();
  const { colorMode } = useColorMode();
  return colorMode === 'dark' ? (prism.darkTheme ?? prism.theme) : prism.theme;
}
