/**
 * The vCluster product plugin: configuration references and the validator (from each version's
 * JSON schema), the checks of hand-written pages against the version's schema and CLI data. The
 * CLI/API page generators (generators/, `npm run generate`) and the facts check (facts/,
 * `npm run check:facts`) live in this folder too; they run as scripts, not inside the engine.
 */
import type { DocsPlugin } from '../../lib/plugins/types';
import { configTocEntries } from './schema/toc';
import { checkContent } from './checks/consistency';
import { nestCliCommands } from './sidebar/nest-cli-commands';
import { publishedSchemas } from './schema/load';

export const vclusterPlugin: DocsPlugin = {
  name: 'vcluster',
  componentNames: ['ConfigReference', 'ConfigValidator'],
  markupOnlyComponents: ['ConfigReference'],
  openIdComponents: ['ConfigReference', 'ConfigValidator'],
  tocEntries: (name, attrs, version, contentDir) => (name === 'ConfigReference' ? configTocEntries(attrs, version, contentDir) : undefined),
  // Each configuration field is a record of its own, titled by its dotted path.
  searchRecords: [{ tag: 'details', className: 'config-field', titleAnchorClass: 'config-anchor' }],
  buildChecks: [{ name: 'consistency with the schema and CLI data', run: checkContent }],
  // The CLI reference's flat pages nest under their parent commands.
  sidebarItems: nestCliCommands,
  // The schemas the validator loads, at /docs/schemas/<name>[-<version>].json.
  publishedFiles: publishedSchemas,
};
