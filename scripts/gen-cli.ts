/**
 * Generates the CLI reference pages of every vCluster version from content/vcluster/<v>/_data/cli.json,
 * and the partial with the per-command flag changes of v0.20 (cli/_0-20-flag-changes.mdx) that each
 * version's "CLI changes in v0.20" page imports: the prior release's facts
 * (plugins/vcluster/data/cli-v0.19.json) against the 0.20.0 data.
 * `--check` only verifies that the committed pages match the data (used by the unit tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateFromData } from './lib/generate';
import { cliPages, validateCliData } from '../plugins/vcluster/generators/cli-pages';
import { flagChangesPartial } from '../plugins/vcluster/generators/flag-changes';
import { CLI_DATA_FILE, PRIOR_CLI_FILE, type CliData, type PriorCli } from '../plugins/vcluster/data/cli-types';
import { projectPaths } from './lib/run-env';

const check = process.argv.includes('--check');
const { contentDir, rootDir } = projectPaths();
const readJson = <T>(file: string): T | undefined => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined);
const prior = readJson<PriorCli>(path.join(rootDir, PRIOR_CLI_FILE));
// The first release of the new CLI: while its data is kept, every version's changes page lists against it.
const v020 = readJson<CliData>(path.join(contentDir, 'vcluster', '0.20.0', CLI_DATA_FILE));
const changes = prior && v020 ? flagChangesPartial(prior, v020) : undefined;

const ok = generateFromData<CliData>({
  set: 'vcluster',
  dataFile: CLI_DATA_FILE,
  outDir: 'cli',
  category: { label: 'CLI reference', position: 12 },
  validate: validateCliData,
  pages: (data) => {
    const pages = cliPages(data);
    if (changes) pages.set('_0-20-flag-changes.mdx', changes);
    return pages;
  },
  check,
});
process.exit(ok ? 0 : 1);
