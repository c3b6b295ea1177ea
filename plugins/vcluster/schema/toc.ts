/** TOC entries for a <ConfigReference>: its first-level fields, so readers can jump to them. */
import { isSchemaName, loadSchema } from './load';
import { schemaEntries } from '../shared/config-entries';

export interface ConfigTocEntry {
  id: string;
  text: string;
}

export function configTocEntries(attrs: Record<string, string>, pageVersion: string, contentDir: string): ConfigTocEntry[] {
  if (!attrs.schema || !isSchemaName(attrs.schema)) return [];
  try {
    const root = schemaEntries(loadSchema(attrs.schema, attrs.version ?? pageVersion, contentDir), attrs.path ?? '');
    return root.children.map((c) => ({ id: c.id, text: c.name }));
  } catch {
    return []; // the component itself reports the error when it renders
  }
}
