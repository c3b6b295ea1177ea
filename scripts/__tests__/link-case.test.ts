/**
 * A link whose path differs from a page's only in letter case: broken by default (a static host
 * serves paths by their case; Docusaurus 3.1.1 and later report it too), found where the site's
 * routes match in any case (routesMatchAnyCase: Docusaurus before 3.1.1, whose check matched with
 * react-router's matchRoutes), with a redirect page at the path it names. A link to no page is
 * reported either way.
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

const LINKS =
  '---\ntitle: Links\n---\n\nSee [guide A](/docs/vcluster/Guides/A/) and [guide B](/docs/VCLUSTER/guides/b) and [nothing](/docs/vcluster/guides/none/).\n';

async function checkLinks(t: Parameters<typeof fixtureSiteCopy>[0], anyCase: boolean) {
  const dir = fixtureSiteCopy(t, 'link-case-');
  fs.writeFileSync(path.join(dir, 'vcluster/1.1.0/guides/links.mdx'), LINKS);
  const paths = projectPaths();
  const site = buildSite(paths, { gitDates: false, plugins });
  if (anyCase) site.config.routesMatchAnyCase = true;
  const result = await checkSite(site, { rootDir: process.cwd(), contentDir: paths.contentDir, knownComponents: KNOWN_COMPONENTS, plugins });
  const lines = [...result.problems, ...result.warnings].map(formatProblem).filter((l) => l.includes('links.mdx'));
  return { lines, caseRedirects: result.caseRedirects };
}

test('a link that differs from a page only in case is broken, as a static host serves it; one to no page too', async (t) => {
  const { lines, caseRedirects } = await checkLinks(t, false);
  assert.equal(lines.length, 3, lines.join('\n'));
  assert.match(lines[0], /links\.mdx:5:\d+: link to \/docs\/vcluster\/Guides\/A\/ matches no page of the site/);
  assert.equal(caseRedirects.size, 0);
});

test('where routes match in any case, such a link finds its page and gets a redirect page; one to no page is reported', async (t) => {
  const { lines, caseRedirects } = await checkLinks(t, true);
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(lines[0], /links\.mdx:5:\d+: link to \/docs\/vcluster\/guides\/none\/ matches no page of the site/);
  assert.deepEqual([...caseRedirects.keys()].sort(), ['/docs/VCLUSTER/guides/b/', '/docs/vcluster/Guides/A/']);
  assert.ok(
    [...caseRedirects.values()].every((page) => /^\/docs\/vcluster\/.*guides\/[ab]\/$/.test(page)),
    [...caseRedirects.values()].join(),
  );
});

test("the exported HTML's link check matches routes in any case only where the site's do; a link to no page is an error", (t) => {
  const dir = tempDirFor(t, 'link-case-out-');
  asContentDir(t, path.resolve('test/fixtures/site'));
  const site = buildSite(projectPaths(), { gitDates: false, plugins });
  const from = [...routeTable(site.index).keys()].find((u) => u.endsWith('/guides/a/'))!;
  const out = path.join(dir, 'out');
  fs.mkdirSync(path.join(out, from), { recursive: true });
  const upper = from.replace('/guides/a/', '/Guides/B/');
  fs.writeFileSync(path.join(out, from, 'index.html'), `<a href="${upper}">b</a><a href="${from.replace('/guides/a/', '/guides/none/')}">none</a>`);
  const exact = checkOutputLinks(out, site, { only: new Set([from]) });
  assert.equal(exact.errors.length, 2, exact.errors.join('\n'));
  site.config.routesMatchAnyCase = true;
  const report = checkOutputLinks(out, site, { only: new Set([from]) });
  assert.equal(report.errors.length, 1, report.errors.join('\n'));
  assert.match(report.errors[0], /links to \/.*\/guides\/none\/, which is not a page of the site/);
});
