/**
 * How the site's code blocks are highlighted, from site.config.json `prism` (Docusaurus'
 * themeConfig.prism): token classes (the engine's colour classes, or prism's `token *` classes when
 * the site names a prism theme) and the magic comments that mark lines. Made from the site's
 * config where a page is compiled (codeStyleOf) and handed to the highlighter.
 */
import type { SiteConfig } from '../config/site-config';
import type { CodeBlockClasses, MagicComment } from '../config/prism';

export interface CodeStyle {
  /** "engine": colour classes of the engine's theme (code-theme.css); "prism": prism's token classes. */
  tokens: 'engine' | 'prism';
  magicComments: MagicComment[];
  /** The language of a code block that names none, if the site sets one. */
  defaultLanguage?: string;
  /** The only languages highlighted, by the name a block gives (site.config.json prism.languages); the rest plain. */
  languages?: readonly string[];
  /** The site's own highlighter (SiteComponentsManifest.grammars): a module that tokenizes every code block, a language it lacks plain text. */
  grammars?: string;
  /** A theme's classes of a block's parts (site.config.json prism.blockClasses). */
  blockClasses?: CodeBlockClasses;
}

/** Docusaurus' line highlight: its class, and the engine's (`hl`), which styles it. */
export const HIGHLIGHTED_LINE = 'theme-code-block-highlighted-line';

/** Docusaurus' default `magicComments`. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  { className: HIGHLIGHTED_LINE, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

export function codeStyleOf(config: Pick<SiteConfig, 'prism'>): CodeStyle {
  const prism = config.prism;
  return {
    tokens: prism?.theme !== undefined || prism?.darkTheme !== undefined ? 'prism' : 'engine',
    magicComments: prism?.magicComments ?? DEFAULT_MAGIC_COMMENTS,
    ...(prism?.defaultLanguage ? { defaultLanguage: prism.defaultLanguage } : {}),
    ...(prism?.languages ? { languages: prism.languages } : {}),
    ...(prism?.blockClasses ? { blockClasses: prism.blockClasses } : {}),
  };
}

/** A stamp of the style, for memo keys of highlighted code. */
export function codeStyleKey(style: CodeStyle): string {
  return `${style.tokens}:${style.defaultLanguage ?? ''}:${JSON.stringify(style.magicComments)}:${style.grammars ?? ''}:${style.languages?.join(',') ?? ''}${style.blockClasses ? `:${JSON.stringify(style.blockClasses)}` : ''}`;
}
