/**
 * The files the build copies as they are (lib/pipeline/engine-files.ts): the content's assets at the
 * mount's asset prefix, the first content root's where the test overlay has the same path, nothing
 * that is a page, a partial's data or the site's code; Mermaid's modules only for a site with diagrams.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir, tempFiles } from '../../../test/temp-dir';
import { writeEngineFiles } from '../engine-files';
import { mermaidVersion } from '../../mermaid/mermaid-files';
import type { SiteConfig } from '../../config/site-config';

const content = tempFiles('engine-files-content', {
  'docs/intro.mdx': '# Intro\n',
  'docs/img/a.png': 'content a',
  'docs/files/install.sh': 'echo hi\n',
  'docs/_partials/b.png': 'partial image',
  'docs/_partials/data.yaml': 'x: 1\n',
  'src/components/x.js': 'export default 1;\n',
  'static/img/logo.svg': '<svg/>',
});
const overlay = tempFiles('engine-files-overlay', { 'docs/img/a.png': 'overlay a', 'docs/img/c.png': 'overlay c' });
const paths = { rootDir: content, contentDir: content, configFile: '', versionsFile: '', extraContentDir: overlay };
const site = (extra: Partial<SiteConfig>) => ({ baseUrl: '/', ...extra }) as SiteConfig;

function files(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

test('assets are copied at the asset prefix, the content folder winning over the overlay', () => {
  const out = tempDir('engine-files-out');
  writeEngineFiles(out, paths, site({}));
  // (Every image is an asset, static/'s too: isPublishedAsset.)
  assert.deepEqual(files(out), [
    'docs/assets/docs/_partials/b.png',
    'docs/assets/docs/files/install.sh',
    'docs/assets/docs/img/a.png',
    'docs/assets/docs/img/c.png',
    'docs/assets/static/img/logo.svg',
  ]);
  assert.equal(fs.readFileSync(path.join(out, 'docs/assets/docs/img/a.png'), 'utf8'), 'content a');
});

test("a mounted site's assets are under its mount", () => {
  const out = tempDir('engine-files-mounted');
  writeEngineFiles(out, { ...paths, extraContentDir: undefined }, site({ baseUrl: '/guide/', mountAtBaseUrl: true }));
  assert.ok(fs.existsSync(path.join(out, 'guide/docs/assets/docs/img/a.png')));
  assert.ok(!fs.existsSync(path.join(out, 'docs')));
});

test("Mermaid's modules are written for a site with diagrams only", () => {
  const without = tempDir('engine-files-no-mermaid');
  writeEngineFiles(without, { ...paths, extraContentDir: undefined }, site({}));
  assert.ok(!fs.existsSync(path.join(without, 'docs/mermaid')));
  const out = tempDir('engine-files-mermaid');
  writeEngineFiles(out, { ...paths, extraContentDir: undefined }, site({ markdown: { mermaid: true } } as Partial<SiteConfig>));
  const entry = path.join(out, 'docs/mermaid', mermaidVersion(), 'mermaid.esm.min.js');
  assert.ok(fs.readFileSync(entry, 'utf8').length > 1000);
  // Its relative imports name the .js files published beside it.
  assert.doesNotMatch(fs.readFileSync(entry, 'utf8'), /["']\.{1,2}\/[^"'\s]+\.mjs["']/);
});
