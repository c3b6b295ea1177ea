/**
 * The client modules of a site that has none (a Docusaurus site's `clientModules`, compiled by
 * ./bundle.ts into the generated folder). next.config.ts aliases `docs-site-client-modules` to the
 * generated file when there is one; tsconfig paths point here so that type checks resolve the name too.
 */
import type { ClientModule } from './client-module';

export const clientModules: ClientModule[] = [];
