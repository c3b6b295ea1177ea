import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseVersionsFile } from '../versions';
import { versionBasePath } from '../../shared/site-paths';
import type { DocSetConfig } from '../../config/site-config';

const vcluster: DocSetConfig = { id: 'vcluster', label: 'vCluster', routeBasePath: '/docs/vcluster', versioned: true };
const landing: DocSetConfig = { id: 'docs', label: 'Docs', routeBasePath: '/docs', versioned: false };

test('stable at the base, current under /next, others under /<version>', () => {
  assert.equal(versionBasePath(vcluster, '0.27.0', '0.27.0'), '/docs/vcluster');
  assert.equal(versionBasePath(vcluster, 'current', '0.27.0'), '/docs/vcluster/next');
  assert.equal(versionBasePath(vcluster, '0.24.0', '0.27.0'), '/docs/vcluster/0.24.0');
  assert.equal(versionBasePath(landing, 'current', 'current'), '/docs');
});

test('the real versions.json is valid', async () => {
  const fs = await import('node:fs');
  const raw = JSON.parse(fs.readFileSync('versions.json', 'utf8'));
  const platform: DocSetConfig = { id: 'platform', label: 'Platform', routeBasePath: '/docs/platform', versioned: true };
  const parsed = parseVersionsFile(raw, [landing, vcluster, platform]);
  assert.equal(parsed.vcluster.lastVersion, '0.27.0');
  const eol = parsed.vcluster.versions.filter((v) => v.status === 'EOL' || v.status === 'EOS');
  assert.ok(eol.length > 0 && eol.every((v) => v.banner === 'unmaintained'), 'EOS/EOL versions carry the unmaintained banner');
});

test('version names Docusaurus accepts: semantic, two-part, x-ranges', () => {
  const parsed = parseVersionsFile(
    { vcluster: { lastVersion: '30.4', versions: ['current', '30.4', '29.7', '2.x'].map((name) => ({ name, label: name, status: 'maintained', banner: 'none', badge: false })) } },
    [vcluster],
  );
  assert.deepEqual(parsed.vcluster.versions.map((v) => v.name), ['current', '30.4', '29.7', '2.x']);
});

test('bad entries are all reported', () => {
  assert.throws(
    () =>
      parseVersionsFile(
        { vcluster: { lastVersion: '9.9.9', versions: [{ name: 'v1/beta', label: '', status: 'old', banner: 'x', badge: 'yes', noIndex: 'yes', className: 1 }] } },
        [vcluster],
      ),
    (err: Error) => {
      assert.match(err.message, /name must be "current" or one URL segment/);
      assert.match(err.message, /status must be one of/);
      assert.match(err.message, /banner must be one of/);
      assert.match(err.message, /badge must be true or false/);
      assert.match(err.message, /noIndex must be true or false/);
      assert.match(err.message, /className must be a string of class names/);
      assert.match(err.message, /lastVersion "9.9.9" is not one of its versions/);
      return true;
    },
  );
});
