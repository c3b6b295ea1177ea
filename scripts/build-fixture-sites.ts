/**
 * Builds the sites the browser tests look at besides this one (e2e/visual.spec.ts): the blog fixture
 * in the engine's own theme, and a Docusaurus site imported as a team would import it, in Docusaurus'
 * look (its docs read where they lie, as `pagewright build` reads them), once without its Docusaurus
 * installed and once with it (its theme's own parts drawn). Each builds in a copy of the project (scripts/lib/temp-project.ts); its out/ goes to
 * <fixture-sites>/<name>/, which playwright.config.ts serves. Part of `npm test`, after build:test.
 * Names given (`npm run build:fixture-sites -- docusaurus-look`): only those are built again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempProject } from './lib/temp-project';
import { FIXTURE_SITES, fixtureSitesDir, type FixtureSite } from './lib/fixture-sites';
import { CLASSIC_SITE, docusaurusInstall } from '../test/docusaurus-install';

const dir = fixtureSitesDir();
const project = tempProject('fixture-sites');

/** Runs Node on the arguments in the project copy. */
function run(args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(process.execPath, args, { cwd: project.root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed (exit ${result.status})`);
}

/** The Docusaurus site to import: the fixture, or a copy of it with its overlay's files and Docusaurus installed beside it, as in a team's repository. */
function siteFolder(site: FixtureSite): string {
  if (!site.docusaurus && !site.overlay) return path.resolve(site.fixture);
  const copy = path.join(project.root, `.site-${site.name}`);
  fs.cpSync(site.fixture, copy, { recursive: true });
  if (site.overlay) fs.cpSync(site.overlay, copy, { recursive: true, filter: (f) => path.basename(f) !== 'README.md' });
  if (site.docusaurus) fs.symlinkSync(path.join(docusaurusInstall(site.docusaurus, CLASSIC_SITE), 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

const named = process.argv.slice(2);
try {
  if (!named.length) fs.rmSync(dir, { recursive: true, force: true });
  for (const site of FIXTURE_SITES.filter((s) => !named.length || named.includes(s.name))) {
    fs.rmSync(path.join(dir, site.name), { recursive: true, force: true });
    const started = Date.now();
    let content = path.resolve(site.fixture);
    if (site.imported) {
      content = path.join(project.root, `.fixture-${site.name}`);
      // (Its docs read where they lie, as `pagewright build` reads them: plugins/docusaurus/in-place.)
      // (Its packages: the site's install where it has one, as pagewright's commands use it; else none.)
      run(['scripts/import-docusaurus.mjs', '--from', siteFolder(site), '--to', content, site.docusaurus ? '--site-packages' : '--no-install', '--in-place']);
    }
    run(['scripts/build.mjs', '--full'], { DOCS_CONTENT_DIR: content, DOCS_EXTRA_CONTENT: '' });
    // (A mounted site's build folder only, as `pagewright build` publishes it: nothing outside it may be needed.)
    fs.cpSync(path.join(project.root, 'out', site.mount ?? ''), path.join(dir, site.name), { recursive: true });
    console.log(`✔ ${site.name}: ${site.fixture} built into ${path.join(dir, site.name)} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  project.remove();
}
