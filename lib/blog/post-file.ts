/**
 * What a post's file path says, by Docusaurus' rule (plugin-content-blog parseBlogFileName): a
 * date in the path (`2024-05-01-name.md`, `2024-05-01-name/index.mdx`, `2024/05/01/name.md`) gives
 * the post's date and a slug `/YYYY/MM/DD/<folder><name>`; otherwise the slug is the path.
 */
const DATE_FILENAME = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

export interface PostFileFacts {
  /** The date in the path (UTC midnight), when there is one. */
  date?: Date;
  /** The name after the date (or the path without extension): the title when nothing else gives one. */
  text: string;
  /** The slug under the blog's base: "/2024/05/01/name". */
  slug: string;
}

export function parsePostFile(relPath: string): PostFileFacts {
  const m = DATE_FILENAME.exec(relPath);
  if (m?.groups) {
    const { folder, text, date } = m.groups;
    const slugDate = date.replace(/-/g, '/');
    return { date: new Date(`${date}Z`), text, slug: `/${slugDate}/${folder}${text}` };
  }
  const text = relPath.replace(/(?:\/index)?\.mdx?$/, '');
  return { text, slug: `/${text}` };
}

/** Minutes to read, as Docusaurus 3.8 counts them (words by Intl.Segmenter, 200 a minute, two decimals). */
export function readingMinutes(text: string, locale = 'en'): number {
  if (!text) return 0;
  let words = 0;
  for (const { isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) if (isWordLike) words++;
  return Math.round((words / 200) * 100) / 100;
}
