import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { buildSite } from '../../content/store';

const root = process.cwd();

test('a site with one locale has no locale copies', () => {
  const fixture = path.join(root, 'test/fixtures/blog-site');
  const { index } = buildSite(
    { rootDir: root, contentDir: fixture, configFile: path.join(fixture, 'site.config.json'), versionsFile: path.join(fixture, 'versions.json') },
    { gitDates: false, plugins: [] },
  );
  assert.ok(index.blog);
  assert.equal(index.localeBlogs, undefined);
  assert.equal(index.localePages, undefined);
});
