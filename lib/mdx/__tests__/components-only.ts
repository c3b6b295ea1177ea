import type { PageImports } from '../page-imports';

/** A plugin's PageImports that answers nothing but the modules it names for the engine's components. */
export function componentsOnly(components: Record<string, string>): PageImports {
  const none = () => undefined;
  return { components, globals: () => new Map(), bind: none, bindRest: none, ownModule: none, importable: '' };
}
