/**
 * Generates the Platform API resource pages of every platform version from
 * content/platform/<v>/_data/api-resources.json. `--check` verifies they are up to date.
 */
import { generateFromData } from './lib/generate';
import { apiPages, validateApiData } from '../plugins/vcluster/generators/api-pages';
import type { ApiData } from '../plugins/vcluster/data/api-types';

const ok = generateFromData<ApiData>({
  set: 'platform',
  dataFile: '_data/api-resources.json',
  outDir: 'api/resources',
  category: { label: 'Resources', position: 4 },
  validate: validateApiData,
  pages: apiPages,
  check: process.argv.includes('--check'),
});
process.exit(ok ? 0 : 1);
