/**
 * The site's PostCSS plugins (site.config.json `postcss`: what its Docusaurus plugins add in
 * configurePostCss, Tailwind most often; and `postcssConfig`: its postcss.config.js) run over each of the site's stylesheets before they are
 * bundled, at its own path, as Docusaurus' postcss-loader runs over every stylesheet it bundles: an
 * `@import "tailwindcss"` resolves from the file's folder. They run in one process of their own whose
 * working directory is the content folder, since Docusaurus runs in the site's folder, where
 * Tailwind finds its config and the files its `content` globs name. The bundlers take the results
 * through processedCssPlugin.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { BuildError } from '../../../lib/api/build';
import { ownSiteRoot, srcApart } from '../site-components/site-src';

const RUNNER = fileURLToPath(new URL('./postcss-runner.mjs', import.meta.url));
const POSTCSS = createRequire(import.meta.url).resolve('postcss');

/** Stylesheet path → its CSS after the site's PostCSS plugins. */
export type ProcessedCss = Map<string, string>;

/** The site's own .css files (its src/, where it lies when the site is read in place, and the files copied from outside it), not its packages' or static files. */
export function siteCssFiles(contentDir: string): string[] {
  const skip = new Set(['node_modules', 'static', 'build', '.git']);
  const cssOf = (dir: string) =>
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((rel) => rel.endsWith('.css') && !rel.split(path.sep).some((seg) => skip.has(seg)))
      .map((rel) => path.join(dir, rel));
  const apart = srcApart(contentDir);
  return [...cssOf(contentDir), ...(apart ? cssOf(apart) : [])];
}

/**
 * Runs `plugins` over `files`, after the site's PostCSS config where `siteConfig` says it has one; a
 * stylesheet they refuse fails with its file:line.
 */
export function runSitePostcss(files: string[], contentDir: string, plugins: readonly string[] = [], siteConfig = false): ProcessedCss {
  const present = files.filter((f) => fs.existsSync(f));
  if ((!plugins.length && !siteConfig) || !present.length) return new Map();
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docs-postcss-')), 'out.json');
  try {
    // (Read where it lies, the site runs in its own folder, as Docusaurus runs it: Tailwind's config and
    // `content` globs are read there, from src/ and the rest; the plugins are the content folder's install.)
    const run = spawnSync(process.execPath, [RUNNER, JSON.stringify({ files: present, plugins, postcss: POSTCSS, out, requireFrom: contentDir, siteConfig })], {
      cwd: ownSiteRoot(contentDir) ?? contentDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status === 0) return new Map(Object.entries(JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, string>));
    const lines = `${run.stderr ?? ''}`.trim().split('\n');
    let problem: { file: string; line?: number; message: string };
    try {
      problem = JSON.parse(lines.at(-1) ?? '') as typeof problem;
    } catch {
      problem = { file: 'site.config.json', message: `${run.error?.message ?? lines.at(-1) ?? `exit ${run.status}`}` };
    }
    throw new BuildError('The site stylesheets do not compile', [
      {
        file: path.isAbsolute(problem.file) ? path.relative(contentDir, problem.file) : problem.file,
        line: problem.line,
        message: `${problem.message} — fix the stylesheet, or the PostCSS plugins in site.config.json "postcss"`,
      },
    ]);
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

/** Serves the processed stylesheets to esbuild in place of the files (a `.module.css` stays a CSS module). */
export function processedCssPlugin(processed: ProcessedCss = new Map()): Plugin {
  return {
    name: 'site-postcss',
    setup(b) {
      if (!processed.size) return;
      b.onLoad({ filter: /\.css$/ }, (args) => {
        const css = processed.get(args.path);
        return css === undefined
          ? undefined
          : { contents: css, loader: /\.module\.css$/.test(args.path) ? 'local-css' : 'css', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
