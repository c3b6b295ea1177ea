/**
 * The quality bar of the published content, checked on every run: each hand-written page has a
 * title, a description and at least 150 words of prose (image alt text does not count), and so has
 * every generated category listing as a reader sees it; no placeholder text; every code block
 * names its language.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import matter from 'gray-matter';
import { checkContent } from '../consistency';
import { pageFiles } from '../../../../lib/content/page-files';
import { GENERATED_MARKER } from '../../generators/mdx-text';
import { buildSite, loadSiteConfig } from '../../../../lib/content/store';
import { getPageData } from '../../../../lib/content/routes';
import { plugins } from '../../../index';
import { projectPaths } from '../../../../scripts/lib/run-env';

const MIN_WORDS = 150;

export function proseWords(body: string): number {
  const prose = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, 'code');
  return countWords(prose);
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
}

const files = pageFiles('content');

test('content has pages', () => assert.ok(files.length > 400));

test('every page has a title and a description', () => {
  const bad = files.filter((f) => {
    const { data } = matter(fs.readFileSync(f, 'utf8'), {});
    return !data.title || !data.description;
  });
  assert.deepEqual(bad, []);
});

test('hand-written pages have at least 150 words of prose', () => {
  const short = files.flatMap((f) => {
    const raw = fs.readFileSync(f, 'utf8');
    if (raw.includes(GENERATED_MARKER)) return [];
    const n = proseWords(matter(raw, {}).content);
    return n < MIN_WORDS ? [`${f}: ${n} words`] : [];
  });
  assert.deepEqual(short, []);
});

test('generated category listings have at least 150 words as readers see them', () => {
  const paths = projectPaths();
  const { index } = buildSite(paths, { gitDates: false, plugins });
  const config = loadSiteConfig(paths);
  const short = index.sets.flatMap((set) =>
    set.versions.flatMap((version) =>
      version.generatedIndexes.flatMap((g) => {
        const page = getPageData(index, config, g.url);
        if (page?.kind !== 'generated-index') return [];
        const n = countWords([page.title, page.description, ...page.cards.flatMap((c) => [c.label, c.description])].join(' '));
        return n < MIN_WORDS ? [`${g.source}: ${g.url} shows ${n} words; write an index.mdx for the folder instead of a generated-index link`] : [];
      }),
    ),
  );
  assert.deepEqual(short, []);
});

test('the word count leaves out code, markup and image alt text', () => {
  assert.equal(proseWords('One two.\n\n```bash\nthree four\n```\n\n![five six seven](/docs/img/a.svg)\n\n<Tabs>eight</Tabs> `nine`'), 4);
});

test('no placeholder text', () => {
  const hits = files.filter((f) => /lorem ipsum|\bTODO\b|\bTBD\b|coming soon/i.test(fs.readFileSync(f, 'utf8')));
  assert.deepEqual(hits, []);
});

test('every code block names its language', () => {
  const bad = files.flatMap((f) => {
    let open = false;
    return fs
      .readFileSync(f, 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        const m = /^\s*```(\S*)/.exec(line);
        if (!m) return [];
        open = !open;
        return open && !m[1] ? [`${f}:${i + 1}`] : [];
      });
  });
  assert.deepEqual(bad, []);
});

test("pages agree with their version's vcluster.yaml schema and CLI data", () => {
  const issues = [...checkContent('content').values()].flat().map((i) => `${i.file}:${i.line}: ${i.message}`);
  assert.deepEqual(issues, []);
});
