/**
 * `npm run search:relevance [-- --out <dir> | --from-content] [--own-set-only]`: MRR and success@3
 * of the reader queries in test/search-relevance/ (queries.json, the tuning set; holdout.json,
 * written after the ranking was tuned; topics.json, one- and two-word topics whose guide must start
 * within the dialog's first three rows; commands.json, commands and API resources typed by name)
 * against a built site's local index, in the order the search dialog shows results; lists every
 * query whose page is not first. `--from-content`: against an index of the content made from its
 * pages' Markdown, as `npm run dev` makes it (no build needed; no configuration-field records).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluateRelevance, formatMisses, readQueries, writeContentIndex } from './bench/search-relevance';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
let out = path.resolve(outAt === -1 ? 'out' : args[outAt + 1]);
if (args.includes('--from-content')) {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'search-relevance-'));
  writeContentIndex(process.cwd(), out);
}
const hitsPerPage = (JSON.parse(fs.readFileSync('site.config.json', 'utf8')) as { search: { hitsPerPage: number } }).search.hitsPerPage;

try {
  for (const name of ['queries', 'holdout', 'topics', 'commands']) {
    const file = path.join('test/search-relevance', `${name}.json`);
    if (!fs.existsSync(file)) continue;
    const report = await evaluateRelevance(out, readQueries(file), hitsPerPage, { ownSetOnly: args.includes('--own-set-only') });
    console.log(
      `${name}: ${report.queries} queries, MRR ${report.mrr}, success@3 ${report.successAt3}, in the first 3 rows ${report.rowsAt3}; ${report.meanKB} KB gzip a query (${report.meanKBOwnSetOnly} KB searching the reader's set only)`,
    );
    for (const line of formatMisses(report)) console.log(line);
  }
} finally {
  if (args.includes('--from-content')) fs.rmSync(out, { recursive: true, force: true });
}
