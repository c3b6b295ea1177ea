/**
 * The live preview serves the content's static/ files at the paths the build publishes them at
 * (scripts/lib/dev-static.ts): a file by its URL path, never a folder, a path out of static/, or a
 * link to a file out of the content.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempFiles } from '../../test/temp-dir';
import { staticFile } from '../lib/dev-static';
import { staticFolders } from '../../lib/source/static-folders';
import { fileType } from '../../lib/output/file-types';

test('static/ files are served at their path, nothing out of the folder or the content', () => {
  const content = tempFiles('dev-static', { 'static/docs/img/a.png': 'png', 'static/docs/opensearch.xml': '<x/>', 'site.config.json': '{}' });
  const outside = tempFiles('dev-static-outside', { 'secret.txt': 'no' });
  fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(content, 'static/docs/leak.txt'));
  const bounds = { contentRoots: [content] };
  const folders = staticFolders(content, { baseUrl: '/' });
  assert.equal(staticFile(folders, '/docs/img/a.png', bounds), path.join(content, 'static/docs/img/a.png'));
  assert.equal(fileType(staticFile(folders, '/docs/opensearch.xml', bounds)!), 'application/xml');
  for (const p of ['/docs/img/', '/docs/img', '/docs/missing.png', '/../site.config.json', '/docs/leak.txt'])
    assert.equal(staticFile(folders, p, bounds), undefined, p);
  // The policy's outsideFolders let a link out of the content through, as the build's copy does.
  assert.ok(staticFile(folders, '/docs/leak.txt', { contentRoots: [content], contentPolicy: { outsideFolders: [path.relative(content, outside)] } }));
});

test("a folder content.staticFolders lists is served under the site's base path, after the content's own static/", () => {
  const content = tempFiles('dev-static-listed', { 'static/docs/own.txt': 'own', 'static/docs/both.txt': 'content' });
  const site = tempFiles('dev-static-site', { 'static/img/a.png': 'png', 'static/both.txt': 'site' });
  const listed = path.relative(content, path.join(site, 'static'));
  const bounds = { contentRoots: [content], contentPolicy: { staticFolders: [listed] } };
  const folders = staticFolders(content, { baseUrl: '/docs/', content: { staticFolders: [listed] } });
  assert.equal(staticFile(folders, '/docs/img/a.png', bounds), path.join(site, 'static/img/a.png'));
  assert.equal(staticFile(folders, '/docs/own.txt', bounds), path.join(content, 'static/docs/own.txt'));
  assert.equal(staticFile(folders, '/docs/both.txt', bounds), path.join(content, 'static/docs/both.txt'), "the content's own first");
  assert.equal(staticFile(folders, '/img/a.png', bounds), undefined, 'only under the base path');
});
