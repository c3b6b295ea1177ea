/**
 * Which URL each doc source path of a version has, for the links written as files. A module of its
 * own: the page pass's compile needs it, and so does Next's render of a page (components/mdx/render.tsx),
 * whose server bundle must not take in the compile pipeline that lib/mdx/remark-stage.ts loads.
 */
import type { VersionRecord } from '../content/types';

const fileMaps = new WeakMap<VersionRecord, Map<string, string>>();
const withSiblings = new WeakMap<VersionRecord, Map<string, string>>();

/**
 * Doc source path → URL for one version (what relative .mdx links resolve against). With the
 * set's versions (`siblings`), their docs too: Docusaurus resolves a Markdown link against every
 * version of the docs instance (its sourceToPermalink spans them), so a relative path into another
 * version's folder (`../../1.0/intro.mdx`) is that version's page. Source paths differ from one
 * version to the next, so a link that stays in the page's version finds the same doc as before.
 */
export function versionFileMap(version: VersionRecord, siblings: readonly VersionRecord[] = []): Map<string, string> {
  const others = siblings.filter((v) => v !== version);
  if (others.length) {
    let map = withSiblings.get(version);
    if (!map) {
      map = new Map([...others.flatMap((v) => [...versionFileMap(v)]), ...versionFileMap(version)]);
      withSiblings.set(version, map);
    }
    return map;
  }
  let map = fileMaps.get(version);
  if (!map) {
    map = new Map(version.docs.map((d) => [d.source, d.url]));
    // A locale's version: links from a translation and from a fallback page both find every page.
    if (version.translationsDir) for (const d of version.docs) for (const dir of [version.dir, version.translationsDir]) map.set(`${dir}/${d.relPath}`, d.url);
    fileMaps.set(version, map);
  }
  return map;
}
