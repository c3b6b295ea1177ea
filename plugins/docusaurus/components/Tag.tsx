/** `@theme/Tag` where the site's installed theme has none: theme-classic's link to a tag's page, with its count where it has one. */
import Link from './Link';
import styles from './Tag.module.css';

export interface TagProps {
  permalink: string;
  label: string;
  count?: number;
  description?: string;
}

export default function Tag({ permalink, label, count, description }: TagProps) {
  return (
    <Link rel="tag" href={permalink} title={description} className={`${styles.tag} ${count ? styles.tagWithCount : styles.tagRegular}`}>
      {label}
      {count ? <span>{count}</span> : null}
    </Link>
  );
}
