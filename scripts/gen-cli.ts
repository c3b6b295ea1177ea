/**
 * Generates the CLI reference pages of every vCluster version from content/vcluster/<v>/_data/cli.json.
 * `--check` only verifies that the committed pages match the data (used by the unit tests).
 */
import { generateFromData } from './lib/generate';
import { cliPages, validateCliData } from '../plugins/vcluster/generators/cli-pages';
import { CLI_DATA_FILE, type CliData } from '../plugins/vcluster/data/cli-types';

const check = process.argv.includes('--check');
const ok = generateFromData<CliData>({
  set: 'vcluster',
  dataFile: CLI_DATA_FILE,
  outDir: 'cli',
  category: { label: 'CLI reference', position: 12 },
  validate: validateCliData,
  pages: cliPages,
  check,
});
process.exit(ok ? 0 : 1);
