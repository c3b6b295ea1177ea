/**
 * Which pages of a vCluster or Platform docs version are reference pages (DocsPlugin.referencePage):
 * generated from data, one per CLI command or per API resource. They describe an interface; a guide
 * describes a topic, and search ranks it first for a query that does not name the reference page.
 * By the source's path in its version, as the pages are generated (scripts/gen-cli.ts, gen-api.ts)
 * and as the facts check tells them from guides (plugins/vcluster/facts/coverage-rules.ts):
 * cli/<command>.mdx, named like cobra's doc generator (vcluster_platform_backup.mdx; the hand-written
 * cli/0-20-cli-changes.mdx is a guide), and api/resources/….
 */
const REFERENCE_PATHS = [/^cli\/[^/]+_[^/]+\.mdx?$/, /^api\/resources\//];

/** Whether the doc at `relPath` (its source path in its version folder) is a reference page. */
export function isReferencePage(relPath: string): boolean {
  return REFERENCE_PATHS.some((re) => re.test(relPath));
}
