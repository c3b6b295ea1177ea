/**
 * Rules for the diagrams and for the pages that embed them. Hand-drawn SVGs under
 * <content>/static/<base path>/img/diagrams/ (lib/shared/site-paths.ts diagramsUrl) describe themselves (<title>, <desc>), have a viewBox and a
 * natural size, and load nothing; each embedding has alt text that says what the picture shows.
 * Every diagram (those and the ```mermaid drawings) is scaled down to the article column, never
 * scrolled sideways, so its smallest text must stay legible at the column's width: that is one
 * rule, derived from the column's measured width (e2e/diagram-legibility.spec.ts checks both).
 */
import path from 'node:path';
import { parseDocument, DomUtils } from 'htmlparser2';

type Element = ReturnType<typeof DomUtils.findAll>[number];
const { findAll, textContent, getAttributeValue } = DomUtils;

/** Where the diagrams published at `diagramsUrl` are, relative to the content folder. */
export const diagramsDir = (diagramsUrl: string): string => path.join('static', diagramsUrl);
/** Width of the article column in a 1280-px window (app/styles/layout.css), measured in Chromium. */
export const ARTICLE_COLUMN_PX = 652;
/** Smallest text a reader gets once a diagram is scaled to that column. */
export const MIN_SCALED_TEXT_PX = 11;
/** Alt text shorter than this many words cannot say what a diagram shows. */
export const MIN_ALT_WORDS = 5;

/** The size text drawn at `fontPx` shows at when a drawing `widthPx` wide is scaled to fit the column (never enlarged). */
export const scaledTextPx = (fontPx: number, widthPx: number) => fontPx * Math.min(1, ARTICLE_COLUMN_PX / widthPx);

/** What is wrong with the size of a drawing `widthPx` wide whose smallest text is `fontPx` (empty when legible). */
export function legibilityProblems(widthPx: number, fontPx: number): string[] {
  const shown = scaledTextPx(fontPx, widthPx);
  if (shown >= MIN_SCALED_TEXT_PX) return [];
  const minFont = Math.ceil(((MIN_SCALED_TEXT_PX * widthPx) / ARTICLE_COLUMN_PX) * 10) / 10;
  const maxWidth = Math.floor((ARTICLE_COLUMN_PX * fontPx) / MIN_SCALED_TEXT_PX);
  return [
    `is ${Math.round(widthPx)} px wide with text of ${fontPx} px, which shows at ${shown.toFixed(1)} px in the ${ARTICLE_COLUMN_PX}-px article column; ` +
      `make its smallest text at least ${minFont} px or the drawing at most ${maxWidth} px wide`,
  ];
}

/** Every font size an SVG sets, from attributes and from CSS (its <style> and style attributes), in px. */
export function fontSizes(svg: string): number[] {
  const sizes: number[] = [];
  for (const m of svg.matchAll(/font-size\s*(?:=\s*["']|:\s*)([\d.]+)\s*(px|pt|em|rem|%)?/g)) {
    const value = Number(m[1]);
    const unit = m[2] ?? 'px';
    sizes.push(unit === 'pt' ? (value * 4) / 3 : unit === 'em' || unit === 'rem' ? value * 16 : unit === '%' ? (value * 16) / 100 : value);
  }
  return sizes;
}

/** What is wrong with one diagram file (empty when it follows the rules). */
export function svgProblems(svg: string): string[] {
  const doc = parseDocument(svg, { xmlMode: true });
  const root = findAll((e: Element) => e.name === 'svg', doc.children)[0];
  if (!root) return ['no <svg> element'];
  const problems: string[] = [];
  const child = (name: string) => root.children.find((c): c is Element => (c as Element).name === name);
  for (const name of ['title', 'desc']) {
    const el = child(name);
    if (!el || !textContent(el).trim()) problems.push(`needs a non-empty <${name}> directly inside <svg>`);
  }
  if (!getAttributeValue(root, 'viewBox')) problems.push('needs a viewBox');
  const width = Number(getAttributeValue(root, 'width'));
  const height = Number(getAttributeValue(root, 'height'));
  const sizes = fontSizes(svg);
  if (!width || !height) problems.push('needs numeric width and height attributes (its natural size)');
  else if (sizes.length) problems.push(...legibilityProblems(width, Math.min(...sizes)));
  if (!/font-size/.test(svg)) problems.push('sets no font size');
  if (/<script|\bon[a-z]+\s*=|(?:href|src)\s*=\s*["'](?:https?:)?\/\//i.test(svg)) problems.push('must not contain scripts, event handlers or external references');
  return problems;
}

export interface DiagramEmbed {
  url: string;
  alt: string;
  line: number;
}

/** Diagram images (under `diagramsUrl`) a page embeds, in Markdown (`![alt](url)`) or JSX (`<img src alt>`) form. */
export function diagramEmbeds(source: string, diagramsUrl: string): DiagramEmbed[] {
  const found: DiagramEmbed[] = [];
  const lineAt = (i: number) => source.slice(0, i).split('\n').length;
  for (const m of source.matchAll(/!\[([^\]]*)\]\(\s*(\S+?)(?:\s+"[^"]*")?\s*\)/g))
    if (m[2].startsWith(diagramsUrl)) found.push({ url: m[2], alt: m[1].trim(), line: lineAt(m.index!) });
  for (const m of source.matchAll(/<img\b[^>]*>/g)) {
    const src = /\bsrc=["']([^"']+)["']/.exec(m[0])?.[1];
    if (src?.startsWith(diagramsUrl)) found.push({ url: src, alt: (/\balt=["']([^"']*)["']/.exec(m[0])?.[1] ?? '').trim(), line: lineAt(m.index!) });
  }
  return found;
}

/** What is wrong with one embedding (empty when fine). */
export function embedProblems(embed: DiagramEmbed): string[] {
  const words = embed.alt.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
  if (!words.length) return ['has no alt text; describe what the diagram shows'];
  if (words.length < MIN_ALT_WORDS || /^(diagram|image|picture|figure|chart)\b/i.test(embed.alt))
    return [`alt text "${embed.alt}" does not say what the diagram shows`];
  return [];
}
