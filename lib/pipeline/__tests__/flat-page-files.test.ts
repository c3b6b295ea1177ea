import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../../content/store';
import { allUrls } from '../../content/routes';
import { pageHtmlFile } from '../output-file';
import { flatPageFiles, flatPageFilesPhase } from '../flat-page-files';
import { BuildRun } from '../runner';

/** The fixture site with its trailingSlash set, indexed, and an exported page for each of its URLs. */
function exportedSite(trailingSlash: boolean | 'auto') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flat-pages-'));
  fs.cpSync('test/fixtures/site', dir, { recursive: true });
  const configFile = path.join(dir, 'site.config.json');
  fs.writeFileSync(configFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(configFile, 'utf8')), trailingSlash }));
  const site = buildSite(
    { rootDir: process.cwd(), contentDir: dir, configFile, versionsFile: path.join(dir, 'versions.json') },
    { gitDates: false, plugins: [] },
  );
  const out = path.join(dir, 'out');
  for (const url of allUrls(site.index)) {
    fs.mkdirSync(path.dirname(pageHtmlFile(out, url)), { recursive: true });
    fs.writeFileSync(pageHtmlFile(out, url), `<html>${url}</html>`);
  }
  return { dir, out, site };
}

test('trailingSlash false: every page is also <path>.html, as Docusaurus writes it, the front page excepted', () => {
  const { dir, out, site } = exportedSite(false);
  try {
    const urls = allUrls(site.index).filter((u) => u !== '/docs/');
    flatPageFilesPhase.run({ exportDir: out, site }, new BuildRun());
    for (const url of urls) {
      const flat = path.join(out, `${url.replace(/\/$/, '')}.html`);
      assert.equal(fs.readFileSync(flat, 'utf8'), `<html>${url}</html>`, url);
    }
    assert.ok(!fs.existsSync(path.join(out, 'docs.html')), 'the front page stays docs/index.html');
    // Run again (an incremental build): each file is replaced by the page's current one.
    const [first] = urls;
    fs.rmSync(pageHtmlFile(out, first));
    fs.writeFileSync(pageHtmlFile(out, first), '<html>edited</html>');
    assert.equal(flatPageFiles(out, site), urls.length);
    assert.equal(fs.readFileSync(path.join(out, `${first.replace(/\/$/, '')}.html`), 'utf8'), '<html>edited</html>');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('other trailingSlash settings write no <path>.html', () => {
  for (const setting of [true, 'auto'] as const) {
    const { dir, out, site } = exportedSite(setting);
    try {
      flatPageFilesPhase.run({ exportDir: out, site }, new BuildRun());
      const flat = (fs.readdirSync(out, { recursive: true }) as string[]).filter((f) => f.endsWith('.html') && !f.endsWith('index.html'));
      assert.deepEqual(flat, [], String(setting));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
});
