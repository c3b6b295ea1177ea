import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ALL_PLUGINS, PLUGIN_MODULES, selectionFiles, writePluginSelection } from '../selection';
import { plugins } from '../index';
import { pluginComponents } from '../components';
import { pluginBehaviours } from '../behaviours';
import { docusaurusBehaviours } from '../docusaurus/browser/behaviours';

const root = process.cwd();

/** The selection's modules for `names`, written at the generated folder's depth in the checkout and loaded. */
async function loadSelection(names: string[]) {
  const dir = fs.mkdtempSync(path.join(root, '.generated', `selection-test-`));
  try {
    for (const [file, text] of Object.entries(selectionFiles(names))) fs.writeFileSync(path.join(dir, file), text);
    const load = (file: string) => import(pathToFileURL(path.join(dir, file)).href);
    const [p, c, b] = await Promise.all([load('plugins.ts'), load('components.tsx'), load('behaviours.ts')]);
    return { plugins: p.plugins, components: c.pluginComponents, behaviours: b.pluginBehaviours };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

fs.mkdirSync(path.join(root, '.generated'), { recursive: true });

test("the catalog names this checkout's plugins, in plugins/index.ts's order", () => {
  assert.deepEqual(
    Object.keys(PLUGIN_MODULES),
    plugins.map((p) => p.name),
  );
});

test('every plugin chosen gives the lists plugins/index.ts, components.tsx and behaviours.ts give', async () => {
  const all = await loadSelection(Object.keys(PLUGIN_MODULES));
  assert.deepEqual(all.plugins, plugins);
  assert.deepEqual(Object.keys(all.components), Object.keys(pluginComponents));
  for (const name of Object.keys(pluginComponents)) assert.equal(all.components[name], pluginComponents[name]);
  assert.deepEqual(all.behaviours, pluginBehaviours);
});

test('a site naming one plugin gets that one alone: a Docusaurus site compiles none of the vCluster plugin', async () => {
  const docusaurus = await loadSelection(['docusaurus']);
  assert.deepEqual(
    docusaurus.plugins.map((p: { name: string }) => p.name),
    ['docusaurus'],
  );
  assert.deepEqual(Object.keys(docusaurus.components), ['docusaurus']);
  assert.deepEqual(docusaurus.behaviours, docusaurusBehaviours);
  for (const text of Object.values(selectionFiles(['docusaurus']))) assert.doesNotMatch(text, /vcluster/);
  // (Nor its stylesheet: a Docusaurus site's own `config-field` cards are not restyled by the plugin's references.)
  assert.equal(
    selectionFiles(['docusaurus'])
      ['styles.ts'].split('\n')
      .filter((l) => l.startsWith('import')).length,
    0,
  );
  assert.match(selectionFiles(['vcluster'])['styles.ts'], /^import '\.\.\/\.\.\/plugins\/vcluster\/styles\/references\.css';$/m);
  const vcluster = await loadSelection(['vcluster']);
  assert.deepEqual(
    vcluster.plugins.map((p: { name: string }) => p.name),
    ['vcluster'],
  );
  assert.deepEqual(Object.keys(vcluster.components), ['vcluster']);
  assert.equal(vcluster.behaviours.length, pluginBehaviours.length - docusaurus.behaviours.length);
});

test('the files are written only when their text changes, and a config that cannot be read keeps the whole lists', () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-selection-'));
  try {
    assert.deepEqual(writePluginSelection(project, undefined), ALL_PLUGINS);
    assert.equal(fs.existsSync(path.join(project, '.generated')), false);
    const chosen = writePluginSelection(project, ['docusaurus', 'not-a-plugin']);
    const file = path.join(project, chosen.plugins);
    assert.match(fs.readFileSync(file, 'utf8'), /docusaurusPlugin/);
    // (Whole seconds: a file system keeps them exactly.)
    const past = Math.floor(Date.now() / 1000) - 60;
    fs.utimesSync(file, past, past);
    writePluginSelection(project, ['docusaurus']);
    assert.equal(fs.statSync(file).mtimeMs, past * 1000);
    writePluginSelection(project, ['vcluster']);
    assert.match(fs.readFileSync(file, 'utf8'), /vclusterPlugin/);
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
});
