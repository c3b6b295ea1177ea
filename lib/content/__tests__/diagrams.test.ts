/** The diagrams under content/static/docs/img/diagrams/ and every page that embeds one. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DIAGRAMS_DIR, DIAGRAMS_URL, diagramEmbeds, embedProblems, fontSizes, svgProblems } from '../diagrams';
import { pageFiles } from '../page-files';

const dir = path.join('content', DIAGRAMS_DIR);
const svgs = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.svg')).sort();
const embeds = pageFiles('content').flatMap((file) => diagramEmbeds(fs.readFileSync(file, 'utf8')).map((e) => ({ file, ...e })));

test('there are at least 25 diagrams', () => assert.ok(svgs.length >= 25, `${svgs.length} diagrams`));

test('every diagram has a title, a description, a viewBox, a natural size and text of at least 12 px', () => {
  const bad = svgs.flatMap((f) => svgProblems(fs.readFileSync(path.join(dir, f), 'utf8')).map((p) => `${f}: ${p}`));
  assert.deepEqual(bad, []);
});

test('every embedded diagram exists and has alt text that says what it shows', () => {
  const bad = embeds.flatMap((e) => {
    const problems = embedProblems(e);
    if (!fs.existsSync(path.join(dir, e.url.slice(DIAGRAMS_URL.length)))) problems.push(`${e.url} does not exist under ${dir}`);
    return problems.map((p) => `${e.file}:${e.line}: ${p}`);
  });
  assert.deepEqual(bad, []);
});

test('every diagram is embedded on at least one page', () => {
  const used = new Set(embeds.map((e) => e.url.slice(DIAGRAMS_URL.length)));
  assert.deepEqual(svgs.filter((f) => !used.has(f.split(path.sep).join('/'))), []);
});

test('the rules catch what they are meant to catch', () => {
  const good = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400"><title>T</title><desc>D</desc><style>text { font-size: 15px; }</style></svg>';
  assert.deepEqual(svgProblems(good), []);
  assert.deepEqual(fontSizes('<text font-size="11">a</text><style>.s{font-size:9pt}</style>'), [11, 12]);
  assert.match(svgProblems(good.replace('15px', '10px')).join(), /below 12 px: 10/);
  assert.match(svgProblems(good.replace('<title>T</title>', '')).join(), /<title>/);
  assert.match(svgProblems(good.replace('<desc>D</desc>', '<desc> </desc>')).join(), /<desc>/);
  assert.match(svgProblems(good.replace(' viewBox="0 0 800 400"', '')).join(), /viewBox/);
  assert.match(svgProblems(good.replace('width="800"', 'width="1200"')).join(), /1200 px wide/);
  assert.match(svgProblems(good.replace('</svg>', '<script>x()</script></svg>')).join(), /scripts/);
  const page = 'Intro\n\n![](/docs/img/diagrams/a.svg)\n\n![Diagram](/docs/img/diagrams/b.svg)\n\n<img src="/docs/img/diagrams/c.svg" alt="Three replicas share one etcd cluster" />\n\n![Other](/docs/img/x.png)';
  const found = diagramEmbeds(page);
  assert.deepEqual(found.map((e) => [e.url, e.line]), [['/docs/img/diagrams/a.svg', 3], ['/docs/img/diagrams/b.svg', 5], ['/docs/img/diagrams/c.svg', 7]]);
  assert.deepEqual(found.map((e) => embedProblems(e).length), [1, 1, 0]);
});

test('versions share one file per diagram instead of copies', () => {
  const byContent = new Map<string, string[]>();
  for (const f of svgs) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8').trim();
    byContent.set(text, [...(byContent.get(text) ?? []), f]);
  }
  assert.deepEqual([...byContent.values()].filter((files) => files.length > 1), []);
  // Most diagrams serve more than one version of the docs.
  const versionsOf = (svg: string) => new Set(embeds.filter((e) => e.url.endsWith(`/${svg.split(path.sep).join('/')}`)).map((e) => e.file.split(path.sep).slice(1, 3).join('/')));
  const shared = svgs.filter((f) => versionsOf(f).size > 1);
  assert.ok(shared.length >= svgs.length * 0.8, `${shared.length} of ${svgs.length} diagrams are used by more than one version`);
});
