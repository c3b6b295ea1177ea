import type { CompiledEngineModules } from '../site-modules/engine-modules';

/**
 * How this run of the engine was started, as its entry point read it from the environment: one
 * typed value, handed down with the site (LoadedSite.run) to whatever renders or checks it. Only
 * the entry points read process.env (scripts/, and next.config.ts for Next's processes, which hands
 * its reading to the routes as a compile-time constant: app/run.ts).
 */
export interface RunSettings {
  /** The live preview (`npm run dev`): drafts shown, a page's problems shown in its place, no link breaks it. */
  preview: boolean;
  /** The content folder (DOCS_CONTENT_DIR), absolute or relative to the project; content/ when unset. */
  contentDir?: string;
  /** A test build's overlay (DOCS_EXTRA_CONTENT): a folder laid out like content/ whose pages join the site unlisted. */
  extraContent?: string;
  /** The file of the build Next renders for (DOCS_BUILD_CONTEXT, lib/content/build-context.ts). */
  buildContextFile?: string;
  /** The live preview's log of content changes (DOCS_DEV_CHANGES_FILE, written by scripts/dev.ts). */
  devChangesFile?: string;
  /** Where the live preview announces a change (NEXT_PUBLIC_DOCS_DEV_EVENTS): the open page re-renders. */
  devEventsUrl?: string;
  /**
   * DOCS_SOURCE_NAMES: a JSON file whose `sources` maps a file of the content folder to the file it was
   * made from, for a content folder made from another tree (pagewright's import of a site, its
   * import-report.json): the page's error box names the file the author edits (lib/content/author-names.ts).
   */
  sourceNames?: string;
  /** DOCS_ON_BROKEN_LINKS=warn: every "throw" link policy warns instead (lib/config/link-policy.ts). */
  brokenLinksWarn: boolean;
  /** DOCS_CHECK_THREADS: the check's and the page pass's threads (default one per core, at most 4). */
  checkThreads?: number;
  /** DOCS_BUILD_WORKERS: Next's render workers in a build (default: lib/pipeline/render-workers.ts). */
  buildWorkers?: number;
  /**
   * The values of the variables the site lets its pages read (content.buildEnv), when the entry
   * read them before the site was loaded (the live preview's Next); else buildSite reads them.
   */
  buildEnv?: Record<string, string | undefined>;
  /**
   * Next's basePath, the site's mount (lib/shared/site-paths.ts siteMount) as next.config.ts read it
   * from the site's config when Next started: a route's params are the URL after it. None: "".
   */
  mount?: string;
  /**
   * DOCS_SHARE_COMPILES=0: each page is compiled on its own, even where another version of it was
   * compiled (lib/mdx/compile-sharing.ts); the tests that hold sharing to changing no byte build so.
   */
  shareCompiles?: boolean;
  /**
   * DOCS_HAST_RENDER=0: every article is compiled to JavaScript and run, also one that needs no
   * hydration and has no page code (components/mdx/hast-render.tsx renders those from their tree);
   * the tests that hold that render to changing no byte build so.
   */
  hastRender?: boolean;
  /** The live preview run compiled (scripts/dev.mjs): the compiled code its Next loads by Node; none: the sources, through tsx. */
  compiledModules?: CompiledEngineModules;
}

/**
 * The name Next's server code knows the settings by: next.config.ts hands them over as a
 * compile-time constant (compiler.defineServer), which only app/run.ts reads.
 */
export const RUN_SETTINGS_CONSTANT = '__DOCS_RUN_SETTINGS__';

/** The settings as Next's defineServer value (a string constant holding their JSON). */
export function runSettingsDefine(run: RunSettings): Record<string, string> {
  return { [RUN_SETTINGS_CONSTANT]: JSON.stringify(run) };
}

/** An environment to read settings from (the entry's process.env). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The settings an environment gives (the variables named on RunSettings). */
export function runSettingsOf(env: Environment): RunSettings {
  const threads = Number(env.DOCS_CHECK_THREADS);
  const workers = Number(env.DOCS_BUILD_WORKERS);
  return {
    preview: env.NODE_ENV === 'development',
    ...(env.DOCS_CONTENT_DIR ? { contentDir: env.DOCS_CONTENT_DIR } : {}),
    ...(env.DOCS_EXTRA_CONTENT ? { extraContent: env.DOCS_EXTRA_CONTENT } : {}),
    ...(env.DOCS_BUILD_CONTEXT ? { buildContextFile: env.DOCS_BUILD_CONTEXT } : {}),
    ...(env.DOCS_DEV_CHANGES_FILE ? { devChangesFile: env.DOCS_DEV_CHANGES_FILE } : {}),
    ...(env.NEXT_PUBLIC_DOCS_DEV_EVENTS ? { devEventsUrl: env.NEXT_PUBLIC_DOCS_DEV_EVENTS } : {}),
    ...(env.DOCS_SOURCE_NAMES ? { sourceNames: env.DOCS_SOURCE_NAMES } : {}),
    brokenLinksWarn: env.DOCS_ON_BROKEN_LINKS === 'warn',
    ...(Number.isInteger(threads) && threads > 0 ? { checkThreads: threads } : {}),
    ...(Number.isInteger(workers) && workers > 0 ? { buildWorkers: workers } : {}),
    ...(env.DOCS_SHARE_COMPILES === '0' ? { shareCompiles: false } : {}),
    ...(env.DOCS_HAST_RENDER === '0' ? { hastRender: false } : {}),
  };
}
