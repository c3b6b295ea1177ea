/** Code → finished <pre> HTML: magic comments, line highlights, diff lines, line numbers, colours. */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { toHtml } from 'hast-util-to-html';
import { getHighlighter, resolveLanguage, colorClassTransformer, themeFor } from './highlighter';
import { applyMagicComments, type CodeMeta } from './code-meta';
import { codeStyleKey, HIGHLIGHTED_LINE, type CodeStyle } from '../code-theme/code-style';
import { escapeHtml } from '../shared/html';

/**
 * Results by input, per thread: a page kept in several versions repeats its code blocks, and the
 * build's page pass renders a page's versions one after the other. Bounded: the oldest go first.
 */
const done = new Map<string, string>();
const MEMO_ENTRIES = 2000;

export async function highlightToHtml(rawCode: string, rawLang: string | undefined, meta: CodeMeta, style: CodeStyle): Promise<string> {
  // (A site's highlighter by its version too: the live preview builds it again on a config edit.)
  const grammars = style.grammars ? grammarsUrl(style.grammars) : '';
  const key = `${codeStyleKey(style)}\0${grammars}\0${rawLang ?? ''}\0${[...meta.highlight].join(',')}\0${meta.showLineNumbers}\0${meta.startLine}\0${rawCode}`;
  const known = done.get(key);
  if (known !== undefined) return known;
  const html = await highlight(rawCode, rawLang, meta, style, grammars);
  if (done.size >= MEMO_ENTRIES) done.delete(done.keys().next().value!);
  done.set(key, html);
  return html;
}

/** A token of a line as a site's grammars give it (prism-react-renderer's: its types and text). */
export interface GrammarToken {
  types: string[];
  content: string;
}

/** A site's own highlighter (CodeStyle.grammars): the lines of `code` as tokens of `lang`, one plain token a line for a language it lacks. */
export interface SiteGrammars {
  tokenize(code: string, lang: string): GrammarToken[][] | undefined;
}

const grammarModules = new Map<string, Promise<SiteGrammars>>();

/** A site's highlighter by its file's version: the live preview's process sees a module built again (a config edit of its languages). */
const grammarsUrl = (file: string) => `${pathToFileURL(file).href}?v=${fs.statSync(file).mtimeMs}`;

/** The tokens a site's highlighter (`url`: grammarsUrl) gives `code` in `lang`. Loaded once per thread and version. */
async function siteTokens(url: string, code: string, lang: string): Promise<GrammarToken[][] | undefined> {
  let loaded = grammarModules.get(url);
  if (!loaded) grammarModules.set(url, (loaded = import(/* turbopackIgnore: true */ /* webpackIgnore: true */ url) as Promise<SiteGrammars>));
  return (await loaded).tokenize(code, lang);
}

/** Prism's markup of a token (prism-react-renderer's getTokenProps: `token <types>`). */
const tokenHtml = (t: GrammarToken) => `<span class="token ${t.types.join(' ')}">${escapeHtml(t.content)}</span>`;

/**
 * Lines carry Docusaurus' classes too (`token-line`, the magic comments' classes), so that a site's
 * CSS written for them applies; a highlighted line (Docusaurus' class) also gets the engine's `hl`.
 */
async function highlight(rawCode: string, rawLang: string | undefined, meta: CodeMeta, style: CodeStyle, grammars: string): Promise<string> {
  const marked = new Map<number, string[]>();
  const source = applyMagicComments(rawCode, marked, style.magicComments);
  // A range in the meta takes the first magic comment's class, as in Docusaurus.
  const rangeClass = style.magicComments[0]?.className ?? HIGHLIGHTED_LINE;
  for (const n of meta.highlight) marked.set(n, [...new Set([...(marked.get(n) ?? []), rangeClass])]);
  // A site's own highlighter (CodeStyle.grammars) tokenizes every block, and a language it lacks is plain
  // text; else the engine's does, for CodeStyle.languages alone where the site names them.
  const taught = grammars ? await siteTokens(grammars, source, rawLang ?? 'text') : undefined;
  const known = !style.grammars && (!rawLang || !style.languages || style.languages.includes(rawLang));
  const lang = known ? await resolveLanguage(rawLang) : null;
  const isDiff = lang === 'diff';
  const lineClasses = (line: number, text: string) => {
    const cls = ['line', 'token-line'];
    const own = marked.get(line) ?? [];
    if (own.includes(HIGHLIGHTED_LINE)) cls.push('hl');
    cls.push(...own);
    if (isDiff && text.startsWith('+')) cls.push('add');
    if (isDiff && text.startsWith('-')) cls.push('del');
    return cls.join(' ');
  };
  const lines = source.split('\n');
  // A theme's classes of the <pre> and the <code> (CodeStyle.blockClasses), after the engine's.
  const preClasses = style.blockClasses?.pre?.replace(/\{language\}/g, rawLang ?? 'text');
  const codeClasses = style.blockClasses?.code;
  // Lines drawn here rather than by Shiki: each line's markup in the frame Shiki's have.
  const framed = (inner: (i: number) => string) =>
    `<pre class="shiki prism-code${preClasses ? ` ${escapeHtml(preClasses)}` : ''}" tabindex="0"><code${codeClasses ? ` class="${escapeHtml(codeClasses)}"` : ''}>${lines
      .map((l, i) => `<span class="${lineClasses(i + 1, l)}">${inner(i)}</span>`)
      .join('\n')}</code></pre>`;
  let html: string;
  if (taught) {
    html = framed((i) => (taught[i] ?? []).map(tokenHtml).join(''));
  } else if (lang) {
    const hl = await getHighlighter();
    const hast = hl.codeToHast(source, {
      lang,
      // Shiki stops tokenizing a line after 500 ms and leaves the rest of it one plain token, so a busy
      // machine highlighted differently (a grammar's first line includes its compile). No limit: the
      // output depends on the code alone, and the page pass's pageSeconds still bounds a page.
      tokenizeTimeLimit: 0,
      theme: themeFor(style.tokens),
      transformers: [
        await colorClassTransformer(style.tokens),
        {
          name: 'line-classes',
          line(node, line) {
            node.properties.class = lineClasses(line, lines[line - 1] ?? '');
          },
        },
        {
          name: 'block-classes',
          pre(node) {
            for (const c of preClasses?.split(/\s+/).filter(Boolean) ?? []) this.addClassToHast(node, c);
          },
          code(node) {
            for (const c of codeClasses?.split(/\s+/).filter(Boolean) ?? []) this.addClassToHast(node, c);
          },
        },
      ],
    });
    html = toHtml(hast);
  } else {
    html = framed((i) => escapeHtml(lines[i]));
  }
  if (meta.showLineNumbers) html = html.replace('<pre class="shiki', `<pre style="--start:${meta.startLine - 1}" class="numbered shiki`);
  return html;
}
