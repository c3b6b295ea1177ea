/**
 * Rules for the hand-drawn SVG diagrams under <content>/static/docs/img/diagrams/ and for the pages
 * that embed them: each SVG describes itself (<title>, <desc>), has a viewBox and a natural size that
 * fits the content column, uses no text smaller than 12 px, and loads nothing; each embedding has
 * alt text that says what the picture shows.
 */
import { parseDocument, DomUtils } from 'htmlparser2';

type Element = ReturnType<typeof DomUtils.findAll>[number];
const { findAll, textContent, getAttributeValue } = DomUtils;

export const DIAGRAMS_DIR = 'static/docs/img/diagrams';
export const DIAGRAMS_URL = '/docs/img/diagrams/';
export const MIN_FONT_PX = 12;
export const MAX_WIDTH_PX = 900;
/** Alt text shorter than this many words cannot say what a diagram shows. */
export const MIN_ALT_WORDS = 5;

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
  if (!width || !height) problems.push('needs numeric width and height attributes (its natural size)');
  else if (width > MAX_WIDTH_PX) problems.push(`is ${width} px wide; keep it at most ${MAX_WIDTH_PX} px so labels stay readable in the content column`);
  const small = fontSizes(svg).filter((s) => s < MIN_FONT_PX);
  if (small.length) problems.push(`uses font sizes below ${MIN_FONT_PX} px: ${[...new Set(small)].join(', ')}`);
  if (!/font-size/.test(svg)) problems.push('sets no font size');
  if (/<script|\bon[a-z]+\s*=|(?:href|src)\s*=\s*["'](?:https?:)?\/\//i.test(svg)) problems.push('must not contain scripts, event handlers or external references');
  return problems;
}

export interface DiagramEmbed {
  url: string;
  alt: string;
  line: number;
}

/** Diagram images a page embeds, in Markdown (`![alt](url)`) or JSX (`<img src alt>`) form. */
export function diagramEmbeds(source: string): DiagramEmbed[] {
  const found: DiagramEmbed[] = [];
  const lineAt = (i: number) => source.slice(0, i).split('\n').length;
  for (const m of source.matchAll(/!\[([^\]]*)\]\(\s*(\S+?)(?:\s+"[^"]*")?\s*\)/g))
    if (m[2].startsWith(DIAGRAMS_URL)) found.push({ url: m[2], alt: m[1].trim(), line: lineAt(m.index!) });
  for (const m of source.matchAll(/<img\b[^>]*>/g)) {
    const src = /\bsrc=["']([^"']+)["']/.exec(m[0])?.[1];
    if (src?.startsWith(DIAGRAMS_URL)) found.push({ url: src, alt: (/\balt=["']([^"']*)["']/.exec(m[0])?.[1] ?? '').trim(), line: lineAt(m.index!) });
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
