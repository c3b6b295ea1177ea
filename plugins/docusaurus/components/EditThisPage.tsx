import Link from './Link';
import Translate from './Translate';
// (The installed theme's pencil where it has one: ../site-components/shim-plugin.ts INSTALLED_FIRST.)
import Edit from '@theme/Icon/Edit';
import styles from './EditThisPage.module.css';

/** `@theme/EditThisPage` (theme-classic): the link to the page's source, with Docusaurus' class and translatable label. */
export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <Link to={editUrl} className="theme-edit-this-page">
      <Edit className={styles.iconEdit} />
      <Translate id="theme.common.editThisPage" description="The link label to edit the current page">
        Edit this page
      </Translate>
    </Link>
  );
}
