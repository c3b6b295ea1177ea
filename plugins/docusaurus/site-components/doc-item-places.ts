/**
 * A doc item's place whose tree holds a site's swizzle: under Docusaurus, `DocItem/TOC/Desktop`
 * renders `TOC`, which renders `TOCItems`; a site that swizzles `TOC` or `TOCItems` changes the
 * desktop TOC of every doc page. The engine draws each place with its own part, so where the
 * installed theme's module for a place reaches a swizzle, that module takes the place
 * (../components/doc-item/InstalledPlace.tsx), and reaches the swizzle as Docusaurus does.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { DOC_ITEM_PLACES, type DocItemPlace } from '../shared/doc-item-parts';
import type { ThemeAliases } from './theme-aliases';
import { swizzlesReachedFrom } from './theme-graph';
import { isSwizzledIn } from './resolve';

/**
 * Each place the site did not swizzle itself whose installed module reaches one of its swizzles,
 * with the swizzles it reaches.
 */
export function placesReachingSwizzles(siteRoot: string, aliases: ThemeAliases): Partial<Record<DocItemPlace, string[]>> {
  const isSwizzled = isSwizzledIn(siteRoot);
  const found: Partial<Record<DocItemPlace, string[]>> = {};
  for (const place of Object.keys(DOC_ITEM_PLACES) as DocItemPlace[]) {
    if (isSwizzled(place) || !aliases.last.has(place)) continue;
    const reached = swizzlesReachedFrom(place, aliases, isSwizzled);
    if (reached.length) found[place] = reached;
  }
  return found;
}

const NAMESPACE = 'docusaurus-installed-place';
const HOST = path.join(process.cwd(), 'plugins/docusaurus/components/doc-item/InstalledPlace.tsx');

/** Resolves `@theme/<place>` of each of `places` (placesReachingSwizzles) to the installed module in the engine's place for it. */
export function installedPlacesPlugin(places: Partial<Record<DocItemPlace, string[]>>, aliases: ThemeAliases): Plugin {
  return {
    name: 'docusaurus-installed-places',
    setup(b) {
      b.onResolve({ filter: /^@theme\// }, (args) => {
        const name = args.path.slice('@theme/'.length);
        return name in places ? { path: name, namespace: NAMESPACE } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: [
          `import Place from ${JSON.stringify(aliases.last.get(args.path))};`,
          `import { installedPlace } from ${JSON.stringify(HOST)};`,
          `export default installedPlace(${JSON.stringify(DOC_ITEM_PLACES[args.path as DocItemPlace])}, Place);`,
        ].join('\n'),
        loader: 'js',
        resolveDir: process.cwd(),
      }));
    },
  };
}
