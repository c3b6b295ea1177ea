/** @import rules after other rules in a compiled stylesheet, which browsers ignore and Next's CSS parser refuses. */
/** esbuild's warning for an @import after other rules, which it leaves in place, unbundled. */
export const MISPLACED_IMPORT = /"@import" rules must come first/;
const IMPORT_RULE = /@import\s*(?:url\([^)]*\)|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')[^;{}]*;/g;
const LEADING_RULES = /^(?:\s*(?:@charset\s*"[^"]*"\s*;|@import\s*(?:url\([^)]*\)|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')[^;{}]*;|@layer\s*[^;{}]*;))*/;

/**
 * The compiled CSS without the @import rules that follow other rules (a stylesheet with
 * `@import 'x.css'` below a rule): CSS allows @import only before every rule but @charset and
 * @layer statements, and browsers ignore one elsewhere; Next's CSS parser refuses the file instead.
 * The bundle's leading @import rules (external URLs esbuild keeps) stay.
 */
export function withoutMisplacedImports(css: string): string {
  const lead = LEADING_RULES.exec(css)?.[0].length ?? 0;
  return css.slice(0, lead) + css.slice(lead).replace(IMPORT_RULE, '');
}

/** A compiled stylesheet's leading @charset, @import and @layer statements, and the rest: for sheets joined into one, whose statements must all come first. */
export function leadingImports(css: string): { imports: string; rest: string } {
  const lead = LEADING_RULES.exec(css)?.[0].length ?? 0;
  return {
    imports: css
      .slice(0, lead)
      .replace(/@charset\s*"[^"]*"\s*;/g, '')
      .trim(),
    rest: css.slice(lead),
  };
}
