/**
 * Runs a query against the built local search index (out/), as the site's search dialog does:
 *   npm run search -- "sleep mode" [--scope vcluster-0.27.0] [--pages] [--out <dir>]
 * Prints the hits in order with their scores, so authors can see why a page ranks where it does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createLocalClient } from '../lib/search/local-client';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args.splice(i, 2)[1];
};
const scope = opt('--scope') ?? 'vcluster-0.27.0';
const outDir = opt('--out') ?? 'out';
const distinct = args.includes('--pages');
const query = args.filter((a) => !a.startsWith('--')).join(' ');
if (!query) {
  console.error('Usage: npm run search -- "<query>" [--scope <set>-<version>] [--pages] [--out <dir>]');
  process.exit(1);
}
const out = path.resolve(outDir);
const client = createLocalClient(async (url) => JSON.parse(fs.readFileSync(path.join(out, url), 'utf8')));
const { results } = await client.search([{ indexName: scope, params: { query, hitsPerPage: 20, distinct } }]);
const [r] = results;
console.log(`${r.nbHits} matching pages for "${query}" in ${scope} (${r.processingTimeMS} ms)`);
if (r.partialQuery) console.log(`No page has every word; results for "${r.partialQuery}"`);
for (const h of r.hits)
  console.log(`  ${h.url}${h.hierarchy.lvl2 ? `  › ${h.hierarchy.lvl2}` : ''}${h.missingWords ? `  (missing: ${h.missingWords.join(', ')})` : ''}`);
