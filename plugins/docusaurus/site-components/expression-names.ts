/**
 * A cheap, conservative test before a page is parsed for the expressions it must hoist
 * (./page-expressions.ts): such an expression names an imported binding inside `{…}` (a child
 * expression, an attribute's value, a spread). So when no imported name stands inside braces, the
 * page hoists nothing and needs no parse. Whatever the scan cannot be sure of (an `export`
 * statement, braces that do not balance, as a string holding one would leave them) answers
 * "maybe", and the caller parses: the test may only save a parse, never change a result.
 * On loft-sh/vcluster-docs most pages import components and use them only as tags; parsing them
 * all took 25 s of the live preview's start.
 */
import { blankFrontmatter } from '../../../lib/api/content';

const FENCE = /^[ \t]*(`{3,}|~{3,})[\s\S]*?^[ \t]*\1[ \t]*$/gm;
/** An import statement, over several lines but not across a blank one, its clause without quotes. */
const IMPORT_STATEMENT = /^import\s(?:[^;'"\n]|\n(?![ \t]*\n))*?from\s*['"][^'"\n]*['"];?|^import\s*['"][^'"\n]*['"];?/gm;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const IDENTIFIER = /[A-Za-z_$][\w$]*/y;

/** The source with its fenced code blocks blanked (line breaks kept): code samples are no page code. */
export function blankFences(source: string): string {
  return source.replace(FENCE, (block) => block.replace(/[^\n]/g, ' '));
}

/** The local names an import clause binds (a superset: `as` and the imported names count too). */
export function importedNames(clause: string): string[] {
  return (clause.match(/[A-Za-z_$][\w$]*/g) ?? []).filter((n) => n !== 'as' && n !== 'type');
}

/**
 * false: no name of `names` stands inside an MDX expression; true: one may (parse to know).
 * `arrows`: an arrow (`=>`) inside one counts too.
 */
export function mayUseInExpression(source: string, names: ReadonlySet<string>, arrows = false): boolean {
  if (!names.size && !arrows) return false;
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  const body = blankFrontmatter(source).replace(FENCE, blank).replace(IMPORT_STATEMENT, blank).replace(HTML_COMMENT, blank);
  if (/^export\s/m.test(body)) return true;
  let depth = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (depth === 0 && c === '\\') i++;
    else if (depth === 0 && c === '`') {
      // Inline code: up to the same run of backticks (or, unclosed, the run alone).
      const run = /`+/y;
      run.lastIndex = i;
      const ticks = run.exec(body)![0];
      const close = body.indexOf(ticks, i + ticks.length);
      i = close < 0 ? i + ticks.length - 1 : close + ticks.length - 1;
    } else if (c === '{') depth++;
    else if (arrows && depth > 0 && c === '=' && body[i + 1] === '>') return true;
    else if (c === '}') {
      if (--depth < 0) return true;
    } else if (depth > 0 && /[A-Za-z_$]/.test(c) && !/[\w$]/.test(body[i - 1] ?? '')) {
      IDENTIFIER.lastIndex = i;
      const name = IDENTIFIER.exec(body)![0];
      if (names.has(name)) return true;
      i += name.length - 1;
    }
  }
  return depth !== 0;
}
