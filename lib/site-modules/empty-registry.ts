/**
 * The site-components registry of a site that has none of its own. next.config.ts aliases
 * `docs-site-components` to the generated registry when plugins/docusaurus/site-components/bundle.ts wrote one;
 * tsconfig paths point here so that type checks and unit tests resolve the name too.
 */
import type { ComponentType } from 'react';
import type { ThemeLayerComponents } from '../plugins/types';
import type { Place } from '../plugins/places';
import type { SiteClassNames } from '../shared/theme-classes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const siteComponents: Record<string, ComponentType<any>> = {};

/** A theme layer's components by the place of the page each draws in (../plugins/places.ts): none here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const places: Partial<Record<Place, ComponentType<any>>> = {};

/** A theme layer's components by its own names, for its own code (the engine reads `places`): none here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const themeParts: Partial<Record<string, ComponentType<any>>> = {};

/** The kinds of pages whose head (title, description, keywords, image) the site's own components write (lib/content/page-head.ts): none here. */
export const ownHeads: Partial<Record<'doc', true>> = {};

/**
 * The places whose theme layer component places the page frame itself (components/api/frame.ts
 * InPageFrame, around what a theme's Layout holds): on a page it draws, the shell leaves the frame to it. None here.
 */
export const framePlaces: Partial<Record<Place, true>> = {};

/**
 * Classes the site's theme layer gives parts of the page for this site only, beside its plugin's
 * (lib/shared/theme-classes.ts withSiteClasses): the names its theme's build gives them. None here.
 */
export const siteClasses: SiteClassNames = {};

/** A theme layer's parts the engine's frame renders (lib/plugins/types.ts): none here. */
export const themeLayer: ThemeLayerComponents = {};
