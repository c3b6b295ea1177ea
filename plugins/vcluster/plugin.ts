/**
 * The vCluster product plugin: configuration references and the validator (from each version's
 * JSON schema), the Platform API's field references (from each version's API data), the checks of hand-written pages against the version's schema and CLI data. The
 * CLI/API page generators (generators/, `npm run generate`) and the facts check (facts/,
 * `npm run check:facts`) live in this folder too; they run as scripts, not inside the engine.
 */
import type { DocsPlugin } from '../../lib/plugins/types';
import { configTocEntries } from './schema/toc';
import { apiTocEntries } from './api/toc';
import { apiFieldsMarkdown } from './api/markdown';
import { checkContent } from './checks/consistency';
import { nestCliCommands } from './sidebar/nest-cli-commands';
import { publishedSchemas } from './schema/load';
import { isReferencePage } from './search/reference-pages';

export const vclusterPlugin: DocsPlugin = {
  name: 'vcluster',
  componentNames: ['ConfigReference', 'ConfigValidator', 'ApiFields'],
  markupOnlyComponents: ['ConfigReference', 'ApiFields'],
  openIdComponents: ['ConfigReference', 'ConfigValidator', 'ApiFields'],
  tocEntries: (name, attrs, version, contentDir) =>
    name === 'ConfigReference' ? configTocEntries(attrs, version, contentDir) : name === 'ApiFields' ? apiTocEntries(attrs, version, contentDir) : undefined,
  // An API resource's fields in its .md export (a nested list; Kubernetes types by name).
  elementMarkdown: (name, attrs, version, contentDir) => (name === 'ApiFields' && attrs.resource ? apiFieldsMarkdown(attrs, version, contentDir) : undefined),
  // Each configuration field is a record of its own, titled by its dotted path.
  searchRecords: [
    { tag: 'details', className: 'config-field', titleAnchorClass: 'config-anchor' },
    // (An API field without fields of its own is a plain block.)
    { tag: 'div', className: 'config-field', titleAnchorClass: 'config-anchor' },
  ],
  // The CLI's and the API's generated pages: search ranks the guides first for a topic.
  referencePage: isReferencePage,
  buildChecks: [{ name: 'consistency with the schema and CLI data', run: checkContent }],
  // The CLI reference's flat pages nest under their parent commands.
  sidebarItems: nestCliCommands,
  // The schemas the validator loads, at /docs/schemas/<name>[-<version>].json.
  publishedFiles: publishedSchemas,
};
