/** A reference field's link to itself (its "Link to <path>" label titles the field's search record). */
export function FieldAnchor({ id, path }: { id: string; path: string }) {
  return (
    <a className="config-anchor" data-search-ignore="" href={`#${id}`} aria-label={`Link to ${path}`}>
      #
    </a>
  );
}
