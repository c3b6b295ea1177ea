/** Where each configuration schema lives, per documented version, and a cached loader. */
import fs from 'node:fs';
import path from 'node:path';
import { enginePaths, engineFileUrl } from '../../../lib/shared/site-paths';
import type { ContentIndex } from '../../../lib/content/types';
import type { JsonSchema } from '../shared/config-entries';

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

export function schemaPath(name: SchemaName, version: string, contentDir: string): string {
  const s = SCHEMAS[name];
  return s.versioned ? path.join(contentDir, s.set, version, s.file) : path.join(contentDir, s.set, s.file);
}

const cache = new Map<string, JsonSchema>();

export function loadSchema(name: SchemaName, version: string, contentDir: string): JsonSchema {
  const file = schemaPath(name, version, contentDir);
  let schema = cache.get(file);
  if (!schema) {
    if (!fs.existsSync(file)) throw new Error(`no ${SCHEMAS[name].fileName} schema for version "${version}" (expected ${path.relative(process.cwd(), file)})`);
    schema = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonSchema;
    cache.set(file, schema);
  }
  return schema;
}

/**
 * Public URL of a schema file (for the in-browser validator): /docs/schemas/<name>[-<version>].json.
 * (The vCluster site is served from its host's root: it has no mount.)
 */
export function schemaUrl(name: SchemaName, version: string): string {
  return engineFileUrl(enginePaths(''), SCHEMAS[name].versioned ? `schemas/${name}-${version}.json` : `schemas/${name}.json`);
}

/** Every schema file of the site's versions by its public URL: what the site publishes for the validators (the plugin's publishedFiles). */
export function publishedSchemas({ contentDir, index }: { contentDir: string; index: ContentIndex }): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of Object.keys(SCHEMAS) as SchemaName[]) {
    const s = SCHEMAS[name];
    const versions = index.sets.find((set) => set.id === s.set)?.versions.map((v) => v.name) ?? [];
    for (const v of s.versioned ? versions : ['current']) {
      const file = schemaPath(name, v, contentDir);
      if (fs.existsSync(file)) out.set(schemaUrl(name, v), file);
    }
  }
  return out;
}
