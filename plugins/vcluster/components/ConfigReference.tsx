import { Fragment, type ReactNode } from 'react';
import { loadSchema, isSchemaName, SCHEMAS } from '@/plugins/vcluster/schema/load';
import { schemaEntries, type ConfigEntry } from '@/plugins/vcluster/schema/entries';
import { yamlSnippet } from '@/plugins/vcluster/schema/yaml-snippet';

/** Descriptions are plain text with `code` spans. */
function inline(text: string): ReactNode {
  return text.split(/(`[^`]+`)/).map((part, i) => (i % 2 ? <code key={i}>{part.slice(1, -1)}</code> : <Fragment key={i}>{part}</Fragment>));
}

function formatValue(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v);
}

function Entry({ entry, containers }: { entry: ConfigEntry; containers: (ConfigEntry | undefined)[] }) {
  const dotted = entry.path.join('.');
  const showDefault = entry.default !== undefined && !(typeof entry.default === 'object' && entry.default !== null && Object.keys(entry.default).length === 0);
  return (
    <div className="config-field-wrap">
      <details className="config-field" id={entry.id} data-expandable="">
        <summary>
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
          {entry.description ? <p>{inline(entry.description)}</p> : null}
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
            <Entry key={c.id} entry={c} containers={[...containers, entry]} />
          ))}
        </div>
      </details>
      {/* Outside <summary>: interactive elements may not nest inside it. */}
      <div className="config-actions">
        <a className="config-anchor" data-search-ignore="" href={`#${entry.id}`} aria-label={`Link to ${dotted}`}>
          #
        </a>
        <button
          type="button"
          className="config-copy copy-button"
          data-copy={yamlSnippet(entry, containers)}
          data-copy-done="YAML copied to the clipboard"
          aria-label={`Copy YAML for ${dotted}`}
          data-label={`Copy YAML for ${dotted}`}
          title="Copy YAML"
        />
      </div>
    </div>
  );
}

/**
 * <ConfigReference schema="vcluster" path="sync.toHost.secrets" />: the fields of a configuration
 * schema below `path`, rendered at build time with types, defaults, enums, anchors and a copy
 * button per field that copies a YAML snippet generated from the schema.
 * `version` defaults to the version of the page it is on.
 */
export function ConfigReference({
  schema,
  version,
  path = '',
  pageVersion,
  contentDir,
}: {
  schema: string;
  version?: string;
  path?: string;
  pageVersion?: string;
  contentDir: string;
}) {
  if (!isSchemaName(schema)) throw new Error(`<ConfigReference schema="${schema}">: unknown schema. Known: ${Object.keys(SCHEMAS).join(', ')}`);
  const root = schemaEntries(loadSchema(schema, version ?? pageVersion ?? 'current', contentDir), path);
  const list = root.children.length ? root.children : [root];
  // containers[i] holds the entry that contains key i of a path (for required siblings in snippets);
  // levels above `path` are not rendered here, so they stay unknown.
  const top: (ConfigEntry | undefined)[] = [...new Array<undefined>(Math.max(0, list[0].path.length - 1)), list[0] === root ? undefined : root];
  return (
    <div className="config-reference" data-schema={schema} data-path={path}>
      {list.map((c) => (
        <Entry key={c.id} entry={c} containers={top} />
      ))}
    </div>
  );
}
