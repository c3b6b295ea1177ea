import { layerOnly, partClass, themed, type ThemeClassNames } from '@/lib/shared/theme-classes';

/** The TOC's class names with a theme layer's (lib/shared/theme-classes.ts), resolved on the server: the client TOC gets three strings, not the layer's table. */
export interface TocClasses {
  list: string;
  link: string;
  /** The desktop column's links, where a layer adds classes of its own to them; else `link`. */
  columnLink?: string;
  /** Added to the current entry's link. */
  active: string;
  /** The phone's collapsed TOC and its toggle. */
  mobile: string;
  mobileToggle: string;
  /** The desktop column's sticky box, where a layer gives it classes (its theme's TOC box); else the engine's. */
  sticky?: string;
  /** How the current entry is found (ThemeClassNames.tocHighlight). */
  highlight?: 'top-half';
}

export function tocClasses(theme: ThemeClassNames | undefined): TocClasses {
  const column = layerOnly(theme, 'toc-column-link').className;
  const sticky = partClass(theme, 'toc-sticky', 'toc-sticky');
  return {
    list: themed(theme, 'toc-list'),
    link: themed(theme, 'toc-link'),
    active: themed(theme, 'toc-link-active'),
    mobile: partClass(theme, 'toc-mobile', 'toc-mobile'),
    mobileToggle: themed(theme, 'toc-mobile-toggle'),
    ...(column ? { columnLink: `${themed(theme, 'toc-link')} ${column}` } : {}),
    ...(theme?.tocHighlight ? { highlight: theme.tocHighlight } : {}),
    ...(sticky !== 'toc-sticky' ? { sticky } : {}),
  };
}
