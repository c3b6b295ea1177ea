/**
 * The live preview's compile after an edit (../live.ts): from the plan the whole bundle left, an
 * edited module, a new export, a module that stops or starts compiling and a stylesheet show in the
 * generated folder; what is not edited is not written again; a React page added is left to the whole prepare.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../../../test/temp-dir';
import type { DocusaurusSiteConfig } from '../site-config-view';

test('an edit of the site code is compiled again alone, from the whole bundle’s plan', async () => {
  // An engine root of its own (its .generated/ is the one written), sharing the engine's code and packages.
  const root = tempDir('live-components-root');
  for (const name of ['lib', 'components', 'plugins', 'node_modules', 'tsconfig.json', 'package-lock.json'])
    fs.symlinkSync(path.resolve(name), path.join(root, name));
  const site = tempDir('live-components-site');
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), text);
    return path.join(site, rel);
  };
  const label = write('src/label.js', "export const label = 'first-label';\n");
  const css = write('src/box.module.css', '.box { color: red; }\n');
  const box = write(
    'src/Box.jsx',
    "import styles from './box.module.css';\nimport { label } from './label';\nexport default function Box() { return <div className={styles.box}>{label}</div>; }\n",
  );
  const other = write('src/Other.jsx', 'export default function Other() { return <p>other-one</p>; }\n');
  process.chdir(root);
  const { bundleSiteComponents } = await import('../bundle');
  const { rebuildChanged, stopLive } = await import('../live');
  after(stopLive);
  const { DOCUSAURUS_FILES } = await import('../../files');
  const out = path.join(root, '.generated/site-components');
  const read = (f: string) => fs.readFileSync(path.join(out, f), 'utf8');
  const manifest = () => JSON.parse(read('manifest.json')) as { modules: Record<string, { exports: string[]; error?: string }> };
  const siteView = { title: 'T', tagline: '', url: 'https://example.dev', baseUrl: '/' } as DocusaurusSiteConfig;
  await bundleSiteComponents(
    [box, other].map((module) => ({ module, from: 'test' })),
    site,
    siteView,
    DOCUSAURUS_FILES,
  );
  // (The whole prepare loads a page's module apart, in a chunk of its own: its code is in the build's chunks.)
  const chunks = fs.readdirSync(path.join(out, 'chunks')).map((f) => read(path.join('chunks', f)));
  assert.ok(chunks.some((code) => /first-label/.test(code)));
  const written = () => fs.readdirSync(out, { recursive: true, encoding: 'utf8' }).map((f) => `${f} ${fs.statSync(path.join(out, f)).mtimeMs}`);
  const whole = written();
  assert.ok(await rebuildChanged([]), 'ready for the first edit');
  assert.deepEqual(written(), whole, 'made ready, nothing written: a page open in the preview is not loaded again');

  fs.writeFileSync(label, "export const label = 'second-label';\n");
  assert.ok(await rebuildChanged([label]));
  assert.match(read('bundle.mjs'), /second-label/, 'a file a component imports: in the bundle');

  const untouched = fs.statSync(path.join(out, 'index.ts')).mtimeMs;
  fs.writeFileSync(css, '.box { color: blue; }\n');
  assert.ok(await rebuildChanged([css]));
  assert.match(read('bundle.css'), /color:\s*(blue|#00f)\b/, "a component's stylesheet");
  assert.equal(fs.statSync(path.join(out, 'index.ts')).mtimeMs, untouched, 'the registry did not change: not written');

  fs.writeFileSync(other, "export const Extra = () => 'extra';\nexport default function Other() { return <p>other-two</p>; }\n");
  assert.ok(await rebuildChanged([other]));
  assert.deepEqual(manifest().modules[other].exports.sort(), ['Extra', 'default']);
  assert.match(read('index.ts'), /Site1_Extra/, 'a new export: in the registry');
  assert.match(read('bundle.mjs'), /other-two/);

  fs.writeFileSync(box, 'export default function Box() { return <div>; }\n');
  assert.ok(await rebuildChanged([box]));
  assert.match(manifest().modules[box].error ?? '', /^src\/Box\.jsx:\d+: /, 'a module that does not compile: its error, with file:line');
  assert.doesNotMatch(read('index.ts'), /Site0_default/);
  assert.match(read('bundle.mjs'), /other-two/, 'the others are still compiled');

  fs.writeFileSync(box, "import { label } from './label';\nexport default function Box() { return <div>{label}-fixed</div>; }\n");
  assert.ok(await rebuildChanged([box]));
  assert.equal(manifest().modules[box].error, undefined, 'compiles again');
  assert.match(read('bundle.mjs'), /-fixed/);

  const page = write('src/pages/new.js', 'export default function New() { return null; }\n');
  assert.equal(await rebuildChanged([page]), false, 'a React page added: the whole prepare lists it');

  await bundleSiteComponents([], site, siteView, DOCUSAURUS_FILES);
  assert.ok(await rebuildChanged([css]), 'a site with no components: nothing of the bundle to make again');
  assert.match(read('index.ts'), /No site components/, 'the empty registry stays');
});
