/**
 * The engine (lib/) imports neither the product plugins (plugins/) nor the React components
 * (components/): plugins reach it through the `docs-plugins` module the project's configuration
 * names (lib/plugins/engine.ts), rendering goes the other way, and the article renderer is handed
 * to the build by its wiring (scripts/build.ts). Imports by URL or path string (tsImport,
 * `new URL(…)`, a module path in a constant) count as imports.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function sources(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sources(p, out);
    else if (/\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

test('lib/ imports neither plugins/ nor components/', () => {
  const offending: string[] = [];
  for (const file of sources('lib'))
    for (const { fileName: spec } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = spec.startsWith('@/') ? spec.slice(2) : spec.startsWith('.') ? path.relative('.', path.resolve(path.dirname(file), spec)) : undefined;
      if (target && /^(plugins|components)(\/|$)/.test(target.split(path.sep).join('/'))) offending.push(`${file}: imports ${spec}`);
    }
  assert.deepEqual(offending, []);
});

/** The string literals of a file's code (comments are not code). */
function stringLiterals(text: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.JSX, text);
  const out: string[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan())
    if (kind === ts.SyntaxKind.StringLiteral || kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral || kind === ts.SyntaxKind.TemplateHead)
      out.push(scanner.getTokenValue());
  return out;
}

/**
 * The one arrow still left: the site-components compiler binds the site's Docusaurus imports to the
 * engine's shims in components/docusaurus/ by their paths (the compatibility table). To be handed in
 * by the build's wiring like the article renderer.
 */

test('lib/ names no module of plugins/ or components/ by path or URL either', () => {
  const offending: string[] = [];
  for (const file of sources('lib').filter((f) => !f.split(path.sep).includes('__tests__')))
    for (const text of stringLiterals(fs.readFileSync(file, 'utf8')))
      if (/^(?:\.{1,2}\/|@\/)*(plugins|components)\/(?:[\w.[\]-]+\/)*(?:[\w.[\]-]+\.(?:tsx?|mjs|js))?$/.test(text)) offending.push(`${file}: names ${text}`);
  assert.deepEqual(offending, []);
});

test('the path check sees a module named by URL', () => {
  assert.deepEqual(stringLiterals(`// 'components/x.tsx' in a comment\nconst m = tsImport('../../components/mdx/render-tree.tsx', import.meta.url);`), [
    '../../components/mdx/render-tree.tsx',
  ]);
});
