/**
 * A page's edit link and last update as theme-classic draws them: the place the engine's doc and
 * Markdown page give a theme layer's row (components/doc/DocParts.tsx DocMeta). `@theme/EditMetaRow` is
 * the site's where it swizzled one, else the installed theme's, else the room's port (./EditMetaRow.tsx),
 * with the classes DocItem/Footer and MDXPage give it.
 */
import EditMetaRow from '@theme/EditMetaRow';

const ROW_CLASSES = {
  'doc-meta': 'margin-top--sm theme-doc-footer-edit-meta-row',
  'page-meta': 'margin-top--sm theme-pages-footer-edit-meta-row',
} as const;

export default function EditMetaRowPart({
  row,
  editUrl,
  lastUpdatedAt,
  lastUpdatedBy,
}: {
  row: keyof typeof ROW_CLASSES;
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}) {
  return <EditMetaRow className={ROW_CLASSES[row]} editUrl={editUrl} lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />;
}
