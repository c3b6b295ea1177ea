/**
 * Checks every hand-written page against the typed data of the version it documents
 * (vcluster.yaml fields against that version's schema, `vcluster …` commands and flags against
 * that version's CLI data) and prints file:line for each mismatch. Exit 1 when there are any.
 * Usage: npm run check:consistency [-- vcluster/0.24.0 platform/4.2.0]
 */
import { checkContent } from '../lib/content/consistency';

const results = checkContent(process.env.DOCS_CONTENT_DIR ?? 'content', process.argv.slice(2));
let total = 0;
for (const [key, issues] of results) {
  for (const i of issues) console.log(`${i.file}:${i.line}: ${i.message}`);
  if (issues.length) console.log(`  ${key}: ${issues.length}`);
  total += issues.length;
}
console.log(total ? `✘ ${total} mismatches` : `✔ ${results.size} versions agree with their schema and CLI data`);
process.exit(total ? 1 : 0);
