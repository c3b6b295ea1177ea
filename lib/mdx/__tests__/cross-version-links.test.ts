/**
 * A Markdown file link into another version's folder of the same docs set (`../1.1.0/intro/02-setup.mdx`)
 * is that version's page, as Docusaurus resolves it (plugin-content-docs' sourceToPermalink holds
 * the docs of every version); a link that stays in the page's version finds its own version's doc,
 * and a file no version has is still a broken Markdown link. The importer writes such a link to
 * where the other version's folder now is.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../../content/store';
import { versionFileMap } from '../version-file-map';
import { checkPage } from '../../check/page-check';
import { transformMdx } from '../../../plugins/docusaurus/importer/transform-mdx';

test('a relative file link into another version of the set is that version’s page', async () => {
  const fixture = 'test/fixtures/site';
  const site = buildSite(
    {
      rootDir: process.cwd(),
      contentDir: path.resolve(fixture),
      configFile: path.resolve(fixture, 'site.config.json'),
      versionsFile: path.resolve(fixture, 'versions.json'),
    },
    { gitDates: false, plugins: [] },
  );
  const set = site.index.sets.find((s) => s.id === 'vcluster')!;
  const current = set.versions.find((v) => v.name === 'current')!;
  const stable = set.versions.find((v) => v.name === '1.1.0')!;
  const setupUrl = stable.docs.find((d) => d.source.endsWith('1.1.0/intro/02-setup.mdx'))!.url;
  const ownOverview = current.docs.find((d) => d.source.endsWith('current/intro/overview.mdx'))!.url;
  const page = [
    '[Setup in 1.1](../1.1.0/intro/02-setup.mdx#install)',
    '',
    '[Overview here](./intro/overview.mdx)',
    '',
    '[Gone](../1.1.0/nowhere.mdx)',
    '',
  ].join('\n');
  const checked = await checkPage(page, 0, {
    source: `${current.dir}/page.mdx`,
    rootDir: process.cwd(),
    contentRoots: [path.resolve(fixture)],
    diagramsUrl: '/docs/img/diagrams/',
    versionDir: current.dir,
    fileToUrl: versionFileMap(current, set.versions),
    knownComponents: [],
    tocMin: 2,
    tocMax: 3,
  });
  assert.deepEqual(
    checked.facts.links.map((l) => l.url),
    [`${setupUrl}#install`, ownOverview, '../1.1.0/nowhere.mdx'],
  );
  assert.deepEqual(
    checked.facts.brokenFileLinks.map((l) => l.href),
    ['../1.1.0/nowhere.mdx'],
  );
});

test('the importer writes a link into another version’s folder to where that folder is imported', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'cross-version-'));
  try {
    for (const [rel, text] of Object.entries({ 'docs/guide/a.md': '# A\n', 'versioned_docs/version-1.0/guide/b.md': '# B\n' })) {
      fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
      fs.writeFileSync(path.join(site, rel), text);
    }
    const to = path.join(site, 'out/docs');
    const versionDirs = [
      { src: path.join(site, 'docs'), out: path.join(to, 'current') },
      { src: path.join(site, 'versioned_docs/version-1.0'), out: path.join(to, '1.0') },
    ];
    const t = transformMdx('See [b](../../versioned_docs/version-1.0/guide/b.md#part) and [missing](../../versioned_docs/version-1.0/none.md).\n', {
      siteRoot: site,
      baseUrl: '/',
      file: path.join(site, 'docs/guide/a.md'),
      outFile: path.join(to, 'current/guide/a.md'),
      outVersionDir: path.join(to, 'current'),
      srcVersionDir: path.join(site, 'docs'),
      versionDirs,
    });
    assert.equal(t.text, 'See [b](../../1.0/guide/b.md#part) and [missing](../../versioned_docs/version-1.0/none.md).\n');
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});
