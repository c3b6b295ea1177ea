/**
 * Where the engine's React modules are, relative to the engine root. components/engine-modules.ts
 * defines them; whoever wires a build or the live preview hands them in (scripts/build.ts,
 * scripts/next-adapter.mjs, scripts/dev.ts …), so lib/ names no file of components/.
 */
export interface EngineModules {
  /** The article renderer (render-tree.tsx), loaded by Node in the page pass's workers and by the live preview. */
  render: string;
  /** The live preview's page pass on one page (lib/check/one-page.ts), loaded by Node so that Next's server bundle holds no compile pipeline. */
  onePage: string;
}

/**
 * The engine's compiled code that the live preview's Next loads by Node when the preview runs
 * compiled (scripts/lib/engine-code.mjs): its modules, and the plugin list its page pass runs with,
 * as a build's page-pass workers load theirs (scripts/build.ts). Relative to the engine root.
 */
export interface CompiledEngineModules extends EngineModules {
  plugins: string;
}
