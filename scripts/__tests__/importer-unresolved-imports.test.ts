/**
 * A page's `@theme/` import that a plugin's theme gives (docusaurus-theme-openapi-docs' `@theme/ApiExplorer/…`)
 * is resolved by Docusaurus' theme aliases: once the plugins ran, the import's warning about it is taken back.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../test/temp-dir';
import { unresolvedImport, withoutThemeModulesFound } from '../../plugins/docusaurus/importer/unresolved-imports';
import type { ImportReport } from '../../plugins/docusaurus/importer/import-report';

test("warnings of @theme/ imports a plugin's theme folder gives are taken back; others stay", () => {
  const site = tempDir('unresolved-theme-site');
  const content = path.join(site, '.content');
  const theme = path.join(site, 'node_modules', 'theme-of-a-plugin', 'lib', 'theme');
  fs.mkdirSync(path.join(theme, 'ApiExplorer', 'Export'), { recursive: true });
  fs.writeFileSync(path.join(theme, 'ApiExplorer', 'Export', 'index.js'), 'export default function Export() { return null; }\n');
  fs.writeFileSync(path.join(theme, 'StatusCodes.tsx'), 'export default function StatusCodes() { return null; }\n');
  fs.mkdirSync(content);
  fs.writeFileSync(path.join(content, 'theme-paths.json'), JSON.stringify([theme]));
  const other = { file: 'docusaurus.config.js', message: 'something else' };
  const report = {
    warnings: [
      { file: 'docs/a.mdx', message: unresolvedImport('@theme/ApiExplorer/Export') },
      { file: 'docs/a.mdx', message: unresolvedImport('@theme/StatusCodes') },
      { file: 'docs/b.mdx', message: unresolvedImport('@theme/NoSuchPart') },
      { file: 'docs/b.mdx', message: unresolvedImport('@site/src/missing') },
      other,
    ],
  } as ImportReport;
  withoutThemeModulesFound(report, site, content, {});
  assert.deepEqual(report.warnings, [
    { file: 'docs/b.mdx', message: unresolvedImport('@theme/NoSuchPart') },
    { file: 'docs/b.mdx', message: unresolvedImport('@site/src/missing') },
    other,
  ]);
});
