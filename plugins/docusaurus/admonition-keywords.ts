/**
 * The admonition types a site adds (the docs, blog and pages plugins' `admonitions.keywords`, which
 * mdx-loader's admonitions plugin reads beside its own): the file the import writes beside the content
 * (./importer/admonition-keywords.ts) read by the page stage, which makes a `:::<keyword>` of them an
 * admonition as the engine's own types are (lib/mdx/remark-admonitions.ts admonitionsNamed). Drawn by the site's
 * Admonition/Types where it swizzles them, else as theme-classic draws an unknown type (info).
 */
import { readContentJson } from './content-json';

export const ADMONITION_KEYWORDS_FILE = 'admonition-keywords.json';

/** The site's own admonition keywords for the content at `contentDir` (none where the import wrote none). */
export function readAdmonitionKeywords(contentDir: string): readonly string[] {
  return readContentJson<string[]>(contentDir, ADMONITION_KEYWORDS_FILE) ?? [];
}
