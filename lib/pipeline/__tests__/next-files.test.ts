/** Next's files where the site publishes them (../next-files.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { moveLocaleNotFoundPages, moveNextFiles } from '../next-files';
import { tempDir } from '../../../test/temp-dir';
import type { LoadedSite } from '../../content/store';

const write = (file: string, text = 'x') => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

function exported(): string {
  const out = tempDir('next-files');
  for (const rel of ['404.html', '404/index.html', '_not-found/index.html', '_next/static/a.js', 'index.html']) write(path.join(out, rel));
  return out;
}

test("Next's copies of the not-found page are dropped, for a site at the host's root too", () => {
  const out = exported();
  assert.equal(moveNextFiles(out, ''), 0);
  assert.deepEqual(fs.readdirSync(out).sort(), ['404.html', '_next', 'index.html']);
});

test("a site under a base path gets Next's files and its not-found page there", () => {
  const out = exported();
  assert.equal(moveNextFiles(out, '/docs'), 2);
  assert.deepEqual(fs.readdirSync(out).sort(), ['docs', 'index.html']);
  assert.deepEqual(fs.readdirSync(path.join(out, 'docs')).sort(), ['404.html', '_next']);
});

test("a mounted site's copies of the not-found page under its path are dropped; a page of its own at /404/ stays", () => {
  const out = tempDir('next-files-mounted');
  const notFound = '<script data-not-found="">…</script>';
  for (const rel of ['docs/404.html', 'docs/404/index.html', 'docs/_not-found/index.html']) write(path.join(out, rel), notFound);
  write(path.join(out, 'docs/index.html'));
  assert.equal(moveNextFiles(out, '', '/docs'), 0);
  assert.deepEqual(fs.readdirSync(path.join(out, 'docs')).sort(), ['404.html', 'index.html']);
  write(path.join(out, 'docs/404/index.html'), 'The team page named 404');
  moveNextFiles(out, '', '/docs');
  assert.ok(fs.existsSync(path.join(out, 'docs/404/index.html')));
});

test("a locale's not-found page moves from the folder Next rendered it in to its file; one not rendered this time is left", () => {
  const out = tempDir('next-files-locale');
  write(path.join(out, 'docs/fr/404.html/index.html'), 'fr');
  write(path.join(out, 'docs/ar/404.html'), 'ar, taken over');
  const site = { config: { baseUrl: '/docs/', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'] } } } as unknown as LoadedSite;
  assert.equal(moveLocaleNotFoundPages(out, site), 1);
  assert.equal(fs.readFileSync(path.join(out, 'docs/fr/404.html'), 'utf8'), 'fr');
  assert.equal(fs.readFileSync(path.join(out, 'docs/ar/404.html'), 'utf8'), 'ar, taken over');
});
