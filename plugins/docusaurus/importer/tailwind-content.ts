/**
 * The files Tailwind (v3) scans for class names are the ones its config's `content` names, relative
 * to the folder Docusaurus runs in, the site's (Tailwind's resolveContentPaths: process.cwd(), or
 * the config's folder with `relative: true`, the same folder here). The engine runs the site's
 * PostCSS plugins in the content folder (plugins/docusaurus/site-styles/postcss.ts), where the import
 * keeps src/ at its path but not the rest: a class only the config's HTML uses (a navbar, footer or
 * announcement bar item's `class="bg-gray-900"`) would have no rule. So the files the globs match
 * that the import does not write at their path are copied there, for Tailwind to read.
 */
import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { evaluateModule } from './config';
import { postcssConfigFiles } from './postcss-plugins';
import { siteSourceFiles } from './site-links';

/** The globs of a Tailwind config's `content` (a list, or `{ files }`; `{ raw }` entries name no file). */
export function contentGlobs(config: unknown): string[] {
  const content = (config as { content?: unknown } | undefined)?.content;
  const files = Array.isArray(content) ? content : Array.isArray((content as { files?: unknown })?.files) ? (content as { files: unknown[] }).files : [];
  return files.filter((f): f is string => typeof f === 'string');
}

/**
 * Copies to `to` the files of `from` that `globs` match and the import did not write; returns them.
 * Markdown is left: the import writes every page itself, in the folders the engine reads content
 * from (a raw copy there would be a page), and `./docs/**` still matches them there.
 */
export function copyMatchedFiles(from: string, to: string, globs: string[]): string[] {
  const norm = (g: string) => g.replace(/^\.\//, '');
  const include = globs.filter((g) => !g.startsWith('!')).map(norm);
  const exclude = globs.filter((g) => g.startsWith('!')).map((g) => norm(g.slice(1)));
  // (Globs reaching outside the site, `../shared/**`, are left: the import's copies stay in the site's shape.)
  if (!include.length || include.every((g) => g.startsWith('../'))) return [];
  const isMatch = picomatch(include, { dot: false, ignore: exclude });
  const copied: string[] = [];
  for (const rel of siteSourceFiles(from)) {
    if (!isMatch(rel) || /\.mdx?$/.test(rel) || fs.existsSync(path.join(to, rel))) continue;
    fs.mkdirSync(path.dirname(path.join(to, rel)), { recursive: true });
    fs.copyFileSync(path.join(from, rel), path.join(to, rel));
    copied.push(rel);
  }
  return copied;
}

/** For each Tailwind config of the site: the files its `content` names that the import left out, copied. */
export async function copyTailwindContent(from: string, to: string): Promise<{ copied: string[]; warnings: { file: string; message: string }[] }> {
  const copied: string[] = [];
  const warnings: { file: string; message: string }[] = [];
  for (const file of postcssConfigFiles(from)) {
    let config: unknown;
    try {
      config = await evaluateModule(path.join(from, file));
    } catch (err) {
      warnings.push({
        file,
        message: `could not be read (${(err as Error).message.split('\n')[0]}); a class name only files outside src/ use may have no rule`,
      });
      continue;
    }
    copied.push(...copyMatchedFiles(from, to, contentGlobs(config)));
  }
  return { copied, warnings };
}
