/**
 * A locale's doc pages link to their source as plugin-content-docs links them (docs.ts getDocEditUrl):
 * with a string editUrl and editLocalizedFiles, a page the locale translates to its file in the
 * locale's folder, one it does not to the original; an editUrl function answers for each locale.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { buildSite } from '../../lib/content/store';
import { editUrl } from '../../lib/content/route-data';
import { plugins } from '../../plugins/index';
import { tempDir } from '../../test/temp-dir';

const FIXTURE = path.resolve('test/fixtures/docusaurus-i18n');

/** Each doc's edit link in `set`'s `version`, by its path in the version. */
async function editLinks(docsOptions: string, set: string, version: string): Promise<Record<string, string | undefined>> {
  const site = tempDir('locale-edit-site');
  fs.cpSync(FIXTURE, site, { recursive: true });
  const configFile = path.join(site, 'docusaurus.config.js');
  const config = fs
    .readFileSync(configFile, 'utf8')
    .replace("docs: { sidebarPath: require.resolve('./sidebars.js'),", `docs: { sidebarPath: require.resolve('./sidebars.js'), ${docsOptions},`);
  assert.ok(config.includes(docsOptions));
  fs.writeFileSync(configFile, config);
  const to = tempDir('locale-edit-imported');
  await importDocusaurus(site, to, undefined, undefined, { inPlace: true });
  const { index, config: siteConfig } = buildSite(
    // (From the folder holding the site, so that its files are the repository's: the repository's edit link could stand in.)
    { rootDir: path.dirname(site), contentDir: to, configFile: path.join(to, 'site.config.json'), versionsFile: path.join(to, 'versions.json') },
    { gitDates: false, plugins },
  );
  const v = index.sets.find((s) => s.id === set)!.versions.find((x) => x.name === version)!;
  return Object.fromEntries(v.docs.map((d) => [d.relPath, editUrl(d, v, siteConfig.repository)]));
}

test('editLocalizedFiles: a translated page edits its file in the locale folder, an untranslated one the original; without it, both the original', async () => {
  const base = 'https://git.example.com/lingo/edit/main';
  const fr = await editLinks(`editUrl: '${base}/', editLocalizedFiles: true`, 'docs.fr', 'current');
  assert.equal(fr['guide/usage.md'], `${base}/i18n/fr/docusaurus-plugin-content-docs/current/guide/usage.md`);
  assert.equal(fr['guide/setup.md'], `${base}/docs/guide/setup.md`);
  const en = await editLinks(`editUrl: '${base}/', editLocalizedFiles: true`, 'docs', 'current');
  assert.equal(en['guide/usage.md'], `${base}/docs/guide/usage.md`);
  const plain = await editLinks(`editUrl: '${base}/'`, 'docs.fr', 'current');
  assert.equal(plain['guide/usage.md'], `${base}/docs/guide/usage.md`);
});

test('an editUrl function is asked for each locale: a translation service for French, none for Arabic', async () => {
  const fn =
    "editUrl: ({ locale, docPath, versionDocsDirPath }) => locale === 'fr' ? `https://translate.example.com/fr/${docPath}` : locale === 'ar' ? undefined : `https://git.example.com/edit/${versionDocsDirPath}/${docPath}`";
  const fr = await editLinks(fn, 'docs.fr', 'current');
  assert.equal(fr['guide/usage.md'], 'https://translate.example.com/fr/guide/usage.md');
  const ar = await editLinks(fn, 'docs.ar', 'current');
  assert.equal(ar['guide/usage.md'], undefined);
  const en = await editLinks(fn, 'docs', 'current');
  assert.equal(en['guide/usage.md'], 'https://git.example.com/edit/docs/guide/usage.md');
});

test("without an editUrl no page of any locale has an edit link, as in Docusaurus (not the repository's file)", async () => {
  for (const set of ['docs', 'docs.fr']) assert.deepEqual(Object.values(await editLinks('breadcrumbs: true', set, 'current')).filter(Boolean), [], set);
});

test("an editUrl function's link that names no doc (a translation platform's project) is every doc's in that locale", async () => {
  const fn =
    "editUrl: ({ locale, docPath, versionDocsDirPath }) => locale !== 'en' ? 'https://translate.example.com/project/fr' : `https://git.example.com/edit/${versionDocsDirPath}/${docPath}`";
  const fr = await editLinks(fn, 'docs.fr', 'current');
  assert.equal(fr['guide/usage.md'], 'https://translate.example.com/project/fr');
  assert.equal(fr['guide/setup.md'], 'https://translate.example.com/project/fr');
  const en = await editLinks(fn, 'docs', 'current');
  assert.equal(en['guide/usage.md'], 'https://git.example.com/edit/docs/guide/usage.md');
});
