/**
 * What a step run in the site wrote (../importer/site-snapshot.ts): a file written again as it was is
 * not new, whatever its size (a file over the read buffer's 1 MB is hashed in several reads), and the
 * snapshot skips the folders Docusaurus' own globs skip.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { siteSnapshot, writtenSince } from '../importer/site-snapshot';
import { fileSha1 } from '../../../lib/api/build';
import { tempDir } from '../../../test/temp-dir';

const sha1 = (data: string | Buffer) => crypto.createHash('sha1').update(data).digest('hex');

test('a file a step writes again unchanged is not written; a changed or new one is, large or small', () => {
  const site = tempDir('site-snapshot');
  const big = crypto.randomBytes(2.5 * (1 << 20));
  const write = (rel: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), data);
  };
  write('docs/a.md', '# A\n');
  write('docs/empty.md', '');
  write('static/big.bin', big);
  write('static/other.bin', big);
  write('node_modules/x/index.js', 'x');
  write('.docusaurus/data.json', '{}');
  const before = siteSnapshot(site);
  assert.deepEqual([...before.keys()].sort(), ['docs/a.md', 'docs/empty.md', 'static/big.bin', 'static/other.bin']);
  // (A digest is the file's sha1, read in chunks.)
  assert.equal(before.get('static/big.bin'), sha1(big));
  assert.equal(fileSha1(path.join(site, 'docs/empty.md')), sha1(''));

  const changed = Buffer.from(big);
  changed[changed.length - 1] ^= 1;
  write('docs/a.md', '# A\n');
  write('static/big.bin', big);
  write('static/other.bin', changed);
  write('docs/new.md', '# New\n');
  write('node_modules/x/index.js', 'y');
  assert.deepEqual(writtenSince(before, siteSnapshot(site)).sort(), ['docs/new.md', 'static/other.bin']);
});
