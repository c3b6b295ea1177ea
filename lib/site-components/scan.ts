/**
 * Finds the site components a content tree uses: every `import … from '…'` of a JavaScript or
 * TypeScript module in its pages and partials, plus the site's global MDX components (the
 * `globalComponents` of site.config.json, from a Docusaurus `src/theme/MDXComponents`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { resolveComponentModule } from './resolve';
import { walkContent } from '../content/content-walk';
import { allowedFolders } from '../content/inside-content';
import { definesComponents, hoistsExpressions } from './page-module';

export interface ComponentImport {
  /** Absolute path of the module. */
  module: string;
  /** Page or config that imports it (relative to the content folder), for messages. */
  from: string;
}

export interface ImportBinding {
  local: string;
  /** "default", a named export, or "*" for `import * as X`. */
  imported: string;
}

const IMPORT = /^import\s+([\s\S]+?)\s+from\s+['"]([^'"]+)['"];?\s*$/gm;
const FENCE = /^\s*(```|~~~)[\s\S]*?^\s*\1\s*$/gm;
/** A line that may start an import (both patterns above and below need one). */
const IMPORT_LINE = /^import\s/m;
/** `import 'pkg/dist/theme.css';`: a stylesheet for the whole site, as webpack makes it. */
const STYLESHEET_IMPORT = /^import\s+['"]([^'"]+\.s?css)['"];?\s*$/gm;

/** `X`, `{ A, B as C }`, `X, { A }`, `* as NS` → their bindings. */
export function parseImportClause(clause: string): ImportBinding[] {
  const out: ImportBinding[] = [];
  const named = /\{([^}]*)\}/.exec(clause);
  const rest = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  const ns = /\*\s+as\s+([A-Za-z_$][\w$]*)/.exec(rest);
  if (ns) out.push({ local: ns[1], imported: '*' });
  else if (/^[A-Za-z_$][\w$]*$/.test(rest)) out.push({ local: rest, imported: 'default' });
  for (const part of named?.[1].split(',') ?? []) {
    const [imported, local] = part.trim().split(/\s+as\s+/);
    if (imported) out.push({ local: (local ?? imported).trim(), imported: imported.trim() });
  }
  return out;
}

/** The `import` statements of one MDX source, outside code blocks. */
export function importsOf(source: string): { spec: string; bindings: ImportBinding[] }[] {
  if (!IMPORT_LINE.test(source)) return []; // (most pages import nothing)
  const prose = source.replace(FENCE, (block) => block.replace(/[^\n]/g, ' '));
  return [...prose.matchAll(IMPORT)].map((m) => ({ spec: m[2], bindings: parseImportClause(m[1]) }));
}

function walkPages(dir: string): string[] {
  return walkContent(dir, allowedFolders({ contentRoots: [dir] }), { enter: (e) => e.name !== 'node_modules' && !e.name.startsWith('.') })
    .filter((e) => !e.isDir && !e.name.startsWith('.') && /\.mdx?$/.test(e.name))
    .map((e) => e.abs);
}

export function scanSiteComponents(siteRoot: string, globals: Record<string, string> = {}): ComponentImport[] {
  const found: ComponentImport[] = [];
  for (const file of walkPages(siteRoot)) {
    for (const { spec } of importsOf(fs.readFileSync(file, 'utf8'))) {
      const modulePath = resolveComponentModule(spec, file, siteRoot);
      if (modulePath) found.push({ module: modulePath, from: path.relative(siteRoot, file) });
    }
  }
  for (const spec of Object.values(globals)) {
    const modulePath = resolveComponentModule(spec.split('#')[0], path.join(siteRoot, 'site.config.json'), siteRoot);
    if (modulePath) found.push({ module: modulePath, from: 'site.config.json (globalComponents)' });
  }
  return found;
}

/**
 * Pages and partials that define components of their own (./page-module.ts): each is a module of
 * the bundle, so its components run where the site's do.
 */
export function scanPageModules(siteRoot: string): ComponentImport[] {
  return walkPages(siteRoot)
    .filter((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return definesComponents(source) || hoistsExpressions(source);
    })
    .map((file) => ({ module: file, from: path.relative(siteRoot, file) }));
}

/** Stylesheets pages import for their side effect (`import 'pkg/x.css'`): absolute paths, once each. */
export function scanStylesheets(siteRoot: string): string[] {
  const found = new Set<string>();
  const require = createRequire(path.join(siteRoot, 'package.json'));
  for (const file of walkPages(siteRoot)) {
    const source = fs.readFileSync(file, 'utf8');
    if (!IMPORT_LINE.test(source)) continue;
    const prose = source.replace(FENCE, (block) => block.replace(/[^\n]/g, ' '));
    for (const [, spec] of prose.matchAll(STYLESHEET_IMPORT)) {
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
