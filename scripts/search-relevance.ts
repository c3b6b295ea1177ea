/**
 * `npm run search:relevance [-- --out <dir>] [--own-set-only]`: MRR and success@3 of the reader
 * queries in test/search-relevance/ (queries.json, the tuning set; holdout.json, written after the
 * ranking was tuned) against a built site's local index, in the order the search dialog shows
 * results; lists every query whose page is not first.
 */
import path from 'node:path';
import fs from 'node:fs';
import { evaluateRelevance, formatMisses, readQueries } from './bench/search-relevance';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = path.resolve(outAt === -1 ? 'out' : args[outAt + 1]);
const hitsPerPage = (JSON.parse(fs.readFileSync('site.config.json', 'utf8')) as { search: { hitsPerPage: number } }).search.hitsPerPage;

for (const name of ['queries', 'holdout']) {
  const file = path.join('test/search-relevance', `${name}.json`);
  if (!fs.existsSync(file)) continue;
  const report = await evaluateRelevance(out, readQueries(file), hitsPerPage, { ownSetOnly: args.includes('--own-set-only') });
  console.log(
    `${name}: ${report.queries} queries, MRR ${report.mrr}, success@3 ${report.successAt3}; ${report.meanKB} KB gzip a query (${report.meanKBOwnSetOnly} KB searching the reader's set only)`,
  );
  for (const line of formatMisses(report)) console.log(line);
}
