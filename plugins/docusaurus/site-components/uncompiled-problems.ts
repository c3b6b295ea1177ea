/**
 * The site's code a build cannot go without, where it does not compile: Docusaurus' webpack build
 * stops on any module it bundles that fails, and it bundles every React page, client module, swizzled
 * theme component and global MDX component. (A page's import of one is the page pass's to refuse, at
 * the import's line: a draft or an unused partial is not bundled, so its imports stop nothing.)
 */
import path from 'node:path';
import type { ComponentImport, Problem, SiteComponentsManifest } from '../../../lib/api/build';
import type { ContentIndex } from '../../../lib/api/content';
import { pageModuleError } from '../../../lib/api/content';

/** The problem at the file and line esbuild gave, which `error` begins with (./bundle.ts probe); one without is the module's. */
function located(file: string, error: string, what: string): Problem {
  const at = /^([^\s:]+):(\d+): ([\s\S]*)$/.exec(error);
  const fix = "fix it: Docusaurus' build stops on it too";
  return at ? { file: at[1], line: Number(at[2]), message: `${at[3]} — ${what}; ${fix}` } : { file, message: `${error} — ${what}; ${fix}` };
}

/** What the module is to the site, for the line that stops the build. */
function role(from: string): string {
  if (from.startsWith('site.config.json')) return 'a component every page renders (the MDX components)';
  if (from.startsWith('src/theme/')) return `the site's theme component ${from}`;
  return `a module ${from} uses`;
}

export function uncompiledProblems(
  index: ContentIndex,
  manifest: SiteComponentsManifest | undefined,
  imports: ComponentImport[],
  contentDir: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const m of manifest?.clientModules ?? []) if (m.error) problems.push(located(m.file, m.error, 'a client module of the config does not compile'));
  const pageFiles = new Set<string>();
  for (const page of index.pages?.pages ?? []) {
    if (page.type !== 'react') continue;
    pageFiles.add(path.join(contentDir, page.file));
    const compileError = manifest?.modules[path.join(contentDir, page.file)]?.error;
    const error = pageModuleError(page, manifest, contentDir);
    // (One that compiled and exports no component: the page has nothing to render, and Docusaurus' render fails.)
    if (compileError) problems.push(located(page.file, compileError, 'the page does not compile'));
    else if (error) problems.push({ file: page.file, message: `${error}; Docusaurus' build stops on it too` });
  }
  const said = new Set<string>();
  for (const { module, from } of imports) {
    const entry = manifest?.modules[module];
    if (!entry?.error || pageFiles.has(module) || /\.mdx?$/.test(from) || said.has(module)) continue;
    said.add(module);
    problems.push(located(entry.file, entry.error, `${role(from)} does not compile`));
  }
  return problems;
}
