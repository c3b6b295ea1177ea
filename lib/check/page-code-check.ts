/**
 * A page's code as the check reports it: what it may use (lib/check/page-code.ts) and, when that is
 * all right, its module level run once within the time limit (lib/check/page-exports.ts), as
 * Problems at file:line:column (a partial's own file for its code). The check and the build's page
 * pass (the live preview's too) run it on the tree after the remark stage (lib/check/page-check.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { preprocess } from '../mdx/preprocess';
import { readSource, type SourceReader } from '../mdx/page-imports';
import { blankFrontmatter } from '../source/frontmatter';
import { inclusionNote, originOf } from '../mdx/node-origin';
import { CONTENT_LIMITS } from '../config/site-config';
import type { Problem } from '../errors';
import { pageCodeProblems } from './page-code';
import { programsOf } from '../mdx/expressions';
import { evaluatePageExports } from './page-exports';
import { evaluating } from './evaluation-watch';

export interface PageCodeContext {
  /** The page's path relative to rootDir. */
  source: string;
  rootDir: string;
  /** content.limits.pageSeconds (default CONTENT_LIMITS). */
  pageSeconds?: number;
  /** content.buildEnv's values (lib/config/build-env.ts). */
  buildEnv?: Record<string, string | undefined>;
  /** How the site's plugin reads its source's files (PageImports.sourceReader): partials are read as the compile read them. */
  sourceText?: SourceReader;
}

/**
 * The text each node of the page's tree was parsed from, in the file's coordinates: the page's, or
 * for a partial's node the partial's, read as remark-imports reads it (frontmatter as blank lines).
 */
function sourceTexts(file: VFile, rootDir: string, reader?: SourceReader): (node: Node) => string | undefined {
  const partials = new Map<string, string | undefined>();
  return (node) => {
    const partial = originOf(node)?.file;
    if (!partial) return String(file.value);
    if (!partials.has(partial)) {
      let text: string | undefined;
      try {
        const raw = fs.readFileSync(path.join(rootDir, partial), 'utf8');
        text = preprocess(readSource(reader, blankFrontmatter(raw), path.join(rootDir, partial)));
      } catch {
        text = undefined;
      }
      partials.set(partial, text);
    }
    return partials.get(partial);
  };
}

/** The page's code problems; `file` is the page's (its value the text the tree was parsed from), `programs` the tree's when known. */
export function pageCodeChecks(tree: Root, file: VFile, ctx: PageCodeContext, programs = programsOf(tree)): Problem[] {
  const texts = sourceTexts(file, ctx.rootDir, ctx.sourceText);
  const place = (node: Node, fromPartialExport?: boolean) => ({
    file: originOf(node)?.file ?? ctx.source,
    note: `${inclusionNote(node)}${fromPartialExport ? ' (in an export a partial gives this page)' : ''}`,
  });
  const problems: Problem[] = pageCodeProblems(programs, texts).map((c) => {
    const { file: at, note } = place(c.node, c.fromPartialExport);
    const [what, todo] = splitAdvice(c.message);
    return { file: at, line: c.line, column: c.column, message: `${what}${note}${todo}` };
  });
  if (problems.length || !programs.esm.length) return problems;
  const failure = evaluating(ctx.source, () =>
    evaluatePageExports(programs.esm, { seconds: ctx.pageSeconds ?? CONTENT_LIMITS.pageSeconds, buildEnv: ctx.buildEnv ?? {} }, texts),
  );
  if (!failure) return [];
  const { file: at, note } = place(failure.node, failure.line === undefined);
  const [what, todo] = splitAdvice(failure.message);
  return [{ file: at, line: failure.line, column: failure.column, message: `${what}${note}${todo}` }];
}

/** "what is wrong — what to do" → the two halves (the second with its dash), so a note goes between. */
function splitAdvice(message: string): [string, string] {
  const dash = message.lastIndexOf(' — ');
  return dash < 0 ? [message, ''] : [message.slice(0, dash), message.slice(dash)];
}
