/**
 * Prose that presents a switch as something to turn on when the schema has it on already: "to
 * additionally turn on the webhooks, set `integrations.kubeVirt.webhook.enabled: true`" for a field
 * whose default is `true`. A reader concludes the feature is off until they act. Sentences that
 * name the default ("on by default", "keep the default") or turn the switch off are left alone.
 * Run by `npm run check:facts` over every version's pages (scripts/check-facts.ts).
 */
import { proseLines, resolveField, sentences, type ClaimIssue } from './prose-claims';
import type { JsonSchema } from '../shared/config-entries';

/** A field set to true in a sentence: `a.b.enabled: true`, or `a.b.enabled` … to/= `true`. */
const SET_TRUE = [/`([a-zA-Z][\w]*(?:\.[\w<>-]+)+):\s*true`/g, /`([a-zA-Z][\w]*(?:\.[\w<>-]+)+)`[^`.;]{0,30}?(?:\bto\b|=|:)\s*`true`/g];
/** Words that tell the reader the switch is something to turn on. */
const TURN_ON = /\b(enabl(?:e|es|ing)|turn(?:s|ing)? on|switch(?:es|ing)? on|activat(?:e|es|ing)|opt(?:s|ing)? in|additionally|also)\b/i;
/** Words that show the sentence knows the default, or is about turning it off (and on again). */
const KNOWS = /\b(default|already|again|disabl(?:e|ed|es|ing)|turn(?:s|ed|ing)? (?:it |them )?off|false)\b/i;

/** Fields a sentence sets to true. */
function fieldsSetTrue(sentence: string): string[] {
  return SET_TRUE.flatMap((re) => [...sentence.matchAll(re)].map((m) => m[1]));
}

/**
 * Sentences outside code blocks that ask the reader to turn on a field that defaults to true.
 * `bases`: the page's config reference paths, for paths written relative to them.
 */
export function checkOptInClaims(source: string, schema: JsonSchema, bases: string[] = []): ClaimIssue[] {
  const issues: ClaimIssue[] = [];
  for (const { text, line } of proseLines(source)) {
    for (const sentence of sentences(text)) {
      if (!TURN_ON.test(sentence) || KNOWS.test(sentence)) continue;
      for (const field of fieldsSetTrue(sentence)) {
        const entries = resolveField(field, schema, bases);
        if (!entries.length || !entries.every((e) => e.default === true)) continue;
        issues.push({
          line,
          message: `\`${field}\` is presented as a switch to turn on, but it defaults to \`true\` — say that it is on by default (and how to turn it off), or drop the step`,
        });
      }
    }
  }
  return issues;
}
