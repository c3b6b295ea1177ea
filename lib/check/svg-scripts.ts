/**
 * SVG files are published as they are, and an SVG opened at its own URL is a document of the
 * site's origin: a script in it runs there. Every SVG the build would publish (the static folder,
 * images in the content folder, the diagrams) is read with an XML parser, and one that can run
 * script is refused at file:line: a <script> element, an event-handler attribute (onload, onclick,
 * onbegin…), a javascript: URL (href, xlink:href, or an animation that sets one), a <foreignObject>
 * holding HTML that embeds or redirects to a document (<iframe srcdoc> runs in the site's origin),
 * an entity that would put markup or such a URL back in, or an XSLT stylesheet. Plain HTML in a
 * <foreignObject> (the text boxes of diagram tools' exports) runs nothing: the checks above cover
 * its elements as any other. A site that publishes such SVGs on purpose names "script" in
 * content.allowHtml, as for raw HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import type { Problem } from '../errors';
import { walkContent } from '../source/content-walk';
import { allowedFolders, type ContentBounds } from '../source/inside-content';
import { htmlAllowance } from '../safety/html-allowance';

export interface SvgScript {
  line: number;
  /** What runs script, e.g. "an event handler attribute (onload on <svg>)". */
  what: string;
}

/** HTML elements that, inside a <foreignObject>, embed a document or send the page elsewhere. */
const ACTIVE_HTML = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'meta', 'base', 'link']);

/** The local part of a qualified name (`svg:script` → `script`). */
const local = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();

/** A value a browser reads as a javascript: URL (it ignores control characters and spaces in the scheme); `values` lists take several. */
function isJavascriptUrl(value: string): boolean {
  return /(^|;)javascript:/i.test(value.replace(/[\u0000-\u0020]+/g, ''));
}

/** Entities of the internal DTD subset whose text would bring markup, a reference or a javascript: URL back into the document. */
function dangerousEntities(svg: string): { name: string; index: number }[] {
  const subset = /<!DOCTYPE[^[>]*\[([\s\S]*?)\]\s*>/i.exec(svg);
  if (!subset) return [];
  const start = subset.index + subset[0].indexOf('[') + 1;
  return [...subset[1].matchAll(/<!ENTITY\s+%?\s*([^\s"']+)\s+(?:"([^"]*)"|'([^']*)')/gi)]
    .filter((m) => /[<&]/.test(m[2] ?? m[3]) || isJavascriptUrl(m[2] ?? m[3]))
    .map((m) => ({ name: m[1], index: start + m.index! }));
}

/** What in an SVG's text can run script, with the line of each, in document order. */
export function svgScripts(svg: string): SvgScript[] {
  const found: { index: number; what: string }[] = dangerousEntities(svg).map(({ name, index }) => ({
    index,
    what: `an entity that puts markup or a javascript: URL into the document (<!ENTITY ${name}>)`,
  }));
  // Open <foreignObject> elements (by depth), and whether the innermost has met an element.
  const open: string[] = [];
  let foreignDepth = -1;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const at = parser.startIndex;
        const tag = local(name);
        const add = (what: string) => found.push({ index: at, what });
        if (foreignDepth >= 0 && ACTIVE_HTML.has(tag)) add(`a <foreignObject> holding HTML that embeds a document (<${name}>)`);
        if (tag === 'script') add('a <script> element');
        for (const [attr, value] of Object.entries(attribs)) {
          if (/^on/i.test(local(attr))) add(`an event handler attribute (${attr} on <${name}>)`);
          else if (isJavascriptUrl(value)) add(`a javascript: URL (${attr} on <${name}>)`);
        }
        open.push(tag);
        if (tag === 'foreignobject' && foreignDepth < 0) foreignDepth = open.length - 1;
      },
      onclosetag() {
        open.pop();
        if (open.length <= foreignDepth) foreignDepth = -1;
      },
      onprocessinginstruction(name, data) {
        if (name.toLowerCase() === '?xml-stylesheet' && /xsl/i.test(data)) found.push({ index: parser.startIndex, what: `an XSLT stylesheet (<${data}>)` });
      },
    },
    { xmlMode: true },
  );
  parser.end(svg);
  const lineAt = (index: number) => svg.slice(0, index).split('\n').length;
  return found.sort((a, b) => a.index - b.index).map(({ index, what }) => ({ line: lineAt(index), what }));
}

/** Every SVG under the content roots (all of them are published: static/ as files, the rest as content images), checked. */
export function svgScriptProblems(bounds: ContentBounds, rootDir: string): Problem[] {
  const problems: Problem[] = [];
  if (htmlAllowance(bounds.contentPolicy?.allowHtml)('script')) return problems;
  const folders = allowedFolders(bounds);
  for (const root of bounds.contentRoots)
    for (const entry of walkContent(root, folders)) {
      if (entry.isDir || !/\.svg$/i.test(entry.name)) continue;
      const file = path.relative(rootDir, entry.abs).split(path.sep).join('/');
      for (const { line, what } of svgScripts(fs.readFileSync(entry.abs, 'utf8')))
        problems.push({
          file,
          line,
          message: `the SVG holds ${what}, which runs script on the site when the file is opened — remove it (SVG files are published as they are)`,
        });
    }
  return problems;
}
