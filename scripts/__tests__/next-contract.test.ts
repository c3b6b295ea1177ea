/**
 * The contract with the pinned Next: `next build` alone, in a copy of the project with no caches,
 * exports the complete site through the engine's adapter (scripts/next-adapter.mjs). It also
 * checks the two things the build assumes about Next's export that no API describes, so that an
 * upgrade that changes them fails here instead of publishing a broken site:
 *  - the App Router's payload files are named index.txt and __next.*.txt (lib/pipeline/payload-files.ts);
 *  - a page Next renders around a prerendered article keeps its empty slots where the build fills
 *    them (lib/pipeline/fill-slots.ts);
 *  - the module that writes the route segments' prefetch files is the `./collect-segment-data` import
 *    that next.config.ts replaces (lib/output/no-prefetch-segments.ts): no segment file is written.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempProject } from '../lib/temp-project';

test('next build alone exports the complete site', { timeout: 10 * 60_000 }, () => {
  const project = tempProject('next-contract');
  try {
    const built = spawnSync(path.join(project.root, 'node_modules/.bin/next'), ['build'], {
      cwd: project.root,
      encoding: 'utf8',
      env: { ...process.env, DOCS_CONTENT_DIR: path.resolve('test/fixtures/site'), DOCS_EXTRA_CONTENT: '', NEXT_TELEMETRY_DISABLED: '1' },
    });
    assert.equal(built.status, 0, built.stdout + built.stderr);
    const out = path.join(project.root, 'out');
    const files = fs.readdirSync(out, { recursive: true }) as string[];
    const html = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');

    // Nothing of the App Router's payload is left, by any name Next gives it.
    const payload = files.filter((f) => f.endsWith('.txt') && !f.split(path.sep).includes('_next') && !/llms(-full)?\.txt$|robots\.txt$/.test(f));
    assert.deepEqual(payload, [], 'payload files left in the export');
    assert.ok(!files.some((f) => /\.(rsc|segment)$/.test(f)), 'no .rsc payload files');

    // The engine's outputs are there.
    for (const f of ['docs/sitemap.xml', 'docs/llms.txt', 'docs/llms-full.txt', 'docs/metadata.json', 'docs/robots.txt', 'docs/vcluster/guides/a.md'])
      assert.ok(fs.existsSync(path.join(out, f)), `${f} is exported`);
    assert.ok(
      files.some((f) => f.startsWith(path.join('docs', 'search-index'))),
      'the local search index is exported',
    );

    // The slots Next left are filled: the article and the sidebar are in the page.
    const page = html('docs/vcluster/guides/a/index.html');
    assert.match(page, /<div class="article-body" data-slot="article"><(p|h\d|div)/, 'the article is in its slot');
    assert.match(page, /data-slot="sidebar"[^>]*><ul/, 'the sidebar is in its slot');
    assert.match(built.stdout, /Built \d+ pages into out\//);
    // Next wrote no route segment prefetch files: lib/output/no-prefetch-segments.ts stood in for the module that makes them.
    assert.match(built.stdout, /Payload files dropped: \d+ MB, 0 of them segment files/);
  } finally {
    project.remove();
  }
});
