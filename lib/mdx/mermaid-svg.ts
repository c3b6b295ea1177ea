/**
 * A ```mermaid block as the SVG the page carries, drawn at build time by beautiful-mermaid (pure
 * TypeScript with elkjs for the layout: no browser, so `npm install && npm start` needs no
 * Chromium). Its output is trimmed to a drawing the site styles: the library's <style> (a global
 * `text`/`svg` rule and a web-font @import) is dropped for the theme in app/styles/markdown.css,
 * which sets the colour variables the drawing refers to and the font the library measures labels
 * with (Inter). Drawings are cached by their source (.docs-cache/mermaid/), so a rebuild, even of
 * a changed engine, draws only new or edited diagrams and loads no layout engine otherwise.
 */
import path from 'node:path';
import { readCacheJson, writeCacheJson } from '../cache/json';
import { fontSizes } from '../content/diagrams';
import { sha1 } from '../cache/stamp';

/**
 * Everything the drawing depends on besides its source: the renderer's version (package.json pins
 * it exactly; lib/mdx/__tests__/mermaid-svg.test.ts compares) and the options and trimming below.
 * Change it with either, so that cached drawings are drawn again.
 */
export const MERMAID_RENDER_STAMP = 'beautiful-mermaid 1.1.3; padding 16; trim 1';

/** Space around the drawing inside its frame (the library's default, 40, wastes a column's width). */
const PADDING_PX = 16;

/**
 * The drawing is shown this much larger than the library draws it, so that node labels (13 px)
 * match the hand-drawn diagrams' 15 px; a drawing wider than the column is scaled down to it.
 */
export const MERMAID_SCALE = 15 / 13;

/** A drawing as cached: the trimmed SVG (no alt text yet), its natural size and its smallest text, in CSS px. */
export interface MermaidDrawing {
  svg: string;
  width: number;
  height: number;
  minFontPx: number;
}

/**
 * The source as beautiful-mermaid reads it. accTitle/accDescr say what the diagram shows (they
 * become its alt text); it would draw them as nodes. A `;` ends a statement in Mermaid, the header
 * too (`flowchart LR;`, which Docusaurus sites use), but it refuses one after the header.
 */
export function asDrawn(source: string): string {
  const lines = source
    .replace(/^\s*accDescr\s*\{[\s\S]*?\}\s*$/gm, '')
    .replace(/^\s*acc(?:Title|Descr)\s*:.*$/gm, '')
    .split('\n');
  const header = lines.findIndex((l) => l.trim() && !l.trim().startsWith('%%'));
  if (header >= 0) lines[header] = lines[header].replace(/\s*;\s*$/, '');
  return lines.join('\n');
}

const round = (n: string) => String(Math.round(Number(n) * 100) / 100);

/** The library's SVG without its <style> and root attributes, at the site's scale, numbers rounded (a third of the bytes). */
function trim(svg: string): MermaidDrawing {
  const viewBox = /<svg[^>]*\bviewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!viewBox) throw new Error('beautiful-mermaid returned no viewBox');
  const [w, h] = [Number(viewBox[1]), Number(viewBox[2])];
  const width = Math.round(w * MERMAID_SCALE);
  const height = Math.round(h * MERMAID_SCALE);
  const body = svg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<style>[\s\S]*?<\/style>/, '')
    // Only inside tags: a label's text keeps its digits.
    .replace(/<[^>]+>/g, (tag) => tag.replace(/-?\d+\.\d{3,}/g, round))
    .replace(/\n\s*\n/g, '\n')
    .trim();
  const root = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${round(String(w))} ${round(String(h))}" width="${width}" height="${height}" class="mermaid-drawing">`;
  return { svg: `${root}\n${body}`, width, height, minFontPx: Math.min(...fontSizes(body)) * MERMAID_SCALE };
}

/** Draws a diagram now (throws the library's message for a diagram it cannot draw). */
export async function drawMermaid(source: string): Promise<MermaidDrawing> {
  // Loaded on first use: a build whose drawings are all cached never loads the layout engine.
  const { renderMermaidSVG } = await import('beautiful-mermaid');
  return trim(renderMermaidSVG(asDrawn(source), { padding: PADDING_PX }));
}

/** A diagram's drawing from .docs-cache/mermaid/ under `rootDir`, or drawn and stored there. */
export async function cachedMermaid(source: string, rootDir: string): Promise<MermaidDrawing> {
  const key = sha1(`${MERMAID_RENDER_STAMP}\0${source}`);
  const file = path.join(rootDir, '.docs-cache', 'mermaid', `${key}.json`);
  const cached = readCacheJson<MermaidDrawing>(file);
  if (cached) return cached;
  const drawing = await drawMermaid(source);
  writeCacheJson(file, drawing);
  return drawing;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The drawing as one page shows it: an image named by its alt text (role, aria-label and <title>),
 * focusable so that Enter opens the diagram viewer, its ids prefixed so that two drawings on a
 * page do not share arrowheads.
 */
export function placeDrawing(drawing: MermaidDrawing, alt: string, idPrefix: string): string {
  const label = escapeXml(alt);
  return drawing.svg
    .replace(/^<svg ([^>]*)>/, `<svg $1 role="img" aria-label="${label}" tabindex="0"><title>${label}</title>`)
    .replace(/ id="([^"]+)"/g, ` id="${idPrefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}$1)`);
}
