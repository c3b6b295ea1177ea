/** `@theme/TagsListInline` where the site's installed theme has none: theme-classic's "Tags:" and the tags on one line (`@theme/Tag`, the site's where it swizzled one). */
import Translate from './Translate';
import Tag, { type TagProps } from '@theme/Tag';
import styles from './TagsListInline.module.css';

export default function TagsListInline({ tags }: { tags: readonly TagProps[] }) {
  return (
    <>
      <b>
        <Translate id="theme.tags.tagsListLabel" description="The label alongside a tag list">
          Tags:
        </Translate>
      </b>
      <ul className={`${styles.tags} padding--none margin-left--sm`}>
        {tags.map((tag) => (
          <li key={tag.permalink} className={styles.tag}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
    </>
  );
}
