import { useSyncExternalStore } from 'react';
import { COLOR_MODE_KEY } from '@/components/layout/color-mode-script';
import { siteContext } from './site-context';

/** `@docusaurus/theme-common`: the colour mode, the theme config and the theme's class names. */
type ColorMode = 'light' | 'dark';

const current = (): ColorMode => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};

/** Follows <html data-theme> (the navbar's switch sets it); the site's default mode while rendering on the server. */
export function useColorMode() {
  const colorMode = useSyncExternalStore(subscribe, current, () => siteContext.themeConfig.colorMode.defaultMode);
  const setColorMode = (mode: ColorMode | null) => {
    const next = mode ?? siteContext.themeConfig.colorMode.defaultMode;
    document.documentElement.setAttribute('data-theme', next);
    try {
      localStorage.setItem(COLOR_MODE_KEY, next);
    } catch {
      // Without storage the choice holds for this page only.
    }
  };
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

export function useThemeConfig() {
  return siteContext.themeConfig;
}

export const ThemeClassNames = {
  page: { mdxPage: 'mdx-page' },
  wrapper: { main: 'main-wrapper' },
  common: { admonition: 'theme-admonition', codeBlock: 'theme-code-block' },
} as const;
