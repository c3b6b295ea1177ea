/**
 * site.config.json `prism`, Docusaurus' themeConfig.prism: `theme` and `darkTheme` (a theme of
 * prism-react-renderer by name, e.g. "github", "dracula", "vsDark", or a theme object of the same
 * shape) and `magicComments`. The named themes' data: prism-themes.json (scripts/gen-prism-themes.ts).
 */
import themeData from './prism-themes.json';
import { isObj } from './is-obj';

export interface MagicComment {
  className: string;
  /** The directive that marks the next line (`highlight-next-line`). */
  line?: string;
  /** The directives around a range of lines (`highlight-start` … `highlight-end`). */
  block?: { start: string; end: string };
}

export interface PrismThemeData {
  plain: Record<string, string | undefined>;
  styles: { types: string[]; languages?: string[]; style: Record<string, string | undefined> }[];
}

export interface PrismConfig {
  theme?: string | PrismThemeData;
  darkTheme?: string | PrismThemeData;
  magicComments?: MagicComment[];
  /** The language of a code block that names none (Docusaurus' prism.defaultLanguage); else none, plain text. */
  defaultLanguage?: string;
  /**
   * The languages a code block is highlighted in, by the name it gives (a Docusaurus site's Prism:
   * the ones its prism-react-renderer bundles and its additionalLanguages); a block in another is
   * plain text. Absent: every language the highlighter knows.
   */
  languages?: string[];
  /** Classes a theme's stylesheet gives a code block's parts, beside the engine's (CodeBlockClasses). */
  blockClasses?: CodeBlockClasses;
}

/**
 * A code block's parts as a theme names them (an imported Docusaurus site's: theme-classic's CodeBlock
 * module classes, which its CSS may select): the frame, the box around the code, the `<pre>` (where
 * `{language}` is the block's language) and the `<code>`.
 */
export interface CodeBlockClasses {
  container?: string;
  content?: string;
  pre?: string;
  code?: string;
}

export const PRISM_THEMES = themeData.themes as unknown as Record<string, PrismThemeData>;

/** Docusaurus' theme when the site names none. */
export const DEFAULT_PRISM_THEME = 'palenight';

export function resolvePrismTheme(theme: string | PrismThemeData): PrismThemeData {
  return typeof theme === 'string' ? PRISM_THEMES[theme] : theme;
}

function themeProblems(value: unknown, key: string): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string')
    return value in PRISM_THEMES
      ? []
      : [`"prism.${key}" names no prism-react-renderer theme (got "${value}") — use one of: ${Object.keys(PRISM_THEMES).join(', ')}`];
  if (!isObj(value) || !isObj(value.plain) || !Array.isArray(value.styles) || !value.styles.every((s) => isObj(s) && Array.isArray(s.types) && isObj(s.style)))
    return [`"prism.${key}" must be a theme name or a theme object { "plain": {…}, "styles": [{ "types": […], "style": {…} }] }`];
  return [];
}

/** Problems with "prism", one message each. */
export function prismProblems(prism: unknown): string[] {
  if (prism === undefined) return [];
  if (!isObj(prism)) return [`"prism" must be an object such as { "theme": "github", "darkTheme": "dracula" } (got ${JSON.stringify(prism)})`];
  const out = [...themeProblems(prism.theme, 'theme'), ...themeProblems(prism.darkTheme, 'darkTheme')];
  if (prism.defaultLanguage !== undefined && typeof prism.defaultLanguage !== 'string')
    out.push(`"prism.defaultLanguage" must be a language name such as "bash" (got ${JSON.stringify(prism.defaultLanguage)})`);
  if (prism.languages !== undefined && !(Array.isArray(prism.languages) && prism.languages.every((l) => typeof l === 'string' && l)))
    out.push(`"prism.languages" must be a list of language names such as ["javascript", "yaml"] (got ${JSON.stringify(prism.languages)})`);
  const classes = prism.blockClasses;
  if (
    classes !== undefined &&
    !(isObj(classes) && Object.entries(classes).every(([k, v]) => ['container', 'content', 'pre', 'code'].includes(k) && typeof v === 'string'))
  )
    out.push(`"prism.blockClasses" must be { "container", "content", "pre", "code" }, each a class list (got ${JSON.stringify(classes)})`);
  const comments = prism.magicComments;
  if (comments !== undefined) {
    if (!Array.isArray(comments)) out.push('"prism.magicComments" must be a list of { "className", "line" and/or "block": { "start", "end" } }');
    else
      comments.forEach((c, i) => {
        const ok =
          isObj(c) &&
          typeof c.className === 'string' &&
          (c.line === undefined || typeof c.line === 'string') &&
          (c.block === undefined || (isObj(c.block) && typeof c.block.start === 'string' && typeof c.block.end === 'string')) &&
          (c.line !== undefined || c.block !== undefined);
        if (!ok) out.push(`"prism.magicComments[${i}]" needs a "className" and a "line" or "block": { "start", "end" } (got ${JSON.stringify(c)})`);
      });
  }
  return out;
}
