/**
 * The client modules of a site that has none: what `docs-site-client-modules` is until a plugin
 * compiles a site's own (plugins/docusaurus compiles a Docusaurus site's `clientModules` into the
 * generated folder). next.config.ts aliases the name to the generated file when there is one;
 * tsconfig paths point here so that type checks resolve the name too.
 */
export const clientModules: readonly unknown[] = [];
