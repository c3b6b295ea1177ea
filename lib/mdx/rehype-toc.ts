/** Collects the page's headings (after ids are assigned) into vfile.data.toc for the TOC sidebar. */
import type { Root, Element } from 'hast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import { escapeHtml } from '../shared/html';
import { TOC_LABEL_PROPERTY } from './remark-toc-labels';

export interface TocEntry {
  id: string;
  text: string;
  level: number;
  /** The entry's label as HTML, where a plugin's theme wrote one (./remark-toc-labels.ts) that is more than the escaped text. */
  html?: string;
}

export interface TocOptions {
  minLevel: number;
  maxLevel: number;
  /**
   * TOC entries of a component that renders headings from data (a plugin's tocEntries, e.g. the
   * fields of a configuration reference), listed one level below the heading above it; undefined
   * for a component that adds none.
   */
  elementEntries?: (name: string, attrs: Record<string, string>) => { id: string; text: string }[] | undefined;
}

/** The heading's entry, with the label a plugin wrote for it where that is more than its text. */
function tocEntry(el: Element, id: string, level: number, html: unknown): TocEntry {
  const text = toString(el).trim();
  return typeof html !== 'string' || html === escapeHtml(text) ? { id, text, level } : { id, text, level, html };
}

/** An element's attributes as a plugin's elementEntries gets them: those whose value is a string. */
export function elementAttributes(jsx: { attributes?: { name: string; value: unknown }[] }): Record<string, string> {
  return Object.fromEntries((jsx.attributes ?? []).filter((a) => typeof a.value === 'string').map((a) => [a.name, a.value as string]));
}

export default function rehypeToc(options: TocOptions) {
  return (tree: Root, file: VFile) => {
    const toc: TocEntry[] = [];
    let hasH1 = false;
    let lastLevel = 1;
    visit(tree, (node) => {
      const jsx = node as unknown as { type: string; name?: string; attributes?: { type: string; name: string; value: unknown }[] };
      if (jsx.type === 'mdxJsxFlowElement' && jsx.name && options.elementEntries) {
        const entries = options.elementEntries(jsx.name, elementAttributes(jsx));
        if (!entries) return;
        const level = Math.min(lastLevel + 1, 6);
        if (level >= options.minLevel && level <= options.maxLevel) for (const e of entries) toc.push({ ...e, level });
        return;
      }
      if (node.type !== 'element') return;
      const el = node as Element;
      // GFM's footnotes section is titled by a heading for screen readers, which is no part of the page's outline.
      if (el.tagName === 'section' && el.properties?.dataFootnotes !== undefined) return SKIP;
      if (el.tagName === 'h1') hasH1 = true;
      const m = /^h([2-6])$/.exec(el.tagName);
      if (!m) return;
      const level = Number(m[1]);
      lastLevel = level;
      // (A label a plugin wrote is taken off every heading: no page shows it.)
      const label = el.properties[TOC_LABEL_PROPERTY];
      delete el.properties[TOC_LABEL_PROPERTY];
      const id = el.properties?.id;
      if (level < options.minLevel || level > options.maxLevel || typeof id !== 'string') return;
      toc.push(tocEntry(el, id, level, label));
    });
    file.data.toc = toc;
    // The page renders its frontmatter title as h1 only when the content has none of its own.
    file.data.hasH1 = hasH1;
  };
}
