/**
 * The engine (lib/) imports neither the product plugins (plugins/) nor the React components
 * (components/): the plugins this checkout provides are handed to it by whoever wires a build, the
 * preview or a check (lib/plugins/engine.ts), rendering goes the other way, and the article
 * renderer is handed to the build by its wiring (scripts/build.ts). Every import counts, by relative
 * path, by `@/`, or by a module name the project's configuration binds to a file (tsconfig.json
 * `paths`, next.config.ts `turbopack.resolveAlias`); and imports by URL or path string (tsImport,
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

/** A path relative to the project root, with forward slashes and no leading ./ */
const projectPath = (p: string) => path.relative('.', path.resolve(p)).split(path.sep).join('/');

/** The string literals anywhere in a node. */
function literalsIn(node: ts.Node): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  const out: string[] = [];
  node.forEachChild((child) => void out.push(...literalsIn(child)));
  return out;
}

/**
 * The module names the project's configuration binds to files, each with the files it may be bound
 * to (project paths; `*` as in tsconfig's patterns): tsconfig.json `paths` and next.config.ts
 * `turbopack.resolveAlias` (a value named by a constant: the strings of the constant's initializer).
 */
function configAliases(): Map<string, string[]> {
  const aliases = new Map<string, string[]>();
  const add = (name: string, targets: string[]) => aliases.set(name, [...new Set([...(aliases.get(name) ?? []), ...targets])]);
  const { config } = ts.readConfigFile('tsconfig.json', ts.sys.readFile);
  for (const [name, targets] of Object.entries((config.compilerOptions.paths ?? {}) as Record<string, string[]>)) add(name, targets);
  const next = ts.createSourceFile('next.config.ts', fs.readFileSync('next.config.ts', 'utf8'), ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.Expression>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    if (ts.isPropertyAssignment(node) && node.name.getText(next) === 'resolveAlias' && ts.isObjectLiteralExpression(node.initializer))
      for (const prop of node.initializer.properties)
        if (ts.isPropertyAssignment(prop)) {
          const value = ts.isIdentifier(prop.initializer) ? constants.get(prop.initializer.text) : prop.initializer;
          add(ts.isStringLiteral(prop.name) ? prop.name.text : prop.name.getText(next), value ? literalsIn(value) : []);
        }
    node.forEachChild(visit);
  };
  visit(next);
  assert.ok(aliases.has('@/*') && aliases.has('docs-site-components'), 'the aliases of tsconfig.json and next.config.ts are read');
  return new Map([...aliases].map(([name, targets]) => [name, [...new Set(targets.filter((t) => t.startsWith('.')).map((t) => projectPath(t)))]]));
}

/** The files a configured module name may be bound to (undefined: the configuration names no such module). */
function aliasTargets(spec: string, aliases: Map<string, string[]>): string[] | undefined {
  for (const [name, targets] of aliases) {
    const star = name.indexOf('*');
    if (star < 0 ? spec === name : spec.startsWith(name.slice(0, star)) && spec.endsWith(name.slice(star + 1)) && spec.length >= name.length - 1) {
      const matched = star < 0 ? '' : spec.slice(star, spec.length - (name.length - star - 1));
      return targets.map((t) => t.replace('*', matched));
    }
  }
  return undefined;
}

/** The project files an import of `file` may name: by relative path, or by a module name the configuration binds; none for a package. */
function importTargets(file: string, spec: string, aliases: Map<string, string[]>): string[] {
  if (spec.startsWith('.')) return [projectPath(path.join(path.dirname(file), spec))];
  return aliasTargets(spec, aliases) ?? [];
}

const ABOVE_THE_ENGINE = /^(plugins|components)(\/|$)/;

test('lib/ imports neither plugins/ nor components/, by path or by a module name the configuration binds to them', () => {
  const aliases = configAliases();
  const offending: string[] = [];
  for (const file of sources('lib'))
    for (const { fileName: spec } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles)
      if (importTargets(file, spec, aliases).some((t) => ABOVE_THE_ENGINE.test(t))) offending.push(`${file}: imports ${spec}`);
  assert.deepEqual(offending, []);
});

test("the import check follows the configuration's module names", () => {
  const aliases = configAliases();
  assert.deepEqual(aliasTargets('@/plugins/index', aliases), ['plugins/index']);
  assert.deepEqual(aliasTargets('docs-test-components', aliases), ['components/mdx/no-test-components.ts']);
  // A module name bound to plugins/ (as `docs-plugins` was, for lib/plugins/engine.ts) is an import of plugins/.
  const bound = new Map([...aliases, ['docs-plugins', ['plugins/index.ts']]]);
  assert.deepEqual(importTargets('lib/plugins/engine.ts', 'docs-plugins', bound), ['plugins/index.ts']);
  assert.deepEqual(importTargets('lib/plugins/engine.ts', '../../plugins/index', aliases), ['plugins/index']);
  assert.deepEqual(importTargets('lib/x.ts', 'node:fs', aliases), []);
  assert.deepEqual(importTargets('lib/x.ts', 'unified', aliases), []);
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

test('lib/ names no module of plugins/ or components/ by path, URL or configured module name either', () => {
  const aliases = configAliases();
  const upward = [...aliases.keys()].filter((name) => !name.includes('*') && aliases.get(name)!.some((t) => ABOVE_THE_ENGINE.test(t)));
  const offending: string[] = [];
  for (const file of sources('lib').filter((f) => !f.split(path.sep).includes('__tests__')))
    for (const text of stringLiterals(fs.readFileSync(file, 'utf8')))
      if (upward.includes(text) || /^(?:\.{1,2}\/|@\/)*(plugins|components)\/(?:[\w.[\]-]+\/)*(?:[\w.[\]-]+\.(?:tsx?|mjs|js))?$/.test(text))
        offending.push(`${file}: names ${text}`);
  assert.deepEqual(offending, []);
});

test('the path check sees a module named by URL', () => {
  assert.deepEqual(stringLiterals(`// 'components/x.tsx' in a comment\nconst m = tsImport('../../components/mdx/render-tree.tsx', import.meta.url);`), [
    '../../components/mdx/render-tree.tsx',
  ]);
});
