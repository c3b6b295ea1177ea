/**
 * A config whose helper module computes with a package (`parseEnv(process.env)` with a schema
 * library) and throws when that package is a stub: read again with the site's packages installed,
 * the helper runs as under Docusaurus, while the package values the config itself names (a remark
 * plugin) stay stubs the import can name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { evaluateModule, packagesInstalledIn, stubPath, type EvaluationOutcome } from '../../plugins/docusaurus/importer/config';
import { tempDir } from '../../test/temp-dir';

function site(): { root: string; to: string } {
  const root = tempDir('config-packages-site');
  const to = tempDir('config-packages-imported');
  fs.writeFileSync(
    path.join(root, 'docusaurus.config.js'),
    "const { parseEnv } = require('./env');\n" +
      'const env = parseEnv(process.env);\n' +
      "module.exports = { title: 'Site', plugins: env.API_DOCS === true ? [['api-gen', { out: 'docs/api' }]] : [],\n" +
      "  presets: [['classic', { docs: { remarkPlugins: [require('remark-thing')] } }]] };\n",
  );
  fs.writeFileSync(
    path.join(root, 'env.js'),
    "const { schema } = require('env-schema-lite');\n" +
      "function parseEnv(input) { const env = schema.parse(input); if (typeof env.API_DOCS !== 'boolean') throw new Error('invalid environment'); return env; }\n" +
      'module.exports = { parseEnv };\n',
  );
  const pkg = path.join(to, 'node_modules/env-schema-lite');
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'env-schema-lite', main: 'index.js' }));
  fs.writeFileSync(path.join(pkg, 'index.js'), 'exports.schema = { parse: () => ({ API_DOCS: true }) };\n');
  // (Installed too: the config names it itself, so it stays a stub.)
  const remark = path.join(to, 'node_modules/remark-thing');
  fs.mkdirSync(remark, { recursive: true });
  fs.writeFileSync(path.join(remark, 'package.json'), JSON.stringify({ name: 'remark-thing', main: 'index.js' }));
  fs.writeFileSync(path.join(remark, 'index.js'), 'module.exports = () => () => {};\n');
  return { root, to };
}

test("with packages stubbed, a helper that throws on a stub's value is read as a stub, and the evaluation says so", async () => {
  const { root } = site();
  const outcome: EvaluationOutcome = {};
  const config = await evaluateModule(path.join(root, 'docusaurus.config.js'), {}, undefined, outcome);
  assert.equal(outcome.ownModulesStubbed, true);
  assert.deepEqual(JSON.parse(JSON.stringify(config.plugins)), []);
});

test("with the site's packages installed, the helper computes as under Docusaurus; the config's own package values stay stubs", async () => {
  const { root, to } = site();
  const installed = packagesInstalledIn(to);
  assert.ok(installed);
  const outcome: EvaluationOutcome = {};
  const config = await evaluateModule(path.join(root, 'docusaurus.config.js'), {}, { installed, scope: 'helpers' }, outcome);
  assert.equal(outcome.ownModulesStubbed, undefined);
  assert.deepEqual(JSON.parse(JSON.stringify(config.plugins)), [['api-gen', { out: 'docs/api' }]]);
  const [[, classic]] = config.presets as [string, { docs: { remarkPlugins: unknown[] } }][];
  assert.deepEqual(stubPath(classic.docs.remarkPlugins[0]), ['remark-thing']);
  // Nothing installed: nothing to read with.
  assert.equal(packagesInstalledIn(tempDir('config-packages-empty')), undefined);
});
