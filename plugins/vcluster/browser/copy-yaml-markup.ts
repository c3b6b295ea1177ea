/** The markup plugins/vcluster/browser/copy-yaml.ts acts on, which ConfigReference writes. */

/** On a reference: the URL of the schema its fields come from. */
export const SCHEMA_URL_ATTR = 'data-schema-url';
/** A field's copy button. */
export const COPY_YAML_BUTTON = 'button.config-copy';
