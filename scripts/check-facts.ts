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
 * With --all and a loft-sh/vcluster git repository: every documented vCluster version, each from its
 * tag or the ref plugins/vcluster/facts/source-refs.json gives it, then a line per version.
 * Exit 1 when anything is missing, extra or wrong.
 * With --coverage (no checkout needed): the coverage report of every version — each product feature
 * (vcluster.yaml subtree, CLI command, Platform API kind), the guide that covers it and whether that
 * guide gives steps, fields and a way to check the result (plugins/vcluster/facts/coverage.ts).
 * --all prints the report's summary line per version after the comparisons.
 * With --prose (no checkout needed; also run by --all and --coverage): every version's pages read
 * for a switch that defaults to true presented as one to turn on (plugins/vcluster/checks/opt-in-claims.ts),
 * and every version's quick start for the host Kubernetes versions it states, against that version's
 * compatibility matrix (plugins/vcluster/facts/host-versions.ts, plugins/vcluster/checks/host-range.ts).
 * A version whose folder the content (DOCS_CONTENT_DIR) lacks is left out of these.
 */
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { readCobraCli } from '../plugins/vcluster/facts/cobra';
import { readCobraDocs } from '../plugins/vcluster/facts/cobra-docs';
import { compareCli, count, summary, type FactReport } from '../plugins/vcluster/facts/compare';
import { compareSchema, withPlatformConfig } from '../plugins/vcluster/facts/schema-facts';
import { compareApi, readApiTypes } from '../plugins/vcluster/facts/api-facts';
import { CLI_DATA_FILE, type CliData } from '../plugins/vcluster/data/cli-types';
import type { ApiData } from '../plugins/vcluster/data/api-types';
import { apiDataPath } from '../plugins/vcluster/api/load';
import { loadSchema, SCHEMAS } from '../plugins/vcluster/schema/load';
import { checkOptInClaims } from '../plugins/vcluster/checks/opt-in-claims';
import { quickStartHostProblems } from '../plugins/vcluster/checks/host-range';
import { referenceBases } from '../plugins/vcluster/checks/consistency';
import { coverageGaps, coverageSummary, versionCoverage } from '../plugins/vcluster/facts/coverage';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const flag = (name: string) => (args.includes(name) ? (args.splice(args.indexOf(name), 1), true) : false);
const quiet = flag('--quiet');
const all = flag('--all');
const coverageOnly = flag('--coverage');
const explicitVersion = option('--version');
// Checkouts of modules the API's types come from (loft-sh/agentapi at the version its go.mod requires).
const dependencies: string[] = [];
for (let dep = option('--with'); dep; dep = option('--with')) dependencies.push(dep);
const checkout = args[0];
const content = process.env.DOCS_CONTENT_DIR ?? 'content';
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** The coverage report: a summary line per documented version, and (unless quiet) every gap, most-read areas first. */
function printCoverage(withGaps: boolean): void {
  const versions = readJson<Record<string, { versions: { name: string }[] }>>('versions.json');
  const rows: string[] = [];
  for (const set of ['vcluster', 'platform'] as const)
    for (const { name } of versions[set]?.versions ?? []) {
      const report = versionCoverage(content, set, name);
      rows.push(`${`${set} ${name}`.padEnd(18)} ${coverageSummary(report)}`);
      const gaps = coverageGaps(report);
      if (withGaps && gaps.length) console.log(`\nCoverage gaps, ${set} ${name} (${gaps.length}):\n${gaps.map((g) => `  ${g}`).join('\n')}`);
    }
  console.log(`\nCoverage (features whose guide gives steps, fields and a check / all features):\n${rows.join('\n')}`);
}

/** Opt-in wording for switches that are on by default, in every vCluster version's pages: true when any is found. */
function printOptInClaims(): boolean {
  const versions = readJson<{ vcluster: { versions: { name: string }[] } }>('versions.json').vcluster.versions.map((v) => v.name);
  const found: string[] = [];
  for (const version of versions) {
    const dir = path.join(content, 'vcluster', version);
    if (!fs.existsSync(dir)) continue;
    const schema = loadSchema('vcluster', version, content);
    for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
      if (!/\.mdx?$/.test(rel)) continue;
      const text = fs.readFileSync(path.join(dir, rel), 'utf8');
      for (const issue of checkOptInClaims(text, schema, referenceBases(text))) found.push(`${path.join(dir, rel)}:${issue.line}: ${issue.message}`);
    }
  }
  console.log(`\nProse: switches on by default written as opt-in: ${found.length ? found.length : 'none'}`);
  for (const f of found) console.log(`  ${f}`);
  return found.length > 0;
}

/** Every vCluster version's quick start against its host versions (plugins/vcluster/facts/host-versions.ts): true when one differs. */
function printHostRanges(): boolean {
  const versions = readJson<{ vcluster: { versions: { name: string }[] } }>('versions.json').vcluster.versions.map((v) => v.name);
  const found = quickStartHostProblems(content, versions);
  console.log(`\nProse: quick starts whose host Kubernetes versions differ from their version's compatibility facts: ${found.length ? found.length : 'none'}`);
  for (const f of found) console.log(`  ${f}`);
  return found.length > 0;
}

/** The checks that read the pages alone: true when one finds something. */
const printProse = () => [printOptInClaims(), printHostRanges()].some(Boolean);

const proseOnly = flag('--prose');
if (coverageOnly || proseOnly) {
  if (coverageOnly) printCoverage(!quiet);
  process.exit(printProse() ? 1 : 0);
}
const USAGE =
  'usage: npm run check:facts -- <source checkout> [--version <docs version>] [--quiet] [--with <dependency checkout>]\n' +
  '       npm run check:facts -- --all <loft-sh/vcluster git repository> [--quiet]   (every documented vCluster version)\n' +
  '       npm run check:facts -- --coverage [--quiet]   (the coverage report of every version)\n' +
  "       npm run check:facts -- --prose   (opt-in wording for switches that are on by default, quick starts' host versions, every version)";
if (!checkout || !fs.existsSync(checkout)) {
  console.error(USAGE);
  process.exit(2);
}
function print(title: string, report: FactReport): boolean {
  console.log(`\n${title}: ${summary(report)}`);
  for (const kind of ['missing', 'extra', 'wrong'] as const)
    for (const d of report.diffs.filter((x) => x.kind === kind)) console.log(`  ${kind.padEnd(7)} ${d.subject}: ${d.detail}`);
  if (!quiet) for (const n of report.notes) console.log(`  note    ${n}`);
  return count(report, 'missing') + count(report, 'extra') + count(report, 'wrong') > 0;
}

/** Every comparison a checkout allows, against the data of one docs version. */
function compareCheckout(dir: string, version: string): { title: string; report: FactReport }[] {
  const has = (rel: string) => fs.existsSync(path.join(dir, rel));
  const out: { title: string; report: FactReport }[] = [];
  if (has('cmd/vclusterctl')) {
    // Imports are resolved through the module path in go.mod; without it every command looks unregistered.
    if (!has('go.mod')) {
      console.error(`${dir}/go.mod: not found — check out the whole tag (or at least go.mod, cmd and pkg)`);
      process.exit(2);
    }
    // cmd/vcluster is the syncer binary, whose root command is also named "vcluster": read the CLI's own tree.
    const cli = readCobraCli(dir, ['cmd/vclusterctl', 'pkg']);
    for (const w of cli.warnings) console.log(`  warning ${w}`);
    out.push({ title: `CLI ${version}`, report: compareCli(cli, readJson<CliData>(path.join(content, 'vcluster', version, CLI_DATA_FILE))) });
  }
  if (has('chart/values.schema.json')) {
    const values = has('chart/values.yaml') ? parseYaml(fs.readFileSync(path.join(dir, 'chart/values.yaml'), 'utf8')) : {};
    const docs = readJson<object>(path.join(content, 'vcluster', version, SCHEMAS.vcluster.file));
    let chart = readJson<object>(path.join(dir, 'chart/values.schema.json'));
    // Older charts leave external.platform untyped; its Go type stands in (schema-facts.ts).
    if (has('config/config.go')) chart = withPlatformConfig(chart as never, fs.readFileSync(path.join(dir, 'config/config.go'), 'utf8'));
    out.push({ title: `vcluster.yaml ${version}`, report: compareSchema(chart as never, values, docs) });
  }
  // A folder of cobra's generated Markdown (vcluster_create.md …): the CLI as its reference shows it.
  if (fs.statSync(dir).isDirectory() && fs.readdirSync(dir).some((f) => /^vcluster_.*\.mdx?$/.test(f)))
    out.push({
      title: `CLI ${version} (generated reference)`,
      report: compareCli(readCobraDocs(dir), readJson<CliData>(path.join(content, 'vcluster', version, CLI_DATA_FILE))),
    });
  if (has('pkg/apis/management/v1')) {
    const data = readJson<ApiData>(apiDataPath(version, content));
    out.push({ title: `Platform API ${version}`, report: compareApi(readApiTypes(dir, dependencies), data) });
  }
  if (!out.length) {
    console.error(`${dir}: no cmd/vclusterctl, chart/values.schema.json, pkg/apis/management/v1 or vcluster_*.md here`);
    process.exit(2);
  }
  return out;
}

if (all) {
  // Each documented version from its source ref (plugins/vcluster/facts/source-refs.json), then one line per version.
  const refs = readJson<Record<string, Record<string, string>>>(path.join(import.meta.dirname, '../plugins/vcluster/facts/source-refs.json')).vcluster;
  const versions = readJson<{ vcluster: { versions: { name: string }[] } }>('versions.json').vcluster.versions.map((v) => v.name);
  const rows: string[] = [];
  let failed = false;
  for (const version of versions) {
    const ref = refs[version] ?? `v${version}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `facts-${version}-`));
    try {
      const archive = spawnSync('git', ['-C', checkout, 'archive', ref, 'go.mod', 'go.sum', 'cmd', 'pkg', 'config', 'chart'], { maxBuffer: 1 << 30 });
      if (archive.status !== 0) {
        console.error(`${checkout}: cannot read ${ref} for ${version}: ${archive.stderr.toString().trim().split('\n').pop()}`);
        process.exit(2);
      }
      spawnSync('tar', ['x', '-C', dir], { input: archive.stdout });
      for (const { title, report } of compareCheckout(dir, version)) {
        if (print(`${title} (${ref})`, report)) failed = true;
        rows.push(`${title.padEnd(24)} ${ref.padEnd(10)} ${summary(report)}`);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(`\nBy version:\n${rows.join('\n')}`);
  printCoverage(false);
  if (printProse()) failed = true;
  process.exit(failed ? 1 : 0);
}

const base = path.basename(path.resolve(checkout));
const version = explicitVersion ?? (/main|master|current/.test(base) ? 'current' : /v?(\d+\.\d+\.\d+)/.exec(base)?.[1]);
if (!version) {
  console.error(`${checkout}: cannot tell the docs version from the folder name; pass --version`);
  process.exit(2);
}
let failed = false;
for (const { title, report } of compareCheckout(checkout, version)) if (print(title, report)) failed = true;
process.exit(failed ? 1 : 0);
