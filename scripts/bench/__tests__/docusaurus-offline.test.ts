/** The bench's Docusaurus copy made installable from the registry alone, and the build's phase times read back. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  installableOffline,
  parsePin,
  removePluginLines,
  rewriteLock,
  rewritePackageJson,
  type PackageLock,
  installableName,
  publicTarball,
} from '../docusaurus-offline';
import { buildTimes } from '../build-times';
import { BuildRun } from '../../../lib/pipeline/runner';

const pkg = {
  name: 'site',
  dependencies: {
    '@docusaurus/core': '3.8.0',
    'plugin-image-zoom': 'flexanalytics/plugin-image-zoom',
    'from-git': 'git+https://github.com/a/b.git#v1',
    'from-tarball': 'https://example.com/x.tgz',
    redocusaurus: '^2.2.3',
    local: 'file:./packages/local',
    alias: 'npm:other@^1.0.0',
  },
  devDependencies: { '@docusaurus/types': '3.8.0', 'gh-dev': 'github:a/c' },
  scripts: { build: 'docusaurus build' },
};

const lock: PackageLock = {
  name: 'site',
  lockfileVersion: 3,
  packages: {
    '': { name: 'site', dependencies: { ...pkg.dependencies }, devDependencies: { ...pkg.devDependencies } },
    'node_modules/@docusaurus/core': { version: '3.8.0' },
    'node_modules/plugin-image-zoom': { version: '1.1.0', resolved: 'git+ssh://git@github.com/flexanalytics/plugin-image-zoom.git#8e1b866' },
    'node_modules/plugin-image-zoom/node_modules/medium-zoom': { version: '1.0.8' },
    'node_modules/plugin-image-zoomer': { version: '9.9.9' },
    'node_modules/redocusaurus': { version: '2.3.0', dependencies: { 'docusaurus-theme-redoc': '2.3.0' } },
    'node_modules/from-git': { version: '1.0.0' },
    'node_modules/from-tarball': { version: '1.0.0' },
    'node_modules/gh-dev': { version: '1.0.0', dev: true },
    'node_modules/other/node_modules/redocusaurus': { version: '2.3.0' },
  },
};

const config = `module.exports = {
  presets: [["classic", {}]],
  plugins: [
    "docusaurus-plugin-sass",
    "plugin-image-zoom",
    'from-git', // a comment
    require.resolve("from-tarball"),
    ["gh-dev", { option: true }],
    function local() {
      return { name: "plugin-image-zoom-like" };
    },
  ],
  themeConfig: { imageZoom: { selector: "img" }, note: "see plugin-image-zoom" },
};
`;

test('registry versions, ranges, tags, aliases and local paths install offline; GitHub and URLs do not', () => {
  for (const spec of ['3.8.0', '^2.2.3', '~1.0 || >=2.0.0-beta.1', 'latest', '*', '', 'npm:other@^1', 'file:../x', './x'])
    assert.equal(installableOffline(spec), true, spec);
  for (const spec of ['flexanalytics/plugin-image-zoom', 'owner/repo#main', 'github:a/b', 'git+ssh://git@github.com/a/b.git', 'https://x.test/a.tgz'])
    assert.equal(installableOffline(spec), false, spec);
});

test('--pin name@version, scoped or not', () => {
  assert.deepEqual(parsePin('redocusaurus@2.2.3'), { name: 'redocusaurus', version: '2.2.3' });
  assert.deepEqual(parsePin('@docusaurus/core@3.8.0'), { name: '@docusaurus/core', version: '3.8.0' });
  assert.throws(() => parsePin('redocusaurus'), /name@version/);
  assert.throws(() => parsePin('@scope/name'), /name@version/);
});

test('package.json: non-registry dependencies dropped, pins exact, the rest untouched', () => {
  const { pkg: out, changes } = rewritePackageJson(pkg, { redocusaurus: '2.2.3', 'docusaurus-theme-redoc': '2.2.3' });
  assert.deepEqual(changes.dropped, [
    { name: 'plugin-image-zoom', spec: 'flexanalytics/plugin-image-zoom' },
    { name: 'from-git', spec: 'git+https://github.com/a/b.git#v1' },
    { name: 'from-tarball', spec: 'https://example.com/x.tgz' },
    { name: 'gh-dev', spec: 'github:a/c' },
  ]);
  assert.deepEqual(changes.pinned, { redocusaurus: '2.2.3', 'docusaurus-theme-redoc': '2.2.3' });
  // Nested copies too, through npm's overrides.
  assert.deepEqual(out.overrides, { redocusaurus: '2.2.3', 'docusaurus-theme-redoc': '2.2.3' });
  assert.deepEqual(out.dependencies, {
    '@docusaurus/core': '3.8.0',
    redocusaurus: '2.2.3',
    local: 'file:./packages/local',
    alias: 'npm:other@^1.0.0',
    'docusaurus-theme-redoc': '2.2.3',
  });
  assert.deepEqual(out.devDependencies, { '@docusaurus/types': '3.8.0' });
  assert.deepEqual(out.scripts, pkg.scripts);
  assert.equal(pkg.dependencies['plugin-image-zoom'], 'flexanalytics/plugin-image-zoom', 'the input is not modified');
});

test("package.json: the site's devEngines removed (npm would refuse this machine's Node), and kept in the changes", () => {
  const devEngines = { runtime: { name: 'node', version: '22', onFail: 'download' } };
  const { pkg: out, changes } = rewritePackageJson({ ...pkg, devEngines }, {});
  assert.equal('devEngines' in out, false);
  assert.deepEqual(changes.devEngines, devEngines);
  assert.equal(rewritePackageJson(pkg, {}).changes.devEngines, undefined);
});

test('package-lock.json: entries of dropped and pinned packages removed, the root entry agrees with package.json', () => {
  const { changes } = rewritePackageJson(pkg, { redocusaurus: '2.2.3' });
  const { lock: out, removed } = rewriteLock(lock, changes);
  assert.deepEqual(removed.sort(), [
    'node_modules/from-git',
    'node_modules/from-tarball',
    'node_modules/gh-dev',
    'node_modules/other/node_modules/redocusaurus',
    'node_modules/plugin-image-zoom',
    'node_modules/plugin-image-zoom/node_modules/medium-zoom',
    'node_modules/redocusaurus',
  ]);
  // A package whose name only starts with a dropped one stays; a pinned one's nested copy goes, and the override pins it.
  assert.ok(out.packages!['node_modules/plugin-image-zoomer']);
  assert.ok(out.packages!['node_modules/@docusaurus/core']);
  const root = out.packages![''];
  assert.equal(root.dependencies!['plugin-image-zoom'], undefined);
  assert.equal(root.dependencies!.redocusaurus, '2.2.3');
  assert.deepEqual(root.devDependencies, { '@docusaurus/types': '3.8.0' });
  assert.ok(lock.packages!['node_modules/redocusaurus'], 'the input is not modified');
});

test('lockfile v1/v2: the dependencies tree loses the same packages', () => {
  const { changes } = rewritePackageJson(pkg, { redocusaurus: '2.2.3' });
  const { lock: out, removed } = rewriteLock({ lockfileVersion: 2, dependencies: { redocusaurus: {}, 'plugin-image-zoom': {}, clsx: {} } }, changes);
  assert.deepEqual(Object.keys(out.dependencies!), ['clsx']);
  assert.deepEqual(removed.sort(), ['dependencies.plugin-image-zoom', 'dependencies.redocusaurus']);
});

test('config: plugin entries of dropped packages removed line by line, other mentions reported', () => {
  const { text, removed, remaining } = removePluginLines(config, ['plugin-image-zoom', 'from-git', 'from-tarball', 'gh-dev']);
  assert.deepEqual(removed, [
    { line: 5, text: '"plugin-image-zoom",' },
    { line: 6, text: "'from-git', // a comment" },
    { line: 7, text: 'require.resolve("from-tarball"),' },
    { line: 8, text: '["gh-dev", { option: true }],' },
  ]);
  assert.deepEqual(remaining, []);
  assert.equal(text.split('\n').length, config.split('\n').length - 4);
  assert.match(text, /"docusaurus-plugin-sass",\n {4}function local\(\)/);
  assert.match(text, /plugin-image-zoom-like/);
  assert.match(text, /imageZoom/);
  // An entry over several lines is not cut in half: it is reported instead.
  const multi = removePluginLines('plugins: [\n  [\n    "gh-dev",\n    { a: 1 },\n  ],\n  ["gh-dev",\n    {}],\n]', ['gh-dev']);
  assert.deepEqual(multi.removed, []);
  assert.deepEqual(multi.remaining, [
    { line: 3, text: '"gh-dev",' },
    { line: 6, text: '["gh-dev",' },
  ]);
});

test('the build summary line reads back as seconds per phase, names with commas included', () => {
  const run = new BuildRun();
  run.record('index', 400, 0.52);
  run.record('static files, Markdown and sitemap', 1250, 1.1);
  run.record('next build', 61_040, 88.04);
  const log = `noise\nTime: old 1.0 s\n${run.summary()}\n✔ Built 3 pages into out/ in 62.7 s\n`;
  assert.deepEqual(buildTimes(log), { index: 0.4, 'static files, Markdown and sitemap': 1.3, 'next build': 61.0 });
  assert.deepEqual(buildTimes(log, 'CPU'), { index: 0.5, 'static files, Markdown and sitemap': 1.1, 'next build': 88.0 });
  assert.deepEqual(buildTimes('no summary'), {});
});

test('a dependency under a name npm refuses is dropped; scoped, dotted and old capitalised names stay', () => {
  for (const name of ['-', '.hidden', '_private', '@scope/', 'a b']) assert.ok(!installableName(name), name);
  for (const name of ['react', '@docusaurus/core', 'lodash.merge', 'JSONStream', '@types/node']) assert.ok(installableName(name), name);
  const { changes } = rewritePackageJson({ dependencies: { '-': '^0.0.1', react: '18.0.0' } }, {});
  assert.deepEqual(changes.dropped, [{ name: '-', spec: '^0.0.1' }]);
});

test("a lock's tarball on a registry mirror is the public registry's (karmada-io/website resolves from repo.huaweicloud.com)", () => {
  assert.equal(publicTarball('https://repo.huaweicloud.com/repository/npm/zod/-/zod-4.1.12.tgz'), 'https://registry.npmjs.org/zod/-/zod-4.1.12.tgz');
  assert.equal(publicTarball('https://mirror.example/npm/@babel/core/-/core-7.1.0.tgz'), 'https://registry.npmjs.org/@babel/core/-/core-7.1.0.tgz');
  // A scoped package right after the mirror's host keeps its scope (koordinator-sh/website's lock).
  assert.equal(
    publicTarball('https://registry.anpm.example.com/@docusaurus/preset-classic/-/preset-classic-2.4.1.tgz'),
    'https://registry.npmjs.org/@docusaurus/preset-classic/-/preset-classic-2.4.1.tgz',
  );
  assert.equal(publicTarball('https://registry.yarnpkg.com/zod/-/zod-4.1.12.tgz'), 'https://registry.yarnpkg.com/zod/-/zod-4.1.12.tgz');
  assert.equal(publicTarball('https://codeload.github.com/a/b/tar.gz/abc'), 'https://codeload.github.com/a/b/tar.gz/abc');
});
