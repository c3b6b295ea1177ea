/**
 * The attributes a page's head decides for its `<html>` and `<body>` elements (a theme's document
 * head may set them: DocsPlugin.finishHead), written into the exported page's two opening tags. A
 * class is added to the element's own classes; any other attribute takes the value given.
 */
import { writtenAttributes } from '../shared/html';
import type { DocumentAttributes } from '../plugins/types';

const escaped = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** One opening tag (`<html …>`) with `set` applied: its attributes kept in their order, new ones after. */
function withAttributes(tag: string, name: string, set: Readonly<Record<string, string>>): string {
  const attributes = new Map(writtenAttributes(tag.slice(name.length + 1, -1)));
  for (const [key, value] of Object.entries(set)) {
    if (key !== 'class') attributes.set(key, value);
    else {
      const own = (attributes.get('class') ?? '').split(/\s+/).filter(Boolean);
      attributes.set('class', [...new Set([...own, ...value.split(/\s+/).filter(Boolean)])].join(' '));
    }
  }
  const written = [...attributes].map(([key, value]) => ` ${key}="${escaped(value)}"`).join('');
  return `<${name}${written}>`;
}

/** The page with its `<html>` and `<body>` opening tags given `attributes`; as it is when it has none to give. */
export function withDocumentAttributes(html: string, attributes: DocumentAttributes): string {
  let out = html;
  for (const name of ['html', 'body'] as const) {
    const set = attributes[name];
    if (!set || !Object.keys(set).length) continue;
    // (The body's tag is sought after the head, whose scripts may write the text `<body`.)
    const tag = new RegExp(`<${name}(?:\\s[^>]*)?>`, 'gi');
    tag.lastIndex = name === 'body' ? Math.max(0, out.indexOf('</head>')) : 0;
    const m = tag.exec(out);
    if (m) out = out.slice(0, m.index) + withAttributes(m[0], name, set) + out.slice(m.index + m[0].length);
  }
  return out;
}
