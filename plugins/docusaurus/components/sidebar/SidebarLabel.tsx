/**
 * An entry's label as theme-classic draws it: from 3.9, in a span of its DocSidebarItem module's
 * class, titled by it (DocSidebarItem/Link's LinkLabel, /Category's CategoryLinkLabel); before, the
 * label alone. `className`: the span's, where the site's install names it (./sidebar-parts.tsx labels).
 */
export function SidebarLabel({ label, className }: { label: string; className?: string }) {
  return className ? (
    <span title={label} className={className}>
      {label}
    </span>
  ) : (
    label
  );
}
