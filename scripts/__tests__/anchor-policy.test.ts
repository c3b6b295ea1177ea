/**
 * The source check's missing-anchor warning follows the site's onBrokenAnchors as Docusaurus does:
 * under "ignore" nothing is said (the exported HTML's link check applies "throw").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempDir } from '../../test/temp-dir';

function site(onBrokenAnchors?: string): string {
  const dir = tempDir('anchor-policy');
  const config = {
    title: 'Anchors',
    url: 'https://anchors.example.com',
    baseUrl: '/',
    tagline: 'A site',
    titleSeparator: '|',
    repository: { url: 'https://github.com/example/anchors', branch: 'main' },
    sets: [{ id: 'docs', label: 'Docs', routeBasePath: '/docs', versioned: false }],
    navbar: { title: 'Anchors', logo: { alt: 'Anchors', src: '/img/logo.svg', href: '/docs/' }, items: [] },
    announcement: null,
    footer: { copyright: 'Anchors' },
    colorMode: { default: 'light', switch: false },
    search: { hitsPerPage: 20, algolia: null },
    zoom: { selector: '.markdown img', delayMs: 500 },
    ...(onBrokenAnchors ? { onBrokenAnchors } : {}),
  };
  fs.writeFileSync(path.join(dir, 'site.config.json'), JSON.stringify(config));
  fs.writeFileSync(
    path.join(dir, 'versions.json'),
    JSON.stringify({ docs: { lastVersion: 'current', versions: [{ name: 'current', label: 'Docs', status: 'stable', banner: 'none', badge: false }] } }),
  );
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs/index.md'), '---\ntitle: Home\n---\n\nSee [the part](/docs/other/#no-such-part).\n');
  fs.writeFileSync(path.join(dir, 'docs/other.md'), '---\ntitle: Other\n---\n\n## A part\n\nText.\n');
  return dir;
}

const check = (dir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', '--no-cache'], {
    env: { ...process.env, DOCS_CONTENT_DIR: dir, DOCS_EXTRA_CONTENT: '' },
    encoding: 'utf8',
  });

test('a link to a missing anchor warns by default and says nothing under onBrokenAnchors "ignore"', () => {
  const warned = check(site());
  assert.equal(warned.status, 0, warned.stdout + warned.stderr);
  assert.match(warned.stdout + warned.stderr, /index\.md:5:5: anchor "#no-such-part" does not exist on \/docs\/other\//);
  const ignored = check(site('ignore'));
  assert.equal(ignored.status, 0, ignored.stdout + ignored.stderr);
  assert.doesNotMatch(ignored.stdout + ignored.stderr, /no-such-part/);
});
