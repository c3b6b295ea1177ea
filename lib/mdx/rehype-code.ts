/**
 * Fenced code → <CodeBlock html=… lang=… title=…>. Highlighting happens here, once, at build time;
 * the component receives finished HTML as one string, so the RSC payload carries no token tree.
 */
import type { Root, Element, ElementContent } from 'hast';
import { visit } from 'unist-util-visit';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { getHighlighter, resolveLanguage, colorClassTransformer, THEME } from './highlighter';
import { applyMagicComments, parseCodeMeta } from './code-meta';

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export default function rehypeCode() {
  return async (tree: Root) => {
    const jobs: { pre: Element; parent: { children: ElementContent[] }; index: number }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      jobs.push({ pre: node, parent: parent as { children: ElementContent[] }, index });
    });
    if (!jobs.length) return;
    const hl = await getHighlighter();
    const colors = await colorClassTransformer();
    for (const { pre, parent, index } of jobs) {
      const code = pre.children[0] as Element;
      const classes = (code.properties?.className as string[] | undefined) ?? [];
      const rawLang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const source = applyMagicComments(toString(code).replace(/\n$/, ''), meta.highlight);
      const lang = await resolveLanguage(rawLang);
      const isDiff = lang === 'diff';
      let html: string;
      const lineClasses = (line: number, text: string) => {
        const cls = ['line'];
        if (meta.highlight.has(line)) cls.push('hl');
        if (isDiff && text.startsWith('+')) cls.push('add');
        if (isDiff && text.startsWith('-')) cls.push('del');
        return cls.join(' ');
      };
      if (lang) {
        const lines = source.split('\n');
        const hast = hl.codeToHast(source, {
          lang,
          theme: THEME,
          transformers: [
            colors,
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
        html = `<pre class="shiki"><code>${body}</code></pre>`;
      }
      if (meta.showLineNumbers) html = html.replace('<pre class="shiki', `<pre style="--start:${meta.startLine - 1}" class="numbered shiki`);
      const attrs = [
        { type: 'mdxJsxAttribute', name: 'html', value: html },
        { type: 'mdxJsxAttribute', name: 'lang', value: rawLang ?? 'text' },
        ...(meta.title ? [{ type: 'mdxJsxAttribute', name: 'title', value: meta.title }] : []),
      ];
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes: attrs,
        children: [],
      } as unknown as ElementContent;
    }
  };
}
