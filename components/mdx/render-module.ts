/**
 * The build's article renderer (render-tree.tsx), loaded by Node (not bundled) in the page pass's
 * workers and by the live preview. The engine (lib/) does not name it: whoever wires a build hands
 * it in (scripts/build.ts, scripts/next-adapter.mjs), so lib/ never reaches up into components/.
 */
export const RENDER_MODULE = 'components/mdx/render-tree.tsx';
