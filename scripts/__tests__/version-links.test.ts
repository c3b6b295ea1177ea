/**
 * The version dropdown keeps the reader on the same page: for every page of each stable version and
 * every other version of its set, the link goes to the page with the same doc id or the same path
 * inside the version whenever one exists, and to the version's front page only otherwise.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSite } from '../../lib/content/store';
import { allUrls, getPageData, pathInVersion } from '../../lib/content/routes';
import { plugins } from '../../plugins/index';
import { projectPaths } from '../lib/run-env';

const { config, index } = buildSite(projectPaths(), { gitDates: false, plugins });

test('every stable page links to its counterpart in every other version', () => {
  let checked = 0;
  const wrong: string[] = [];
  for (const set of index.sets.filter((s) => s.versioned)) {
    const stable = set.versions.find((v) => v.isLast)!;
    const stableUrls = allUrls(index).filter((u) => getPageData(index, config, u)?.version.name === stable.name && u.startsWith(`${set.routeBasePath}/`));
    for (const url of stableUrls) {
      const page = getPageData(index, config, url)!;
      const id = page.kind === 'doc' ? page.doc.id : undefined;
      for (const target of set.versions.filter((v) => v !== stable)) {
        const byId = id ? target.docs.find((d) => d.id === id)?.url : undefined;
        const wanted = `${target.path}/${pathInVersion(url, stable)}`;
        const byPath = [...target.docs.map((d) => d.url), ...target.generatedIndexes.map((g) => g.url)].find((u) => u === wanted);
        const front = target.docs.find((d) => d.id === target.mainDocId)!.url;
        const link = page.versionLinks.find((l) => l.name === target.name)!.href;
        const acceptable = byId || byPath ? [byId, byPath].filter(Boolean) : [front];
        checked++;
        if (!acceptable.includes(link)) wrong.push(`${url} → ${target.name}: ${link} (expected ${acceptable.join(' or ')})`);
      }
    }
  }
  assert.ok(checked > 1000, `only ${checked} links checked`);
  assert.deepEqual(wrong.slice(0, 10), []);
});

test('a folder index in one version and a file in another are the same page', () => {
  const stableUrl = '/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/pods/';
  const oldUrl = '/docs/vcluster/0.24.0/configure/vcluster-yaml/sync/to-host/core/pods/';
  const link = (from: string, to: string) => getPageData(index, config, from)!.versionLinks.find((l) => l.name === to)!.href;
  assert.equal(link(stableUrl, '0.24.0'), oldUrl);
  assert.equal(link(stableUrl, '0.20.0'), '/docs/vcluster/0.20.0/configure/vcluster-yaml/sync/to-host/core/pods/');
  assert.equal(link(oldUrl, '0.27.0'), stableUrl);
  // The unmaintained banner points at the same page too.
  assert.equal(getPageData(index, config, oldUrl)!.banner?.href, stableUrl);
});
