/**
 * What pagewright prints names the team's own files: a copy of the import by the site file it was
 * made from, a page read where it lies (named from the engine's folder) by its path from here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sitePaths } from '../tool/site-paths';

test('the engine’s names of copies and of pages read in place become the site’s own', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-paths-'));
  const cwd = process.cwd();
  try {
    const project = {
      site,
      cache: path.join(site, '.pagewright'),
      engine: path.join(site, '.pagewright/engine'),
      content: path.join(site, '.pagewright/content'),
    };
    fs.mkdirSync(project.content, { recursive: true });
    fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
    fs.mkdirSync(path.join(site, 'blog'), { recursive: true });
    fs.writeFileSync(path.join(site, 'docs/a.mdx'), '# A\n');
    fs.writeFileSync(path.join(site, 'blog/post.md'), '# P\n');
    fs.writeFileSync(
      path.join(project.content, 'import-report.json'),
      JSON.stringify({
        sources: { 'blog/2024-post.md': 'blog/post.md' },
        configLinks: { configLines: { '42': 'docusaurus.config.ts:17', '50': 'docusaurus.config.ts' } },
      }),
    );
    process.chdir(site);
    const named = sitePaths(project);
    assert.equal(named('../../docs/a.mdx:3:1: unknown component <X>'), 'docs/a.mdx:3:1: unknown component <X>');
    assert.equal(named('../content/blog/2024-post.md:2: bad'), 'blog/post.md:2: bad');
    assert.equal(named('../../docs/gone.mdx:1: x'), '../../docs/gone.mdx:1: x', 'a file the site does not have is left as named');
    // A link of the generated config, by the line of the site's config that writes it, or that file alone where it computes it.
    assert.equal(
      named('../content/site.config.json:42 (navbar item "Blog"): links to /blog, which is not a page of the site'),
      'docusaurus.config.ts:17 (navbar item "Blog"): links to /blog, which is not a page of the site',
    );
    assert.equal(named('../content/site.config.json:50 (navbar logo): x'), 'docusaurus.config.ts (navbar logo): x');
    assert.equal(named('../content/site.config.json:7: y'), '../content/site.config.json:7: y', "a line the map lacks is the copy's");
  } finally {
    process.chdir(cwd);
    fs.rmSync(site, { recursive: true, force: true });
  }
});
