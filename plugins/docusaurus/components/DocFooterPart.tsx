/**
 * A doc's footer as theme-classic's DocItem/Footer draws it: the place the engine's doc page gives a
 * theme layer's (components/doc/DocArticle.tsx), handed the doc's tags, edit link and last update: its
 * tags on a row (`@theme/TagsListInline`), then `@theme/EditMetaRow`, each the site's where it swizzled
 * one, else the installed theme's, else the room's port; nothing where the doc has none of them.
 */
import TagsListInline from '@theme/TagsListInline';
import EditMetaRow from '@theme/EditMetaRow';

interface DocFooterProps {
  tags: { label: string; permalink: string; description?: string }[];
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

export default function DocFooterPart({ tags, editUrl, lastUpdatedAt, lastUpdatedBy }: DocFooterProps) {
  const tagsRow = tags.length > 0;
  const metaRow = !!(editUrl || lastUpdatedAt || lastUpdatedBy);
  if (!tagsRow && !metaRow) return null;
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      {tagsRow && (
        <div className="row margin-top--sm theme-doc-footer-tags-row">
          <div className="col">
            <TagsListInline tags={tags} />
          </div>
        </div>
      )}
      {metaRow && (
        <EditMetaRow className="margin-top--sm theme-doc-footer-edit-meta-row" editUrl={editUrl} lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />
      )}
    </footer>
  );
}
