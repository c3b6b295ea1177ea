/**
 * Links are matched against the routes as Docusaurus' broken-links check matches them: with
 * react-router's matchRoutes, case-insensitively (no route of Docusaurus' is `sensitive`). A
 * link whose path differs only in case finds its page; a link to no page is still reported.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from '../../lib/content/store';
import { checkSite } from '../../lib/check/site-check';
import { KNOWN_COMPONENTS } from '../../lib/mdx/known-components';
import { formatProblem } from '../../lib/errors';
import { routeTable } from '../../lib/content/routes';
import { checkOutputLinks } from '../../lib/pipeline/outputs';
import { fixtureSiteCopy, tempDirFor, asContentDir } from './helpers/fixture-site';
import { plugins } from '../../plugins/index';
import { projectPaths } from '../lib/run-env';

test('a link that differs from a route only in case finds the page; one to no page is reported', async (t) => {
  const dir = fixtureSiteCopy(t, 'link-case-');
  fs.writeFileSync(
    path.join(dir, 'vcluster/1.1.0/guides/links.mdx'),
    '---\ntitle: Links\n---\n\nSee [guide A](/docs/vcluster/Guides/A/) and [guide B](/docs/VCLUSTER/guides/b) and [nothing](/docs/vcluster/guides/none/).\n',
  );
  const paths = projectPaths();
  const site = buildSite(paths, { gitDates: false, plugins });
  const { problems, warnings } = await checkSite(site, { rootDir: process.cwd(), contentDir: paths.contentDir, knownComponents: KNOWN_COMPONENTS, plugins });
  const lines = [...problems, ...warnings].map(formatProblem).filter((l) => l.includes('links.mdx'));
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(lines[0], /links\.mdx:5:\d+: link to \/docs\/vcluster\/guides\/none\/ matches no page of the site/);
});

test("the exported HTML's link check matches routes case-insensitively too; a link to no page is still an error", (t) => {
  const dir = tempDirFor(t, 'link-case-out-');
  asContentDir(t, path.resolve('test/fixtures/site'));
  const site = buildSite(projectPaths(), { gitDates: false, plugins });
  const from = [...routeTable(site.index).keys()].find((u) => u.endsWith('/guides/a/'))!;
  const out = path.join(dir, 'out');
  fs.mkdirSync(path.join(out, from), { recursive: true });
  const upper = from.replace('/guides/a/', '/Guides/B/');
  fs.writeFileSync(path.join(out, from, 'index.html'), `<a href="${upper}">b</a><a href="${from.replace('/guides/a/', '/guides/none/')}">none</a>`);
  const report = checkOutputLinks(out, site, { only: new Set([from]) });
  assert.equal(report.errors.length, 1, report.errors.join('\n'));
  assert.match(report.errors[0], /links to \/.*\/guides\/none\/, which is not a page of the site/);
});
