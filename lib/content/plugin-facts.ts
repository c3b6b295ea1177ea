/**
 * Facts the site's plugins wrote for its pages beyond the engine's own (DocsPlugin.pageFacts): each
 * doc and post record whose file a plugin names carries them (DocRecord.pluginFacts), and the page's
 * parts hand them on with its other facts.
 */
import path from 'node:path';
import type { DocsPlugin } from '../plugins/types';
import type { DocRecord } from './types';

/** Sets `pluginFacts` on each record whose file (`source`, from `rootDir`) a plugin wrote facts for; later plugins' keys win. */
export function attachPluginFacts(records: Iterable<DocRecord>, plugins: readonly DocsPlugin[], rootDir: string, contentDir: string): void {
  const facts = new Map<string, Record<string, unknown>>();
  for (const plugin of plugins)
    for (const [file, given] of plugin.pageFacts?.(contentDir) ?? []) {
      const at = path.resolve(file);
      facts.set(at, { ...facts.get(at), ...given });
    }
  if (!facts.size) return;
  for (const record of records) {
    const given = facts.get(path.resolve(rootDir, record.source));
    if (given) record.pluginFacts = given;
  }
}
