/** Where each configuration schema lives, per documented version, and a cached loader. */
import fs from 'node:fs';
import path from 'node:path';
import { contentPaths } from '../../../lib/content/content-paths';
import type { JsonSchema } from './entries';

export const SCHEMAS = {
  /** vcluster.yaml: one schema per vCluster version. */
  vcluster: { set: 'vcluster', file: '_data/vcluster.schema.json', versioned: true, fileName: 'vcluster.yaml' },
  /** devspace.yaml: one schema, kept with the landing set. */
  devspace: { set: 'docs', file: '_data/devspace.schema.json', versioned: false, fileName: 'devspace.yaml' },
} as const;

export type SchemaName = keyof typeof SCHEMAS;

export function isSchemaName(name: string): name is SchemaName {
  return name in SCHEMAS;
}

export function schemaPath(name: SchemaName, version: string, paths = contentPaths()): string {
  const s = SCHEMAS[name];
  return s.versioned ? path.join(paths.contentDir, s.set, version, s.file) : path.join(paths.contentDir, s.set, s.file);
}

const cache = new Map<string, JsonSchema>();

export function loadSchema(name: SchemaName, version: string): JsonSchema {
  const file = schemaPath(name, version);
  let schema = cache.get(file);
  if (!schema) {
    if (!fs.existsSync(file)) throw new Error(`no ${SCHEMAS[name].fileName} schema for version "${version}" (expected ${path.relative(process.cwd(), file)})`);
    schema = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonSchema;
    cache.set(file, schema);
  }
  return schema;
}

/** Public URL of a schema file (for the in-browser validator). */
export function schemaUrl(name: SchemaName, version: string): string {
  return SCHEMAS[name].versioned ? `/docs/schemas/${name}-${version}.json` : `/docs/schemas/${name}.json`;
}
