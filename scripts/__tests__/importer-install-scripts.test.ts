/**
 * What a site's build had from its own install and config, as tRPC's site has it: a postinstall
 * script (through npm-run-all's `run-p postinstall:*`) that writes a module the components import;
 * `require.resolve('./sidebars.js')` in a TypeScript config whose sidebars are sidebars.ts (jiti
 * resolves it so); a Markdown link written from the site's folder (`/docs/a/b.mdx`), which
 * Docusaurus resolves there; and a doc a component imports as a component.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { installCommands, runInstallCommands } from '../../plugins/docusaurus/importer/install-scripts';
import { tempDir } from '../../test/temp-dir';

function write(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
}

const PACKAGE = {
  name: 'www',
  private: true,
  scripts: {
    build: 'docusaurus build',
    preinstall: 'npx only-allow pnpm',
    'postinstall:logos': 'tsx ./src/components/Logos.script.ts',
    'postinstall:other': 'cross-env MODE=ci node scripts/other.js --quiet && husky install',
    postinstall: 'run-p postinstall:* --print-label',
    prepare: 'pnpm run prepare:hooks',
    'prepare:hooks': 'husky',
  },
  dependencies: { '@docusaurus/core': '^3.7.0' },
};

function site(): string {
  const root = tempDir('install-scripts-site');
  write(root, {
    'package.json': JSON.stringify(PACKAGE, null, 2),
    'docusaurus.config.ts': [
      'export default {',
      "  title: 'T', url: 'https://t.example', baseUrl: '/',",
      "  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]],",
      '};',
    ].join('\n'),
    'sidebars.ts': "export default { docs: ['main/intro', 'client/setup'] };\n",
    'docs/main/intro.md': '# Intro\n\nSee [the setup](/docs/client/setup.mdx) and [here](/docs/client/setup).\n',
    'docs/client/setup.mdx': '# Setup\n',
    'static/logos/acme.svg': '<svg/>',
    'static/logos/zeta.png': '',
    'scripts/other.js': "require('fs').writeFileSync(require('path').join(__dirname, '../src/other.json'), JSON.stringify(process.env.MODE));\n",
    'src/components/Logos.script.ts': [
      "import fs from 'fs';",
      "import path from 'path';",
      "const files = fs.readdirSync(path.join(__dirname, '../../static/logos')).sort();",
      "fs.writeFileSync(__dirname + '/Logos.script.output.ts', `export const logos = ${JSON.stringify(files)};\\n`);",
    ].join('\n'),
    'src/components/QuickIntro.tsx': "import Intro from '../../docs/main/intro.md';\nexport const QuickIntro = () => <Intro />;\n",
    'src/components/Logos.tsx':
      "import { logos } from './Logos.script.output';\nexport const Logos = () => <ul>{logos.map((l) => <li key={l}>{l}</li>)}</ul>;\n",
  });
  return root;
}

test("the install's scripts: site files run by Node, reached through run-p patterns and npm run; other commands named, not run", () => {
  const commands = installCommands(site());
  assert.deepEqual(
    commands.map(({ script, command, file, args, env, skipped }) => ({ script, command, file, args, env, skipped: skipped !== undefined })),
    [
      { script: 'preinstall', command: 'npx only-allow pnpm', file: undefined, args: undefined, env: undefined, skipped: true },
      {
        script: 'postinstall',
        command: 'tsx ./src/components/Logos.script.ts',
        file: 'src/components/Logos.script.ts',
        args: [],
        env: undefined,
        skipped: false,
      },
      {
        script: 'postinstall',
        command: 'cross-env MODE=ci node scripts/other.js --quiet',
        file: 'scripts/other.js',
        args: ['--quiet'],
        env: { MODE: 'ci' },
        skipped: false,
      },
      { script: 'postinstall', command: 'husky install', file: undefined, args: undefined, env: undefined, skipped: true },
      { script: 'prepare', command: 'husky', file: undefined, args: undefined, env: undefined, skipped: true },
    ],
  );
});

test('the import reads the sidebars jiti resolves, points a site-folder link at its doc and keeps a doc a component imports apart', async () => {
  const from = site();
  const to = tempDir('install-scripts-imported');
  const report = await importDocusaurus(from, to);
  assert.equal(report.sidebars['default'] ?? report.sidebars['default/current'], 'explicit: docs');
  assert.deepEqual(report.failed, []);
  const intro = fs.readFileSync(path.join(to, 'docs/main/intro.md'), 'utf8');
  assert.match(intro, /\[the setup\]\(\.\.\/client\/setup\.mdx\)/);
  // A URL, not a file: left as it is.
  assert.match(intro, /\[here\]\(\/docs\/client\/setup\)/);
  // A Markdown file a component imports is kept apart from the content, where the copy's import finds it.
  assert.match(fs.readFileSync(path.join(to, 'src/components/QuickIntro.tsx'), 'utf8'), /from '\.\.\/\.\.\/\.docusaurus-root\/docs\/main\/intro\.md'/);
  assert.ok(fs.existsSync(path.join(to, '.docusaurus-root/docs/main/intro.md')));

  // After the install: the scripts write in the site's folder, and what they wrote under src/ comes along.
  runInstallCommands(from, to, report.installScripts!);
  const logos = report.installScripts!.find((c) => c.file === 'src/components/Logos.script.ts')!;
  assert.equal(logos.error, undefined);
  assert.deepEqual(logos.wrote, ['src/components/Logos.script.output.ts']);
  assert.equal(fs.readFileSync(path.join(to, 'src/components/Logos.script.output.ts'), 'utf8'), 'export const logos = ["acme.svg","zeta.png"];\n');
  const other = report.installScripts!.find((c) => c.file === 'scripts/other.js')!;
  assert.deepEqual(other.wrote, ['src/other.json']);
  assert.equal(fs.readFileSync(path.join(to, 'src/other.json'), 'utf8'), '"ci"');
  // The runner copies are gone.
  assert.deepEqual(
    fs.readdirSync(path.join(to, 'src/components')).filter((f) => f.startsWith('.install-script')),
    [],
  );
});
