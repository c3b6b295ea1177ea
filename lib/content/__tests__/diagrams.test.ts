/** The diagrams under content/static/<base path>/img/diagrams/ and every page that embeds one. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ARTICLE_COLUMN_PX, MIN_SCALED_TEXT_PX, diagramEmbeds, diagramsDir, embedProblems, fontSizes, legibilityProblems, scaledTextPx, svgProblems } from '../diagrams';
import { pageFiles } from '../page-files';
import { contentFiles } from '../../source/content-walk';
import { allowedFolders } from '../../source/inside-content';
import { drawMermaid } from '../../mdx/mermaid-svg';
import { loadSiteConfig } from '../store';
import { diagramsUrl } from '../../shared/site-paths';
import { projectPaths } from '../../../scripts/lib/run-env';

const DIAGRAMS_URL = diagramsUrl(loadSiteConfig(projectPaths()));
const dir = path.join('content', diagramsDir(DIAGRAMS_URL));
const svgs = contentFiles(dir, allowedFolders({ contentRoots: ['content'] })).filter((f) => f.endsWith('.svg'));
const embeds = pageFiles('content').flatMap((file) => diagramEmbeds(fs.readFileSync(file, 'utf8'), DIAGRAMS_URL).map((e) => ({ file, ...e })));
const mermaidBlocks = pageFiles('content').flatMap((file) => {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^```mermaid[^\n]*\n([\s\S]*?)\n```/gm)].map((m) => {
    const before = text.slice(0, m.index).trimEnd();
    return { file, line: before.split('\n').length + 1, source: m[1], lineBefore: before.slice(before.lastIndexOf('\n') + 1) };
  });
});

test('there are at least 25 diagrams', () => assert.ok(svgs.length >= 25, `${svgs.length} diagrams`));

test(`every diagram has a title, a description, a viewBox, a natural size and text of at least ${MIN_SCALED_TEXT_PX} px in the ${ARTICLE_COLUMN_PX}-px column`, () => {
  const bad = svgs.flatMap((f) => svgProblems(fs.readFileSync(path.join(dir, f), 'utf8')).map((p) => `${f}: ${p}`));
  assert.deepEqual(bad, []);
});

test('every mermaid diagram has alt text: its accTitle, or the sentence that introduces it (lib/mdx/rehype-mermaid.ts)', () => {
  const bad = mermaidBlocks
    .filter((b) => !/^\s*accTitle\s*:\s*\S/m.test(b.source) && !/^[A-Za-z`*[]/.test(b.lineBefore))
    .map((b) => `${b.file}:${b.line}: the diagram follows "${b.lineBefore}"; introduce it with a sentence or give it an accTitle`);
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

test(`every mermaid diagram in the content draws, and its text is at least ${MIN_SCALED_TEXT_PX} px in the ${ARTICLE_COLUMN_PX}-px column`, async () => {
  assert.ok(mermaidBlocks.length >= 30, `${mermaidBlocks.length} mermaid blocks`);
  const bad: string[] = [];
  const drawn = new Map<string, Awaited<ReturnType<typeof drawMermaid>>>();
  for (const { file, source } of mermaidBlocks) {
    if (!drawn.has(source)) drawn.set(source, await drawMermaid(source));
    const { width, minFontPx } = drawn.get(source)!;
    for (const p of legibilityProblems(width, minFontPx)) bad.push(`${file}: the diagram "${source.split('\n')[1]?.trim()}…" ${p} (draw it top to bottom, or shorten its labels)`);
  }
  assert.deepEqual(bad, []);
});

test('the rules catch what they are meant to catch', () => {
  const good = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400"><title>T</title><desc>D</desc><style>text { font-size: 14px; }</style></svg>';
  assert.deepEqual(svgProblems(good), []);
  assert.deepEqual(fontSizes('<text font-size="11">a</text><style>.s{font-size:9pt}</style>'), [11, 12]);
  // 13 px text in an 800-px drawing shows at 10.6 px in the column: too small.
  assert.match(svgProblems(good.replace('14px', '13px')).join(), /shows at 10\.6 px .* at least 13\.5 px or the drawing at most 770 px wide/);
  assert.deepEqual(svgProblems(good.replace('14px', '13px').replace(/800/g, '700')), []);
  // A drawing narrower than the column is not enlarged: its text shows at the size it is drawn.
  assert.equal(scaledTextPx(11, 600), 11);
  assert.equal(scaledTextPx(14, ARTICLE_COLUMN_PX * 2), 7);
  assert.deepEqual(legibilityProblems(600, 10.9).length, 1);
  assert.match(svgProblems(good.replace('<title>T</title>', '')).join(), /<title>/);
  assert.match(svgProblems(good.replace('<desc>D</desc>', '<desc> </desc>')).join(), /<desc>/);
  assert.match(svgProblems(good.replace(' viewBox="0 0 800 400"', '')).join(), /viewBox/);
  assert.match(svgProblems(good.replace('width="800"', 'width="1200"')).join(), /1200 px wide/);
  assert.match(svgProblems(good.replace('</svg>', '<script>x()</script></svg>')).join(), /scripts/);
  const page = 'Intro\n\n![](/docs/img/diagrams/a.svg)\n\n![Diagram](/docs/img/diagrams/b.svg)\n\n<img src="/docs/img/diagrams/c.svg" alt="Three replicas share one etcd cluster" />\n\n![Other](/docs/img/x.png)';
  const found = diagramEmbeds(page, '/docs/img/diagrams/');
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
