import fs from 'node:fs';
import path from 'node:path';
import { isSchemaName, schemaUrl, SCHEMAS, schemaPath } from '@/plugins/vcluster/schema/load';
import { LazyConfigValidator } from './LazyConfigValidator';

/** <ConfigValidator schema="vcluster" />: the validator for the page's version of the schema. */
export function ConfigValidatorBlock({
  schema,
  version,
  pageVersion,
  contentDir,
}: {
  schema: string;
  version?: string;
  pageVersion?: string;
  contentDir: string;
}) {
  if (!isSchemaName(schema)) throw new Error(`<ConfigValidator schema="${schema}">: unknown schema. Known: ${Object.keys(SCHEMAS).join(', ')}`);
  const v = version ?? pageVersion ?? 'current';
  // An example next to the schema (e.g. devspace.example.yaml) pre-fills the editor.
  const exampleFile = path.join(path.dirname(schemaPath(schema, v, contentDir)), SCHEMAS[schema].fileName.replace('.yaml', '.example.yaml'));
  const example = fs.existsSync(exampleFile) ? fs.readFileSync(exampleFile, 'utf8') : '';
  return <LazyConfigValidator schemaUrl={schemaUrl(schema, v)} fileName={SCHEMAS[schema].fileName} example={example} />;
}
