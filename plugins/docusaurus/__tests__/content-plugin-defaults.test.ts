/** A docs instance's versions as plugin-content-docs reads them (versions/files.js readVersionNames), and a blog's reports as the site's plugin-content-blog makes them by default. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { versionsOf } from '../importer/docs-versions';
import { blogReportDefaults } from '../importer/blog';
import type { DocsInstanceOptions } from '../importer/config';

const instance = (extra: Partial<DocsInstanceOptions> = {}): DocsInstanceOptions => ({
  id: 'default',
  path: 'docs',
  routeBasePath: 'docs',
  includeCurrentVersion: true,
  ...extra,
});

test('the versions file after the current version; disableVersioning keeps the current one alone, and is refused on a site without versions', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-versions-'));
  try {
    assert.deepEqual(versionsOf(root, instance()), ['current']);
    assert.throws(() => versionsOf(root, instance({ disableVersioning: true })), /versions\.json: not found, and the docs plugin says disableVersioning: true/);
    fs.writeFileSync(path.join(root, 'versions.json'), '["2.0", "1.0"]');
    assert.deepEqual(versionsOf(root, instance()), ['current', '2.0', '1.0']);
    assert.deepEqual(versionsOf(root, instance({ disableVersioning: true })), ['current']);
    assert.deepEqual(versionsOf(root, instance({ includeCurrentVersion: false })), ['2.0', '1.0']);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("a blog's reports default to what the site's installed plugin-content-blog says (its DEFAULT_OPTIONS); none without the plugin", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-reports-'));
  try {
    fs.writeFileSync(path.join(root, 'package.json'), '{}');
    assert.deepEqual(blogReportDefaults(root), {});
    const lib = path.join(root, 'node_modules/@docusaurus/plugin-content-blog/lib');
    fs.mkdirSync(lib, { recursive: true });
    fs.writeFileSync(path.join(lib, 'options.js'), "exports.DEFAULT_OPTIONS = { onInlineTags: 'warn', onInlineAuthors: 'warn', postsPerPage: 10 };\n");
    assert.deepEqual(blogReportDefaults(root), { onInlineTags: 'warn', onInlineAuthors: 'warn' });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
