/**
 * pagewright start imports the site again after a config edit in the import process it keeps, with
 * the site's plugin run in a process started ahead (plugins/docusaurus/importer/plugin-process.ts):
 * the content folder it leaves is the one a fresh import of the edited site writes, file for file;
 * after an edit of that plugin too; and by the process of its own a later start runs beside the preview.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../test/temp-dir';
import { importChanged, importSite, stopImporter } from '../tool/import-site';
import { runEngine } from '../tool/run-node';
import type { ToolProject } from '../tool/project';
import { readerOf } from '../../plugins/docusaurus/in-place/reading';

/**
 * Every file of `dir` with its text; the report without what differs between any two runs: its time,
 * its folder and the staging folder a plugin ran from (its client modules' paths).
 */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const abs = path.join(dir, rel);
    if (rel.split(path.sep).includes('node_modules') || !fs.lstatSync(abs).isFile()) continue;
    const text = fs.readFileSync(abs, 'utf8');
    const report = () => JSON.stringify({ ...JSON.parse(text), seconds: 0, to: '' }).replace(/"\/[^"]*\/content(\.next)?\.\d+-\d+\//g, '"<staging>/');
    out[rel] = rel === 'import-report.json' ? report() : text;
  }
  return out;
}

/** The content a fresh import of the site (another process, run once) writes. */
async function freshImport(project: ToolProject): Promise<Record<string, string>> {
  // (Beside the tool's, so that the docs read in place are named by the same paths from it.)
  const fresh = path.join(project.site, '.pagewright-fresh', 'content');
  const args = ['--from', project.site, '--to', fresh, '--site-packages', '--preview', '--in-place'];
  assert.equal(await runEngine(project, 'scripts/import-docusaurus.ts', args, { typescript: true }), 0);
  return tree(fresh);
}

test('a page, config or plugin edit imported again by the kept import process gives the content a fresh import gives', { timeout: 300_000 }, async () => {
  const site = tempDir('tool-config-edit');
  fs.cpSync('test/fixtures/docusaurus-site', site, { recursive: true });
  const project: ToolProject = { site, cache: path.join(site, '.pagewright'), engine: process.cwd(), content: path.join(site, '.pagewright/content') };
  try {
    assert.ok(await importSite(project, { preview: true }), 'the first import');
    // A page's edit imported alone leaves the report as it was when it stays the same: the preview
    // renders the page again after each write to the content, and a second render would delay the edit's.
    const report = path.join(project.content, 'import-report.json');
    const page = path.join(site, 'docs/intro.mdx');
    fs.appendFileSync(page, '\nA line added.\n');
    assert.ok(await importChanged(project, [page]), 'the edit imported alone');
    const written = fs.statSync(report).mtimeMs;
    fs.appendFileSync(page, '\nAnother line.\n');
    assert.ok(await importChanged(project, [page]), 'the next edit imported alone');
    assert.equal(fs.statSync(report).mtimeMs, written, 'the report is not written again');
    // A Markdown page of src/pages, read where it lies as the whole import reads it (its static image's URL under the baseUrl): not copied.
    const notes = path.join(site, 'src/pages/notes.md');
    fs.appendFileSync(notes, '\n![The logo](/img/logo.svg)\n');
    assert.ok(await importChanged(project, [notes]), 'the page edit imported alone');
    assert.ok(!Object.keys(tree(project.content)).some((f) => f.startsWith(`src${path.sep}`)), 'no copy of src/');
    assert.match(readerOf(project.content)!(fs.readFileSync(notes, 'utf8'), notes) as string, /!\[The logo\]\(\/docs\/img\/logo\.svg\)/);
    // A component of src/ edited: nothing to import, the preview compiles it again.
    const badge = path.join(site, 'src/components/Badge.js');
    fs.appendFileSync(badge, '\n// edited\n');
    assert.ok(await importChanged(project, [badge]), 'nothing to import');
    const config = path.join(site, 'docusaurus.config.js');
    const edited = fs
      .readFileSync(config, 'utf8')
      .replace("title: 'Fixture docs'", "title: 'Edited title'")
      .replace("label: 'Home'", "label: 'Start here'")
      .replace("title: 'Learn'", "title: 'Read'");
    fs.writeFileSync(config, edited);
    assert.ok(await importSite(project, { preview: true }), 'the import again');
    const kept = tree(project.content);
    assert.match(kept['site.config.json'], /Edited title/);
    assert.match(kept['site.config.json'], /Start here/);

    assert.deepEqual(kept, await freshImport(project), 'the config edit');

    // The site's plugin edited: its next run loads it as it now is (a process of its own each time).
    const plugin = path.join(site, 'plugins/showcase.js');
    fs.writeFileSync(plugin, fs.readFileSync(plugin, 'utf8').replace('Alpha Cloud', 'Gamma Cloud'));
    assert.ok(await importSite(project, { preview: true }), 'the import after the plugin edit');
    const again = tree(project.content);
    assert.match(again['plugin-pages/0.json'], /Gamma Cloud/);
    assert.deepEqual(again, await freshImport(project), 'the plugin edit');

    // The import a later start runs beside the preview (a process of its own, below the preview's priority).
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Edited title'", "title: 'Title while stopped'"));
    assert.ok(await importSite(project, { preview: true, behind: true }), 'the import beside the preview');
    const behind = tree(project.content);
    assert.match(behind['site.config.json'], /Title while stopped/);
    assert.deepEqual(behind, await freshImport(project), 'the import beside the preview');
  } finally {
    stopImporter();
  }
});
