/**
 * The quality bar of the published content, checked on every run: each hand-written page has a
 * title, a description and at least 150 words of prose; no placeholder text; every code block
 * names its language.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import matter from 'gray-matter';
import { checkContent, pageFiles } from '../consistency';
import { GENERATED_MARKER } from '../../generators/mdx-text';


export function proseWords(body: string): number {
  const prose = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, 'code');
  return prose.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
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
    return n < 150 ? [`${f}: ${n} words`] : [];
  });
  assert.deepEqual(short, []);
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

test('pages agree with their version\'s vcluster.yaml schema and CLI data', () => {
  const issues = [...checkContent('content').values()].flat().map((i) => `${i.file}:${i.line}: ${i.message}`);
  assert.deepEqual(issues, []);
});
