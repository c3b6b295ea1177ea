/**
 * A Docusaurus site published the raw HTML its pages hold (a YouTube <iframe>, a <style> filled by
 * dangerouslySetInnerHTML): the import allows each name in site.config.json content.allowHtml and
 * lists the files in its report, so the imported site checks as it built.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { tempDir } from '../../test/temp-dir';

test('the import allows the raw HTML the site used, by name, and reports where', async () => {
  const from = tempDir('docusaurus-raw-html');
  const to = path.join(tempDir('imported-raw-html'), 'site');
  fs.mkdirSync(path.join(from, 'docs/_partials'), { recursive: true });
  fs.writeFileSync(path.join(from, 'docs/intro.md'), '# Intro\n\n<iframe src="https://www.youtube.com/embed/x" title="Video"></iframe>\n');
  fs.writeFileSync(path.join(from, 'docs/style.mdx'), "# Style\n\n<style dangerouslySetInnerHTML={{__html: '.a {}'}} />\n");
  fs.writeFileSync(path.join(from, 'docs/_partials/_video.mdx'), '<iframe src="https://www.youtube.com/embed/y" title="Other" />\n');
  fs.writeFileSync(path.join(from, 'docs/plain.md'), '# Plain\n\nNo HTML.\n');
  const report = await importDocusaurus(from, to);
  assert.deepEqual(report.allowedHtml, { iframe: ['docs/_partials/_video.mdx', 'docs/intro.md'], dangerouslySetInnerHTML: ['docs/style.mdx'] });
  const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')) as { content?: unknown };
  assert.deepEqual(config.content, { pageComponents: true, allowHtml: ['dangerouslySetInnerHTML', 'iframe'] });
});

test("the config's HTML that runs script is allowed by name, as Docusaurus published it, and reported with its key", async () => {
  const from = tempDir('docusaurus-config-html');
  const to = path.join(tempDir('imported-config-html'), 'site');
  fs.mkdirSync(path.join(from, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(from, 'docs/intro.md'), '# Intro\n');
  fs.writeFileSync(
    path.join(from, 'docusaurus.config.js'),
    `module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', { docs: { path: 'docs' } }]],
  themeConfig: {
    announcementBar: { id: 'a', content: '<b onmouseover="track()">New</b>' },
    footer: { copyright: 'Copyright <script>track()</script>' },
  },
};
`,
  );
  const report = await importDocusaurus(from, to);
  assert.deepEqual(report.allowedHtml, { script: ['docusaurus.config.js (footer.copyright)'], onmouseover: ['docusaurus.config.js (announcement.html)'] });
  const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')) as { content?: { allowHtml?: string[] } };
  assert.deepEqual(config.content?.allowHtml, ['onmouseover', 'script']);
});
