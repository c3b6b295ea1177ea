/**
 * A reference field's link to itself (its "Link to <path>" label titles the field's search record;
 * the search index leaves the link's own text out by its class, the plugin's titleAnchorClass).
 */
export function FieldAnchor({ id, path }: { id: string; path: string }) {
  return (
    <a className="config-anchor" href={`#${id}`} aria-label={`Link to ${path}`}>
      #
    </a>
  );
}
