/** TOC entries for an <ApiFields>: the object's top-level fields (kind, metadata, spec, status …). */
import { loadApiEntries } from './load';
import type { ConfigTocEntry } from '../schema/toc';

export function apiTocEntries(attrs: Record<string, string>, pageVersion: string, contentDir: string): ConfigTocEntry[] {
  if (!attrs.resource) return [];
  try {
    return loadApiEntries(attrs.resource, attrs.version ?? pageVersion, contentDir).map((e) => ({ id: e.id, text: e.name }));
  } catch {
    return []; // the component itself reports the error when it renders
  }
}
