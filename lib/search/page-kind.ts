/**
 * What the index records of a reference page's title (local-format Manifest.reference): its distinct
 * words as a query names them (tokens.words, stop words aside). A query names the page when its words
 * cover them all: "vcluster platform backup" names `vcluster platform backup`, "backup" does not.
 * Which pages are reference pages is the site's plugins' to say (DocsPlugin.referencePage).
 */
import { indexable, words } from './tokens';

export function titleWordCount(title: string): number {
  return new Set(words(title).filter(indexable)).size;
}
