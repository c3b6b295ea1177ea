/**
 * The content's static folders (../static-folders.ts): its own static/ at the export's root, then
 * content.staticFolders under the site's base path, the first folder's file where two have one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { tempFiles } from '../../../test/temp-dir';
import { staticFileAt, staticFiles, staticFolders } from '../static-folders';
import { allowedFolders } from '../inside-content';

test('static folders: the content’s own at the root, the listed ones under the base path', () => {
  const content = tempFiles('static-folders', { 'static/docs/own.txt': 'own', 'static/docs/both.txt': 'content', 'site.config.json': '{}' });
  const site = tempFiles('static-folders-site', { 'static/img/a.png': 'png', 'static/both.txt': 'site', 'assets/b.txt': 'b' });
  const listed = [path.relative(content, path.join(site, 'static')), path.relative(content, path.join(site, 'assets'))];
  const config = { baseUrl: '/docs/', content: { staticFolders: listed } };
  const folders = staticFolders(content, config);
  assert.deepEqual(
    folders.map((f) => f.at),
    ['', '/docs', '/docs'],
  );
  const files = staticFiles(folders, allowedFolders({ contentRoots: [content], contentPolicy: config.content }));
  assert.deepEqual([...files.keys()].sort(), ['docs/b.txt', 'docs/both.txt', 'docs/img/a.png', 'docs/own.txt']);
  assert.equal(files.get('docs/both.txt'), path.join(content, 'static/docs/both.txt'), 'the first folder’s file');
  assert.equal(staticFileAt(folders, '/docs/b.txt'), path.join(site, 'assets/b.txt'));
  assert.equal(staticFileAt(folders, '/docs/../secret'), undefined);
  assert.equal(staticFileAt(folders, '/img/a.png'), undefined, 'a listed folder only under the base path');
});

test('with locales, the listed folders are published under each locale’s path too, as each locale is the site under its own path', () => {
  const content = tempFiles('static-folders-i18n', { 'site.config.json': '{}' });
  const site = tempFiles('static-folders-i18n-site', { 'static/img/logo.svg': '<svg/>' });
  const config = {
    baseUrl: '/docs/',
    content: { staticFolders: [path.relative(content, path.join(site, 'static'))] },
    i18n: { defaultLocale: 'en', locales: ['en', 'zh-CN', 'pt'], localeConfigs: { pt: { path: 'pt-br' } } },
  };
  const folders = staticFolders(content, config);
  assert.deepEqual(
    folders.map((f) => f.at),
    ['', '/docs', '/docs/zh-CN', '/docs/pt-br'],
  );
  const files = staticFiles(folders, allowedFolders({ contentRoots: [content], contentPolicy: config.content }));
  assert.deepEqual([...files.keys()].sort(), ['docs/img/logo.svg', 'docs/pt-br/img/logo.svg', 'docs/zh-CN/img/logo.svg']);
  assert.equal(staticFileAt(folders, '/docs/zh-CN/img/logo.svg'), path.join(site, 'static/img/logo.svg'));
});
