/**
 * What a build hands the processes Next starts (its config, compile and render workers): one typed
 * value, written to one file and named by one variable, not a variable per item, which the entry
 * points read (RunSettings.buildContextFile). Outside a build (the live preview, tests) there is none.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface BuildContext {
  /** The content index as JSON (lib/content/store.ts): the render workers read it instead of thousands of files. */
  indexFile: string;
  /** The articles the page pass rendered (lib/content/prerendered-articles.ts). */
  articlesFile: string;
  /** Next's build ID: the same engine and content give the same ID, so builds are byte-identical. */
  buildId: string;
  /** The sidebars go into each page after the export (lib/pipeline/fill-slots.ts), not through Next. */
  sidebarsAfterExport: boolean;
  /** An incremental build: the only URLs Next renders. */
  renderOnly?: string[];
  /** Where Next exports, relative to the project (npm run build's staging folder). */
  exportDir?: string;
  /** Next's render workers (lib/pipeline/render-workers.ts). */
  renderWorkers: number;
}

const VARIABLE = 'DOCS_BUILD_CONTEXT';
let read: { file: string; context: BuildContext } | undefined;

/** The context of the build whose file the run names (RunSettings.buildContextFile), if any. */
export function buildContext(file: string | undefined): BuildContext | undefined {
  if (!file) return undefined;
  if (read?.file !== file) read = { file, context: JSON.parse(fs.readFileSync(file, 'utf8')) as BuildContext };
  return read.context;
}

/** Writes the context next to the build's caches; returns the environment that hands it to Next's processes. */
export function writeBuildContext(cacheDir: string, context: BuildContext): Record<string, string> {
  const file = path.join(cacheDir, 'build-context.json');
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(context));
  return { [VARIABLE]: file };
}
