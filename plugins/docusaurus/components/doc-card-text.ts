/**
 * What theme-classic's DocCard (3.10) writes a card's heading and description with
 * (theme-common utils/emojiUtils.ts, translations/docsTranslations.ts).
 */
import { translate } from './Translate';
import { usePluralForm } from './theme-common';

// (Built at run time: the `v` flag is newer than the bundle's syntax target.)
const EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');
let segmenter: Intl.Segmenter | undefined;

/** A label's leading emoji (one grapheme: flags, skin tones, joined sequences) and the rest; digits are no emoji. */
export function extractLeadingEmoji(input: string): { emoji: string | null; rest: string } {
  segmenter ??= new Intl.Segmenter();
  const grapheme = segmenter.segment(input)[Symbol.iterator]().next().value?.segment;
  if (!grapheme || !EMOJI.test(grapheme)) return { emoji: null, rest: input };
  return { emoji: grapheme, rest: input.slice(grapheme.length) };
}

/** A category card's default description: "1 item" or "{count} items", in the page's locale. */
export function useDocCardDescriptionCategoryItemsPlural(): (count: number) => string {
  const { selectMessage } = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          message: '1 item|{count} items',
          id: 'theme.docs.DocCard.categoryDescription.plurals',
          description: 'The default description for a category card in the generated index about how many items this category includes',
        },
        { count },
      ),
    );
}
