/**
 * Which vCluster versions have a vcluster.yaml field or a CLI command/flag, and the field's
 * default in each: the quick way to answer "since when does this exist?" while writing docs.
 * Usage: npm run data-history -- sync.toHost.namespaces.enabled
 *        npm run data-history -- "vcluster snapshot create" [--flag include-volumes]
 */
import fs from 'node:fs';
import path from 'node:path';
import { schemaEntries, walkEntries, type JsonSchema } from '../plugins/vcluster/shared/config-entries';
import { CLI_DATA_FILE, type CliData } from '../plugins/vcluster/data/cli-types';
import { SCHEMAS } from '../plugins/vcluster/schema/load';

const ROOT = path.join(process.env.DOCS_CONTENT_DIR ?? 'content', 'vcluster');
const [query, flagOpt, flagName] = process.argv.slice(2);
if (!query) {
  console.error('usage: data-history <field.path | "vcluster command"> [--flag name]');
  process.exit(2);
}
const versions = fs.readdirSync(ROOT).sort((a, b) => (a === 'current' ? 1 : b === 'current' ? -1 : a.localeCompare(b, 'en', { numeric: true })));
for (const v of versions) {
  if (query.startsWith('vcluster ') || query === 'vcluster') {
    const cli = JSON.parse(fs.readFileSync(path.join(ROOT, v, CLI_DATA_FILE), 'utf8')) as CliData;
    const cmd = cli.commands.find((c) => c.path === query);
    const flag = flagOpt === '--flag' && cmd ? [...cmd.flags, ...cli.globalFlags].find((f) => f.name === flagName) : undefined;
    const state = !cmd ? '—' : cmd.removed ? `removed: ${cmd.removed}` : cmd.deprecated ? `deprecated: ${cmd.deprecated}` : 'yes';
    console.log(
      `${v.padEnd(8)} ${state}${flagOpt ? `  --${flagName}: ${flag ? `yes (${flag.type}${flag.default ? `, default ${flag.default}` : ''})` : '—'}` : ''}`,
    );
  } else {
    const schema = JSON.parse(fs.readFileSync(path.join(ROOT, v, SCHEMAS.vcluster.file), 'utf8')) as JsonSchema;
    const entry = [...walkEntries(schemaEntries(schema))].find((e) => e.path.join('.') === query);
    console.log(`${v.padEnd(8)} ${entry ? `yes (${entry.type}${entry.default !== undefined ? `, default ${JSON.stringify(entry.default)}` : ''})` : '—'}`);
  }
}
