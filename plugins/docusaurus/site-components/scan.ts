/**
 * Finds the site components a content tree uses: every `import … from '…'` of a JavaScript or
 * TypeScript module in its pages and partials, plus the site's global MDX components (the
 * `globalComponents` of site.config.json, from a Docusaurus `src/theme/MDXComponents`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { resolveComponentModule, type ModuleAliases } from './resolve';
import { walkContent, allowedFolders } from '../../../lib/api/content';
import { definesComponents, hoistsExpressions } from './page-module';
import { sha1 } from '../../../lib/api/build';
import { readingOf, readPageText, readRoots } from '../in-place/reading';
import type { ComponentImport } from '../../../lib/api/build';

const IMPORT = /^import\s+([\s\S]+?)\s+from\s+['"]([^'"]+)['"];?\s*$/gm;
const FENCE = /^\s*(```|~~~)[\s\S]*?^\s*\1\s*$/gm;
/** A line that may start an import (both patterns above and below need one). */
const IMPORT_LINE = /^import\s/m;
/** `import 'pkg/dist/theme.css';`: a stylesheet for the whole site, as webpack makes it. */
const STYLESHEET_IMPORT = /^import\s+['"]([^'"]+\.s?css)['"];?\s*$/gm;

function walkPages(dir: string): string[] {
  return walkContent(dir, allowedFolders({ contentRoots: [dir] }), { enter: (e) => e.name !== 'node_modules' && !e.name.startsWith('.') })
    .filter((e) => !e.isDir && !e.name.startsWith('.') && /\.mdx?$/.test(e.name))
    .map((e) => e.abs);
}

/** What one page's source says for the bundle, kept by the source's hash between runs (plugins/docusaurus/site-components/component-cache.ts). */
export interface SourceScan {
  /** Its import specifiers, outside code blocks. */
  imports: string[];
  /** Stylesheets it imports for their side effect (`import 'pkg/x.css'`). */
  stylesheets: string[];
  /** Whether it is a module of the bundle (./page-module.ts): read when first asked, since it parses the page. */
  pageModule?: boolean;
}

/** Scans by the sha1 of the source they were read from. */
export type ScanMemo = Record<string, SourceScan>;

export interface ScannedPage {
  file: string;
  scan: SourceScan;
}

/**
 * Every Markdown file of the site with its scan, read once: a source scanned before (same hash) is
 * not parsed again. `memo` gets the scans of this run only, so it does not grow with old versions.
 */
export function scanPages(siteRoot: string, memo: ScanMemo, withPageModules: boolean): { pages: ScannedPage[]; memo: ScanMemo } {
  const used: ScanMemo = {};
  // (The docs read where they lie too, as the page pass reads them: ../in-place/reading.ts.)
  const reading = readingOf(siteRoot);
  const files = [...walkPages(siteRoot), ...(reading ? readRoots(reading).flatMap(walkPages) : [])];
  const pages = files.map((file) => {
    const source = readPageText(siteRoot, file);
    const key = sha1(source);
    const scan = used[key] ?? memo[key] ?? scanSource(source);
    if (withPageModules && scan.pageModule === undefined) scan.pageModule = definesComponents(source) || hoistsExpressions(source);
    used[key] = scan;
    return { file, scan };
  });
  return { pages, memo: used };
}

function scanSource(source: string): SourceScan {
  if (!IMPORT_LINE.test(source)) return { imports: [], stylesheets: [] }; // (most pages import nothing)
  const prose = source.replace(FENCE, (block) => block.replace(/[^\n]/g, ' '));
  return { imports: [...prose.matchAll(IMPORT)].map((m) => m[2]), stylesheets: [...prose.matchAll(STYLESHEET_IMPORT)].map((m) => m[1]) };
}

export function scanSiteComponents(siteRoot: string, pages: ScannedPage[], globals: Record<string, string> = {}, aliases?: ModuleAliases): ComponentImport[] {
  const found: ComponentImport[] = [];
  for (const { file, scan } of pages) {
    for (const spec of scan.imports) {
      const modulePath = resolveComponentModule(spec, file, siteRoot, aliases);
      if (modulePath) found.push({ module: modulePath, from: path.relative(siteRoot, file) });
    }
  }
  for (const spec of Object.values(globals)) {
    const modulePath = resolveComponentModule(spec.split('#')[0], path.join(siteRoot, 'site.config.json'), siteRoot, aliases);
    if (modulePath) found.push({ module: modulePath, from: 'site.config.json (globalComponents)' });
  }
  return found;
}

/**
 * Pages and partials that define components of their own (./page-module.ts): each is a module of
 * the bundle, so its components run where the site's do. (`pages` scanned with page modules.)
 */
export function scanPageModules(siteRoot: string, pages: ScannedPage[]): ComponentImport[] {
  return pages.filter((p) => p.scan.pageModule).map(({ file }) => ({ module: file, from: path.relative(siteRoot, file) }));
}

/** Stylesheets pages import for their side effect (`import 'pkg/x.css'`): absolute paths, once each. */
export function scanStylesheets(siteRoot: string, pages: ScannedPage[]): string[] {
  const found = new Set<string>();
  const require = createRequire(path.resolve(siteRoot, 'package.json'));
  for (const { file, scan } of pages) {
    for (const spec of scan.stylesheets) {
      let abs: string | undefined;
      if (spec.startsWith('@site/')) abs = path.join(siteRoot, spec.slice('@site/'.length));
      else if (spec.startsWith('.')) abs = path.resolve(path.dirname(file), spec);
      else {
        try {
          abs = require.resolve(spec);
        } catch {
          abs = undefined;
        }
      }
      if (abs && fs.existsSync(abs)) found.add(abs);
    }
  }
  return [...found].sort();
}
