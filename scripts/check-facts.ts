/**
 * Re-derives the product's facts from a source checkout and compares them with the typed data of
 * the matching docs version. What the checkout holds decides what is compared:
 *   cmd/vclusterctl            → CLI commands and flags   (content/vcluster/<v>/_data/cli.json)
 *   chart/values.schema.json   → vcluster.yaml fields and defaults (…/_data/vcluster.schema.json)
 *   pkg/apis/management/v1     → Platform API fields      (content/platform/<v>/_data/api-resources.json)
 *   vcluster_*.md files        → CLI, from cobra's generated Markdown reference
 * Usage: npm run check:facts -- <checkout> [--version 0.27.0] [--quiet] [--with <dependency checkout> …]
 * (--with: a loft-sh/agentapi checkout at the version the API's go.mod requires, so that the fields
 * of its cluster types — an App's Helm chart, a template's objects — are compared as well)
 * The version defaults to the checkout's folder name (…-v0.27.0 → 0.27.0, …-main… → current).
 * Exit 1 when anything is missing, extra or wrong.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { readCobraCli } from '../plugins/vcluster/facts/cobra';
import { readCobraDocs } from '../plugins/vcluster/facts/cobra-docs';
import { compareCli, count, summary, type FactReport } from '../plugins/vcluster/facts/compare';
import { compareSchema } from '../plugins/vcluster/facts/schema-facts';
import { compareApi, readApiTypes } from '../plugins/vcluster/facts/api-facts';
import { CLI_DATA_FILE, type CliData } from '../plugins/vcluster/data/cli-types';
import type { ApiData } from '../plugins/vcluster/data/api-types';
import { SCHEMAS } from '../plugins/vcluster/schema/load';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const quiet = args.includes('--quiet') ? (args.splice(args.indexOf('--quiet'), 1), true) : false;
const explicitVersion = option('--version');
// Checkouts of modules the API's types come from (loft-sh/agentapi at the version its go.mod requires).
const dependencies: string[] = [];
for (let dep = option('--with'); dep; dep = option('--with')) dependencies.push(dep);
const checkout = args[0];
if (!checkout || !fs.existsSync(checkout)) {
  console.error('usage: npm run check:facts -- <source checkout> [--version <docs version>] [--quiet] [--with <dependency checkout>]');
  process.exit(2);
}
const base = path.basename(path.resolve(checkout));
const version = explicitVersion ?? (/main|master|current/.test(base) ? 'current' : /v?(\d+\.\d+\.\d+)/.exec(base)?.[1]);
if (!version) {
  console.error(`${checkout}: cannot tell the docs version from the folder name; pass --version`);
  process.exit(2);
}
const content = process.env.DOCS_CONTENT_DIR ?? 'content';
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const has = (rel: string) => fs.existsSync(path.join(checkout, rel));

let failed = false;
function print(title: string, report: FactReport) {
  console.log(`\n${title}: ${summary(report)}`);
  for (const kind of ['missing', 'extra', 'wrong'] as const)
    for (const d of report.diffs.filter((x) => x.kind === kind)) console.log(`  ${kind.padEnd(7)} ${d.subject}: ${d.detail}`);
  if (!quiet) for (const n of report.notes) console.log(`  note    ${n}`);
  if (count(report, 'missing') + count(report, 'extra') + count(report, 'wrong')) failed = true;
}

let compared = 0;
if (has('cmd/vclusterctl')) {
  // Imports are resolved through the module path in go.mod; without it every command looks unregistered.
  if (!has('go.mod')) {
    console.error(`${checkout}/go.mod: not found — check out the whole tag (or at least go.mod, cmd and pkg)`);
    process.exit(2);
  }
  // cmd/vcluster is the syncer binary, whose root command is also named "vcluster": read the CLI's own tree.
  const cli = readCobraCli(checkout, ['cmd/vclusterctl', 'pkg']);
  for (const w of cli.warnings) console.log(`  warning ${w}`);
  print(`CLI ${version}`, compareCli(cli, readJson<CliData>(path.join(content, 'vcluster', version, CLI_DATA_FILE))));
  compared++;
}
if (has('chart/values.schema.json')) {
  const values = has('chart/values.yaml') ? parseYaml(fs.readFileSync(path.join(checkout, 'chart/values.yaml'), 'utf8')) : {};
  const docs = readJson<object>(path.join(content, 'vcluster', version, SCHEMAS.vcluster.file));
  print(`vcluster.yaml ${version}`, compareSchema(readJson(path.join(checkout, 'chart/values.schema.json')), values, docs));
  compared++;
}
// A folder of cobra's generated Markdown (vcluster_create.md …): the CLI as its reference shows it.
if (fs.statSync(checkout).isDirectory() && fs.readdirSync(checkout).some((f) => /^vcluster_.*\.mdx?$/.test(f))) {
  print(`CLI ${version} (generated reference)`, compareCli(readCobraDocs(checkout), readJson<CliData>(path.join(content, 'vcluster', version, CLI_DATA_FILE))));
  compared++;
}
if (has('pkg/apis/management/v1')) {
  const data = readJson<ApiData>(path.join(content, 'platform', version, '_data/api-resources.json'));
  print(`Platform API ${version}`, compareApi(readApiTypes(checkout, dependencies), data));
  compared++;
}
if (!compared) {
  console.error(`${checkout}: no cmd/vclusterctl, chart/values.schema.json, pkg/apis/management/v1 or vcluster_*.md here`);
  process.exit(2);
}
process.exit(failed ? 1 : 0);
