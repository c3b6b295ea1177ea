/**
 * `pagewright`'s own process (bin/pagewright.mjs: tsx loads scripts/tool/main.ts from the package in
 * the site's node_modules) loads every module it reaches at run time by its real path: tsx applies
 * tsconfig.json's paths (`@/…`, `docs-plugins`) to a project's own files only, not to a package's
 * in node_modules, so such an import fails there ("Cannot find package '@/lib'"), as
 * `pagewright start` did when its importer reached plugins/docusaurus/shared/prop-sidebar.ts. The
 * engine's scripts run in the engine's own folder (scripts/tool/project.ts), where the paths apply.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const ENTRY = 'scripts/tool/main.ts';

/** The specifiers a module loads when it runs: value imports and re-exports, dynamic imports (not `import type`). */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      const allTypes = bindings && ts.isNamedImports(bindings) && !node.importClause?.name && bindings.elements.every((e) => e.isTypeOnly);
      if (!allTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each module the tool's process can load, with the tsconfig-path specifiers it loads. */
function aliasedImports(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const paths = Object.keys(config?.options.paths ?? {}).map((p) => p.replace(/\*$/, ''));
  const aliased = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = [path.join(root, ENTRY)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of runtimeSpecifiers(file)) {
      if (paths.some((p) => (p.endsWith('/') ? spec.startsWith(p) : spec === p))) {
        aliased.set(path.relative(root, file), [...(aliased.get(path.relative(root, file)) ?? []), spec]);
        continue;
      }
      if (!spec.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(spec, file, config?.options ?? {}, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && !resolved.includes(`${path.sep}node_modules${path.sep}`) && !resolved.endsWith('.d.ts')) queue.push(resolved);
    }
  }
  assert.ok(seen.size > 50, `walked the tool's modules (${seen.size})`);
  assert.ok(seen.has(path.join(root, 'plugins/docusaurus/importer/import.ts')), "reached the importer the tool's process loads for pagewright start");
  return aliased;
}

test("the tool's own process loads no module through tsconfig.json's paths (tsx does not apply them in node_modules)", () => {
  const aliased = aliasedImports();
  assert.deepEqual(
    [...aliased].map(([file, specs]) => `${file}: ${specs.join(', ')}`),
    [],
    'import these by a relative path: the packed tool loads them from node_modules/pagewright',
  );
});
