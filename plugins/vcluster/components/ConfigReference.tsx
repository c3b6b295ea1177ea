import { Fragment } from 'react';
import { loadSchema, isSchemaName, schemaUrl, SCHEMAS } from '@/plugins/vcluster/schema/load';
import { MAP_KEY, schemaEntries, walkEntries, type ConfigEntry } from '@/plugins/vcluster/shared/config-entries';
import { SCHEMA_URL_ATTR } from '@/plugins/vcluster/browser/copy-yaml-markup';
import { inlineCode } from './inline-code';
import { FieldAnchor } from './FieldAnchor';

function formatValue(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v);
}

/**
 * The id the original site gave a field: its path from the reference's own top key down, map keys
 * left out (`pods-rewriteHosts-initContainer-image-tag` on the page of `sync.toHost.pods`). Links
 * written for that site land on it (undefined when it is the field's id already).
 */
function originalId(entry: ConfigEntry, fromKey: number, ownIds: ReadonlySet<string>): string | undefined {
  // A map's value had no entry of its own there: its fields followed the map's.
  if (entry.path.at(-1) === MAP_KEY) return undefined;
  const id = entry.path
    .slice(fromKey)
    .filter((p) => p !== MAP_KEY)
    .join('-');
  // (An id an entry here has already stays that entry's: `plugins-name` is the map's value, not its `name` field.)
  return id && !ownIds.has(id) ? id : undefined;
}

interface Placement {
  /** Where the original's ids start in a path (the reference's own top key); Infinity for none. */
  fromKey: number;
  /** The ids of every entry of the reference. */
  ownIds: ReadonlySet<string>;
}

function Entry({ entry, placement }: { entry: ConfigEntry; placement: Placement }) {
  const dotted = entry.path.join('.');
  const alias = originalId(entry, placement.fromKey, placement.ownIds);
  const showDefault = entry.default !== undefined && !(typeof entry.default === 'object' && entry.default !== null && Object.keys(entry.default).length === 0);
  return (
    <div className="config-field-wrap">
      <details className="config-field" id={entry.id}>
        <summary>
          {alias ? <span id={alias} data-anchor-alias={entry.id} /> : null}
          <code className="config-name">{entry.name}</code>
          <span className="config-meta">
            {entry.required ? <span className="config-required">required</span> : null}
            <span className="config-type">{entry.type}</span>
            {showDefault ? (
              <span className="config-default">
                default <code>{formatValue(entry.default)}</code>
              </span>
            ) : null}
            {entry.deprecated ? <span className="config-deprecated">deprecated</span> : null}
          </span>
        </summary>
        <div className="config-body">
          {entry.description ? <p>{inlineCode(entry.description)}</p> : null}
          {entry.enum?.length ? (
            <p className="config-enum">
              Allowed values:{' '}
              {entry.enum.map((v, i) => (
                <Fragment key={i}>
                  {i ? ', ' : ''}
                  <code>{formatValue(v)}</code>
                </Fragment>
              ))}
            </p>
          ) : null}
          {entry.isMap ? <p className="config-note">A map: each key is a name you choose.</p> : null}
          {entry.isArray ? <p className="config-note">A list: each item has the fields below.</p> : null}
          {entry.children.map((c) => (
            <Entry key={c.id} entry={c} placement={placement} />
          ))}
        </div>
      </details>
      {/* Outside <summary>: interactive elements may not nest inside it. */}
      <div className="config-actions">
        <FieldAnchor id={entry.id} path={dotted} />
        {/* It copies the field's YAML snippet, made from the schema when clicked (plugins/vcluster/browser/copy-yaml.ts). */}
        <button type="button" className="config-copy copy-button" aria-label={`Copy YAML for ${dotted}`} title="Copy YAML" />
      </div>
    </div>
  );
}

/**
 * <ConfigReference schema="vcluster" path="sync.toHost.secrets" />: the fields of a configuration
 * schema below `path`, rendered at build time with types, defaults, enums, anchors and a copy
 * button per field that copies a YAML snippet generated from the schema (in the browser).
 * `version` defaults to the version of the page it is on; `search={false}` keeps its fields out of
 * the search index (a page that repeats fields other pages list); `originalIds={false}` leaves out
 * the original site's ids, for a second reference whose top key is the same as the first's.
 */
export function ConfigReference({
  schema,
  version,
  path = '',
  pageVersion,
  contentDir,
  search = true,
  originalIds = true,
}: {
  schema: string;
  version?: string;
  path?: string;
  /** false: its fields are not search records (a page that repeats what other pages list). */
  search?: boolean;
  /** false: no element for the original site's ids (a second reference on a page whose top key is the first's). */
  originalIds?: boolean;
  pageVersion?: string;
  contentDir: string;
}) {
  if (!isSchemaName(schema)) throw new Error(`<ConfigReference schema="${schema}">: unknown schema. Known: ${Object.keys(SCHEMAS).join(', ')}`);
  const schemaVersion = version ?? pageVersion ?? 'current';
  const root = schemaEntries(loadSchema(schema, schemaVersion, contentDir), path);
  const list = root.children.length ? root.children : [root];
  // The original site's id for the reference's own top key (`#pods`), when that key has no entry of its own here.
  const rootId = originalIds && list[0] !== root ? root.path.filter((p) => p !== MAP_KEY).at(-1) : undefined;
  // (Without original ids, every entry starts past the end of its path: none has a relative id.)
  const placement: Placement = {
    fromKey: originalIds ? Math.max(0, root.path.length - 1) : Infinity,
    ownIds: new Set([...walkEntries(root)].map((e) => e.id)),
  };
  return (
    // (Its fields keep their state out of the address, and its copy buttons say what they copied.)
    <div
      className="config-reference"
      data-schema={schema}
      data-path={path}
      data-url-state="none"
      {...{ [SCHEMA_URL_ATTR]: schemaUrl(schema, schemaVersion) }}
      data-copy-done="YAML copied to the clipboard"
      {...(search ? {} : { 'data-search-ignore': '' })}
    >
      {rootId ? <span id={rootId} data-anchor-alias="" /> : null}
      {list.map((c) => (
        <Entry key={c.id} entry={c} placement={placement} />
      ))}
    </div>
  );
}
