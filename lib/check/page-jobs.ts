/**
 * One page check as data that can cross to a worker thread: what the page is (source, text,
 * heading levels) and, shared by all pages, what the site gives every page (roots, components,
 * link policy, each version's folder and file → URL map).
 */
import { splitFrontmatter } from '../content/frontmatter';
import type { SiteComponentsContext } from '../mdx/remark-imports';
import { checkPage, type PageCheck } from './page-check';
import { keepNextParse } from './parser';

export interface PageJob {
  /** Page path relative to the project root. */
  source: string;
  /** The file's text, frontmatter included. */
  raw: string;
  /** Index into SharedContext.versions. */
  version: number;
  /** What relative URL links resolve against, when not the page's URL (DocRecord.linkBase). */
  linkBase?: string;
  tocMin: number;
  tocMax: number;
  /** The next job has the same text: keep this page's syntax tree for it (lib/check/parser.ts). */
  sameTextNext?: boolean;
}

export interface SharedContext {
  rootDir: string;
  contentRoots: string[];
  knownComponents: readonly string[];
  siteComponents: SiteComponentsContext;
  mermaid: boolean;
  versions: { dir: string; fileToUrl: Map<string, string> }[];
}

export function runPageJob(job: PageJob, shared: SharedContext): Promise<PageCheck> {
  // Jobs are made for pages of a built index, which has read and checked their frontmatter.
  const { body, bodyLineOffset } = splitFrontmatter(job.raw);
  const version = shared.versions[job.version];
  if (job.sameTextNext) keepNextParse();
  return checkPage(body, bodyLineOffset, {
    source: job.source,
    rootDir: shared.rootDir,
    contentRoots: shared.contentRoots,
    versionDir: version.dir,
    fileToUrl: version.fileToUrl,
    knownComponents: shared.knownComponents,
    siteComponents: shared.siteComponents,
    linkBase: job.linkBase,
    mermaid: shared.mermaid,
    tocMin: job.tocMin,
    tocMax: job.tocMax,
  });
}
