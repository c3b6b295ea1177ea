/** The site-components registry of a site that has none of its own (see lib/site-components/bundle.ts). */
export const siteComponents = {};
