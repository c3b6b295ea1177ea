/**
 * The details a site's swizzles draw: under Docusaurus a page's `<details>` is MDXComponents/Details
 * (../theme-elements.ts), which draws `@theme/Details`. A site that swizzles either has its own draw
 * every page's details; the part (./theme-parts.ts) is then `@theme/MDXComponents/Details`, resolved
 * as the theme's aliases resolve it (the site's, else theme-classic's through `@theme/Details`:
 * ../components/MDXComponentsDetails.tsx), and the page's element is renamed to it. Any other site's
 * details are the engine's plain markup of the theme's (../components/Details.tsx).
 */
import { isSwizzledIn } from './resolve';

/** The part's module, the bundle's entry for it. */
export const DETAILS_MODULE = '@theme/MDXComponents/Details';

/** The part's name among the theme parts (the manifest's `themeParts`). */
export const DETAILS_PART = 'MDXComponents/Details';

/** The site's swizzles a page's details render. */
export function detailsSwizzles(siteRoot: string): string[] {
  return [DETAILS_PART, 'Details'].filter(isSwizzledIn(siteRoot));
}
