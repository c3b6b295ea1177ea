/**
 * The reader queries of test/search-relevance/ against an index of this repository's content, built
 * from its pages' Markdown as `npm run dev` builds it (writeContentIndex: a few seconds, no build),
 * laid out as the search dialog lays them out. topics.json: a one- or two-word topic finds its
 * guide within the dialog's first three rows, above reference pages that only share the word
 * ("backup": the Backup and restore guide, not seven rows of `vcluster platform backup`).
 * commands.json: a command or API resource typed by name finds its reference page first.
 * (queries.json and holdout.json measure the ranking, `npm run search:relevance`; they are not gated here.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluateRelevance, formatMisses, readQueries, writeContentIndex, type RelevanceReport } from '../bench/search-relevance';

const hitsPerPage = (JSON.parse(fs.readFileSync('site.config.json', 'utf8')) as { search: { hitsPerPage: number } }).search.hitsPerPage;

const summary = (report: RelevanceReport, misses: RelevanceReport['outcomes']) =>
  [`MRR ${report.mrr}, success@3 ${report.successAt3}, in the first 3 rows ${report.rowsAt3}`, ...formatMisses({ ...report, outcomes: misses })].join('\n');

test('reader queries: topics find their guide in the first three rows, commands their reference page first', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'search-relevance-'));
  try {
    writeContentIndex(process.cwd(), out);
    const topics = await evaluateRelevance(out, readQueries('test/search-relevance/topics.json'), hitsPerPage);
    assert.ok(topics.queries >= 12, 'at least twelve topics');
    const late = topics.outcomes.filter((o) => !o.hitRank || o.hitRank > 3);
    assert.deepEqual(
      late.map((o) => `"${o.query}" from ${o.from}`),
      [],
      `topics whose guide is not in the dialog's first three rows:\n${summary(topics, late)}`,
    );
    const commands = await evaluateRelevance(out, readQueries('test/search-relevance/commands.json'), hitsPerPage);
    const notFirst = commands.outcomes.filter((o) => o.rank !== 1);
    assert.deepEqual(
      notFirst.map((o) => `"${o.query}" from ${o.from}`),
      [],
      `commands whose reference page is not first:\n${summary(commands, notFirst)}`,
    );
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
