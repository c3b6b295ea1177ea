/**
 * Where the engine's React modules are (lib/site-modules/engine-modules.ts says what each is
 * for). Whoever wires a build or the live preview hands this value to the engine, so lib/ names no
 * file of components/.
 */
import type { EngineModules } from '@/lib/site-modules/engine-modules';

export const ENGINE_MODULES: EngineModules = {
  render: 'components/mdx/render-tree.tsx',
  onePage: 'lib/check/one-page.ts',
};
