/**
 * The docs' frame as a site's theme changes it. Under Docusaurus a doc's route renders inside three
 * route components (plugin-content-docs routes.ts): `docsRootComponent` (`@theme/DocsRoot`: the page's
 * Layout), `docVersionRootComponent` (`@theme/DocVersionRoot`: the version's metadata and provider) and
 * `docRootComponent` (`@theme/DocRoot`: the sidebar's provider, and `DocRoot/Layout` with the sidebar,
 * the back-to-top button and the main column); 2.x has one, `docLayoutComponent` (`@theme/DocPage`).
 * The engine draws that frame itself unless the site swizzled one of them, its installed module reaches
 * a swizzle the engine draws nowhere else (`DocRoot/Layout`, `DocRoot/Layout/Sidebar`), or a docs
 * instance names its own: then the frame is drawn from the outermost such level in, each level as
 * Docusaurus resolves it, and the engine's page is the doc route's element (../components/DocRootHost.tsx).
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { ThemeAliases } from './theme-aliases';
import { placeSwizzles } from './theme-graph';
import { isSwizzledIn } from './resolve';
import { componentImports, generatedPartsPlugin, instanceComponents } from './instance-components';

export const DOC_ROOT = 'DocRoot';
const PART = 'docs-engine:doc-root';
/** The part where a drawn level is the one that renders `@theme/Layout` (3.x `DocsRoot`, 2.x `DocPage`): the Layout places the page frame, so what the level renders beside it stands outside the frame. */
const PART_WITH_LAYOUT = `${PART}-with-layout`;
const LAYOUT_LEVELS: readonly string[] = ['DocsRoot', 'DocPage'];

interface Level {
  name: string;
  option: string;
}

/** The levels from the outermost in, by the installed theme's major version. */
const LEVELS_3: readonly Level[] = [
  { name: 'DocsRoot', option: 'docsRootComponent' },
  { name: 'DocVersionRoot', option: 'docVersionRootComponent' },
  { name: 'DocRoot', option: 'docRootComponent' },
];
const LEVELS_2: readonly Level[] = [{ name: 'DocPage', option: 'docLayoutComponent' }];

/** What the engine draws in places of its own inside the frame, whatever draws it: the page frame, the search tags, the sidebar, the main column's wrapper, the button, the not-found content. */
const ELSEWHERE: readonly string[] = [
  'Layout',
  'SearchMetadata',
  'DocSidebar',
  'BackToTopButton',
  'NotFound',
  'NotFound/Content',
  'DocRoot/Layout/Main',
  'DocPage/Layout/Main',
  'DocRoot/Layout/Sidebar/ExpandButton',
  'DocPage/Layout/Sidebar/ExpandButton',
];

/** The levels the installed theme has (a 2.x theme's one `DocPage`); 3.x's without an installed theme. */
const levelsOf = (aliases: ThemeAliases): readonly Level[] => (aliases.last.has('DocPage') && !aliases.last.has(DOC_ROOT) ? LEVELS_2 : LEVELS_3);

/** Each docs instance's own component for a level, other than the default, by its id. */
const levelComponents = (config: Record<string, unknown> | undefined, level: Level): Record<string, string> =>
  instanceComponents(config, { part: 'docs', plugin: /plugin-content-docs/, option: level.option, byDefault: `@theme/${level.name}` });

/** Of each level, what the site swizzled in its tree: the module itself, else the swizzles its installed module reaches. */
export function docRootSwizzles(siteRoot: string, aliases: ThemeAliases): Record<string, string[]> {
  const isSwizzled = isSwizzledIn(siteRoot);
  const found: Record<string, string[]> = {};
  for (const { name } of levelsOf(aliases)) {
    const reached = placeSwizzles(name, aliases, isSwizzled, (n) => ELSEWHERE.includes(n));
    if (reached.length) found[name] = reached;
  }
  return found;
}

/**
 * The levels the frame is drawn with, from the outermost the site changes in, and from 3.x's
 * `DocVersionRoot` at least (its search tags and version then the theme's, as 2.x's `DocPage` writes
 * them); none where the engine draws the frame.
 */
export function drawnLevels(siteRoot: string, aliases: ThemeAliases, config?: Record<string, unknown>): readonly Level[] {
  const levels = levelsOf(aliases);
  const swizzles = docRootSwizzles(siteRoot, aliases);
  const first = levels.findIndex((l) => swizzles[l.name] !== undefined || Object.keys(levelComponents(config, l)).length > 0);
  if (first < 0) return [];
  const version = levels.findIndex((l) => l.name === 'DocVersionRoot');
  // (A level neither the site nor an installed theme has is the host's: ../components/DocRootHost.tsx.)
  const isSwizzled = isSwizzledIn(siteRoot);
  const drawable = (l: Level) => aliases.last.has(l.name) || isSwizzled(l.name);
  return levels.slice(version < 0 ? first : Math.min(first, version)).filter(drawable);
}

/** The part that draws the docs' frame, where the site's theme or its config changes it. */
export function docRootParts(siteRoot: string, aliases: ThemeAliases, config?: Record<string, unknown>): Partial<Record<typeof DOC_ROOT, string>> {
  const levels = drawnLevels(siteRoot, aliases, config);
  if (!levels.length) return {};
  return { [DOC_ROOT]: levels.some((l) => LAYOUT_LEVELS.includes(l.name)) ? PART_WITH_LAYOUT : PART };
}

/** Whether the docs' frame, drawn by this part, places the page frame: a level of it renders the theme's Layout. */
export const docRootPlacesFrame = (part: string | undefined): boolean => part === PART_WITH_LAYOUT;

const HOST = path.join(process.cwd(), 'plugins/docusaurus/components/DocRootHost.tsx');

/** Answers the part: the host, handed each drawn level's component (`@theme/<level>`, the site's or the installed theme's) and each instance's own. */
export function docRootPlugin(siteRoot: string, aliases: ThemeAliases, config?: Record<string, unknown>): Plugin {
  return generatedPartsPlugin('docusaurus-doc-root', /^docs-engine:doc-root(-with-layout)?$/, () => {
    const levels = drawnLevels(siteRoot, aliases, config).map((level, i) => ({
      level,
      ...componentImports(`L${i}`, `@theme/${level.name}`, levelComponents(config, level)),
    }));
    return [
      `import { docRootHost } from ${JSON.stringify(HOST)};`,
      ...levels.flatMap((l) => l.imports),
      `export default docRootHost([${levels.map((l, i) => `{ name: ${JSON.stringify(l.level.name)}, component: L${i}, own: ${l.owned} }`).join(', ')}]);`,
    ].join('\n');
  });
}
