/**
 * Links into the pages a Docusaurus plugin the engine does not run publishes (site.config.json
 * `pluginRoutes`, lib/config/plugin-routes.ts): Docusaurus' broken-link check knows those routes, so
 * the engine warns, naming the plugin, instead of failing; a link to no page at all still fails.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from '../../lib/content/store';
import { checkSite } from '../../lib/check/site-check';
import { KNOWN_COMPONENTS } from '../../lib/mdx/known-components';
import { formatProblem } from '../../lib/errors';
import { pluginRouteOf, pluginRoutesProblems } from '../../lib/config/plugin-routes';
import { fixtureSiteCopy } from './helpers/fixture-site';
import { plugins } from '../../plugins/index';
import { projectPaths } from '../lib/run-env';

test('pluginRouteOf matches the route base and what lies under it, nothing beside it', () => {
  const config = { pluginRoutes: [{ path: '/reference', plugin: 'api-pages-plugin' }] };
  assert.equal(pluginRouteOf(config, '/reference'), 'api-pages-plugin');
  assert.equal(pluginRouteOf(config, '/reference/'), 'api-pages-plugin');
  assert.equal(pluginRouteOf(config, '/reference/core/class/Widget'), 'api-pages-plugin');
  assert.equal(pluginRouteOf(config, '/references'), undefined);
  assert.equal(pluginRouteOf({}, '/reference/x'), undefined);
  assert.deepEqual(pluginRoutesProblems([{ path: '/reference', plugin: 'p' }]), []);
  assert.equal(pluginRoutesProblems([{ path: 'reference' }]).length, 1);
});

test('a link to a page of a plugin the engine does not run is a warning; a link to no page still fails', async (t) => {
  const dir = fixtureSiteCopy(t, 'plugin-routes-');
  const configFile = path.join(dir, 'site.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  config.pluginRoutes = [{ path: '/docs/reference', plugin: 'api-pages-plugin' }];
  fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
  fs.writeFileSync(
    path.join(dir, 'vcluster/1.1.0/guides/api-links.mdx'),
    '---\ntitle: API links\n---\n\nSee [Widget](/docs/reference/core/class/Widget#render) and [nothing](/docs/vcluster/guides/none/).\n',
  );
  const paths = projectPaths();
  const site = buildSite(paths, { gitDates: false, plugins });
  const { problems, warnings } = await checkSite(site, { rootDir: process.cwd(), contentDir: paths.contentDir, knownComponents: KNOWN_COMPONENTS, plugins });
  const mine = (list: typeof problems) => list.map(formatProblem).filter((l) => l.includes('api-links.mdx'));
  assert.deepEqual(
    mine(problems).map((l) => /link to (\S+)/.exec(l)?.[1]),
    ['/docs/vcluster/guides/none/'],
  );
  const warned = mine(warnings);
  assert.equal(warned.length, 1, warned.join('\n'));
  assert.match(
    warned[0],
    /api-links\.mdx:5:\d+: link to \/docs\/reference\/core\/class\/Widget#render goes to a page the site's plugin api-pages-plugin publishes/,
  );
});
