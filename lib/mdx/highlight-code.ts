/** Code → finished <pre> HTML: magic comments, line highlights, diff lines, line numbers, colours. */
import { toHtml } from 'hast-util-to-html';
import { getHighlighter, resolveLanguage, colorClassTransformer, THEME } from './highlighter';
import { applyMagicComments, type CodeMeta } from './code-meta';

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Results by input, per thread: a page kept in several versions repeats its code blocks, and the
 * build's page pass renders a page's versions one after the other. Bounded: the oldest go first.
 */
const done = new Map<string, string>();
const MEMO_ENTRIES = 2000;

export async function highlightToHtml(rawCode: string, rawLang: string | undefined, meta: CodeMeta): Promise<string> {
  const key = `${rawLang ?? ''}\0${[...meta.highlight].join(',')}\0${meta.showLineNumbers}\0${meta.startLine}\0${rawCode}`;
  const known = done.get(key);
  if (known !== undefined) return known;
  const html = await highlight(rawCode, rawLang, meta);
  if (done.size >= MEMO_ENTRIES) done.delete(done.keys().next().value!);
  done.set(key, html);
  return html;
}

async function highlight(rawCode: string, rawLang: string | undefined, meta: CodeMeta): Promise<string> {
  const source = applyMagicComments(rawCode, meta.highlight);
  const lang = await resolveLanguage(rawLang);
  const isDiff = lang === 'diff';
  const lineClasses = (line: number, text: string) => {
    const cls = ['line'];
    if (meta.highlight.has(line)) cls.push('hl');
    if (isDiff && text.startsWith('+')) cls.push('add');
    if (isDiff && text.startsWith('-')) cls.push('del');
    return cls.join(' ');
  };
  let html: string;
  if (lang) {
    const hl = await getHighlighter();
    const lines = source.split('\n');
    const hast = hl.codeToHast(source, {
      lang,
      theme: THEME,
      transformers: [
        await colorClassTransformer(),
        {
          name: 'line-classes',
          line(node, line) {
            node.properties.class = lineClasses(line, lines[line - 1] ?? '');
          },
        },
      ],
    });
    html = toHtml(hast);
  } else {
    const body = source
      .split('\n')
      .map((l, i) => `<span class="${lineClasses(i + 1, l)}">${escapeHtml(l)}</span>`)
      .join('\n');
    html = `<pre class="shiki" tabindex="0"><code>${body}</code></pre>`;
  }
  if (meta.showLineNumbers) html = html.replace('<pre class="shiki', `<pre style="--start:${meta.startLine - 1}" class="numbered shiki`);
  return html;
}
