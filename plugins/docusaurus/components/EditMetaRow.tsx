/**
 * `@theme/EditMetaRow` where the site's installed theme has none (theme-classic 3.5+; its DocItem/Footer
 * drew the same row before): the edit link and the last update, each in a column of Infima's row.
 */
import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import styles from './EditMetaRow.module.css';

export interface EditMetaRowProps {
  className?: string;
  editUrl?: string | null;
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}

export default function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: EditMetaRowProps) {
  return (
    <div className={className ? `row ${className}` : 'row'}>
      <div className={`col ${styles.noPrint}`}>{editUrl && <EditThisPage editUrl={editUrl} />}</div>
      <div className={`col ${styles.lastUpdated}`}>
        {(lastUpdatedAt || lastUpdatedBy) && <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />}
      </div>
    </div>
  );
}
