import Link from './Link';
import Translate from './Translate';
import { Edit } from './Icons';

/** `@theme/EditThisPage` (theme-classic): the link to the page's source, with Docusaurus' class and translatable label. */
export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <Link to={editUrl} className="theme-edit-this-page">
      <Edit />
      <Translate id="theme.common.editThisPage" description="The link label to edit the current page">
        Edit this page
      </Translate>
    </Link>
  );
}
