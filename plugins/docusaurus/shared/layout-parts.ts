/**
 * The layout parts a site may wrap-swizzle whose original is the engine's part in its place
 * (../components/OriginalPart.tsx): `@theme-original/<part>` inside the site's wrapper.
 */
export const ORIGINAL_PARTS = ['SearchBar', 'TOCCollapsible', 'NotFound', 'NotFound/Content', 'AnnouncementBar'] as const;
