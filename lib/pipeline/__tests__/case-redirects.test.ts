/**
 * The redirect pages phase writes a redirect at each path a link names in another case than its page's
 * (routesMatchAnyCase: lib/check/site-check.ts caseRedirects), and none where a file is there already.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redirectPagesPhase } from '../redirect-pages';
import { BuildRun } from '../runner';
import type { LoadedSite } from '../../content/store';

test('a redirect page at the path a link names in another case, leading to the page; none over a file', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'case-redirects-'));
  const exportDir = path.join(root, 'out');
  fs.mkdirSync(path.join(exportDir, 'docs/Kept'), { recursive: true });
  fs.writeFileSync(path.join(exportDir, 'docs/Kept/index.html'), 'a page');
  fs.writeFileSync(path.join(root, 'site.config.json'), '{}');
  const caseRedirects = new Map([
    ['/docs/API/utils/', '/docs/api/utils/'],
    ['/docs/Kept/', '/docs/kept/'],
  ]);
  const site = { config: { trailingSlash: undefined } } as unknown as LoadedSite;
  await redirectPagesPhase.run({ root, paths: { configFile: path.join(root, 'site.config.json') }, exportDir, site, caseRedirects }, new BuildRun());
  assert.match(fs.readFileSync(path.join(exportDir, 'docs/API/utils/index.html'), 'utf8'), /url=\/docs\/api\/utils\//);
  assert.equal(fs.readFileSync(path.join(exportDir, 'docs/Kept/index.html'), 'utf8'), 'a page');
});
