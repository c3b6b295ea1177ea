/**
 * The components' package install leaves out the one package the registry cannot serve (a monorepo's
 * yarn placeholder `0.0.0-use.local`), also when the import runs under `npm run -s`, whose silent log
 * level the child npm would inherit: its error then named no package. `npm` here is a stand-in on PATH
 * that answers as npm does, at the log level it is given.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { installComponentPackages } from '../../plugins/docusaurus/importer/install-packages';
import type { ImportReport } from '../../plugins/docusaurus/importer/import';
import { tempDir } from '../../test/temp-dir';

const FAKE_NPM = `#!/usr/bin/env node
const fs = require('node:fs');
const deps = JSON.parse(fs.readFileSync('package.json', 'utf8')).dependencies ?? {};
const bad = Object.entries(deps).find(([, range]) => range === '0.0.0-use.local');
if (!bad) process.exit(0);
if (process.env.npm_config_loglevel !== 'silent') {
  process.stderr.write('npm error code ETARGET\\nnpm error notarget No matching version found for ' + bad[0] + '@0.0.0-use.local.\\n');
}
process.exit(1);
`;

test('a package the registry lacks is left out by name, under a silent npm log level too', (t) => {
  const bin = tempDir('fake-npm');
  fs.writeFileSync(path.join(bin, 'npm'), FAKE_NPM, { mode: 0o755 });
  const from = tempDir('install-site');
  fs.writeFileSync(path.join(from, 'package.json'), JSON.stringify({ dependencies: { 'left-pad': '^1.3.0' } }));
  const to = tempDir('install-content');
  const dependencies = { 'left-pad': '^1.3.0', '@ws/codegen': '0.0.0-use.local' };
  fs.writeFileSync(path.join(to, 'package.json'), JSON.stringify({ private: true, dependencies }));
  const report = { warnings: [], componentPackages: { ...dependencies } } as unknown as ImportReport;

  const saved = { PATH: process.env.PATH, level: process.env.npm_config_loglevel };
  process.env.PATH = `${bin}${path.delimiter}${process.env.PATH}`;
  process.env.npm_config_loglevel = 'silent';
  t.after(() => {
    process.env.PATH = saved.PATH;
    if (saved.level === undefined) delete process.env.npm_config_loglevel;
    else process.env.npm_config_loglevel = saved.level;
  });
  installComponentPackages(report, from, to);

  const pkg = JSON.parse(fs.readFileSync(path.join(to, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  assert.deepEqual(pkg.dependencies, { 'left-pad': '^1.3.0' });
  const messages = report.warnings.map((w) => w.message);
  assert.ok(
    messages.some((m) => m.includes('@ws/codegen is left out')),
    messages.join('\n'),
  );
});

test('a package pinned (--pin) is installed at that version in place of the range the registry cannot serve, and said', (t) => {
  const bin = tempDir('fake-npm-pin');
  // (This npm fails on any range but an exact version, as a registry without the range's releases does.)
  fs.writeFileSync(path.join(bin, 'npm'), FAKE_NPM.replace("range === '0.0.0-use.local'", "range.startsWith('^2.91')"), { mode: 0o755 });
  const from = tempDir('pin-site');
  fs.writeFileSync(path.join(from, 'package.json'), JSON.stringify({ dependencies: {} }));
  const to = tempDir('pin-content');
  fs.writeFileSync(path.join(to, 'package.json'), JSON.stringify({ private: true, dependencies: { '@douyinfe/semi-ui': '^2.91.0', clsx: '^2.1.1' } }));
  const report = { warnings: [], componentPackages: { '@douyinfe/semi-ui': '^2.91.0', clsx: '^2.1.1' } } as unknown as ImportReport;
  const saved = process.env.PATH;
  process.env.PATH = `${bin}${path.delimiter}${process.env.PATH}`;
  t.after(() => void (process.env.PATH = saved));
  installComponentPackages(report, from, to, { '@douyinfe/semi-ui': '2.90.1', 'not-a-dependency': '1.0.0' });
  const pkg = JSON.parse(fs.readFileSync(path.join(to, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  assert.deepEqual(pkg.dependencies, { '@douyinfe/semi-ui': '2.90.1', clsx: '^2.1.1' });
  assert.deepEqual(
    report.warnings.map((w) => w.message),
    ["@douyinfe/semi-ui is installed at 2.90.1 (--pin), not at the site's ^2.91.0"],
  );
});
