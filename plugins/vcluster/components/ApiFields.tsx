import { loadApiEntries } from '@/plugins/vcluster/api/load';
import { walkApiEntries, type ApiEntry } from '@/plugins/vcluster/api/entries';
import { FIELD_FILTER_ATTR, FIELD_PATH_ATTR, FIELD_TREE_ATTR } from '@/lib/shared/field-tree';
import { inlineCode } from './inline-code';
import { FieldAnchor } from './FieldAnchor';

/** Open on arrival: what the object is asked to be and what it reports (the rest unfolds on demand). */
const OPEN_AT_TOP = new Set(['spec', 'status']);

/** A field's name, type and description: what a reader scans without unfolding anything. */
function Head({ entry }: { entry: ApiEntry }) {
  return (
    <>
      {entry.originalIds?.map((id) => (
        <span key={id} id={id} data-anchor-alias={entry.id} />
      ))}
      <code className="config-name">{entry.name}</code>
      <span className="config-meta">
        {entry.required ? <span className="config-required">required</span> : null}
        <span className="config-type">{entry.type}</span>
        {entry.typeName ? <span className="config-type-name">{entry.typeName}</span> : null}
      </span>
      <span className="api-field-description">{inlineCode(entry.description)}</span>
    </>
  );
}

/** A field with fields of its own folds them (spec and status open at the top); a field without is a plain block. */
function Entry({ entry }: { entry: ApiEntry }) {
  const dotted = entry.path.join('.');
  const own = { id: entry.id, [FIELD_PATH_ATTR]: dotted };
  const open = entry.path.length === 1 && OPEN_AT_TOP.has(entry.name);
  return (
    <div className="config-field-wrap" {...(entry.shared ? { 'data-search-ignore': '' } : {})}>
      {entry.children.length ? (
        <details className="config-field" open={open} {...own}>
          <summary>
            <Head entry={entry} />
          </summary>
          <div className="config-body">
            {entry.children.map((c) => (
              <Entry key={c.id} entry={c} />
            ))}
          </div>
        </details>
      ) : (
        <div className="config-field api-field-leaf" {...own}>
          <div className="api-field-head">
            <Head entry={entry} />
          </div>
        </div>
      )}
      {/* Outside <summary>: interactive elements may not nest inside it. */}
      <div className="config-actions">
        <FieldAnchor id={entry.id} path={dotted} />
      </div>
    </div>
  );
}

/**
 * <ApiFields resource="project" />: every field of a Platform API resource, at every depth, from the
 * version's data (plugins/vcluster/api/entries.ts), each level folded (spec and status open), each field with the id the
 * original site gave it, and a box that finds a field by its path. Kubernetes types and other kinds
 * listed inside it are not search records of the page (their own pages and Kubernetes' are).
 */
export function ApiFields({ resource, version, pageVersion, contentDir }: { resource: string; version?: string; pageVersion?: string; contentDir: string }) {
  const entries = loadApiEntries(resource, version ?? pageVersion ?? 'current', contentDir);
  const filterId = `field-filter-${resource.replace(/\W+/g, '-')}`;
  // A path of this resource's own, three levels down, shows what to type.
  const example = [...walkApiEntries(entries)].find((e) => e.path.length === 3 && !e.shared) ?? entries.at(-1);
  return (
    // (Its fields keep their state out of the address: each has its own link.)
    <div className="config-reference api-fields" data-url-state="none" {...{ [FIELD_TREE_ATTR]: '' }}>
      <div className="field-filter" hidden {...{ [FIELD_FILTER_ATTR]: '' }} data-search-ignore="">
        <label htmlFor={filterId}>Find a field</label>
        <input id={filterId} type="search" placeholder={example ? `e.g. ${example.path.join('.')}` : undefined} autoComplete="off" spellCheck={false} />
        <span role="status" className="field-filter-status" />
      </div>
      {entries.map((e) => (
        <Entry key={e.id} entry={e} />
      ))}
    </div>
  );
}
