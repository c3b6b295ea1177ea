/**
 * Gives every body cell of a table the text of its column's header (data-label), so that on a
 * narrow column the styles can show each row as a card of "label: value" lines instead of a table
 * that needs a sideways scroll (app/styles/markdown.css, "Tables as cards").
 */
import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';

const isElement = (n: RootContent | Root, tag?: string): n is Element => n.type === 'element' && (!tag || n.tagName === tag);

function rows(table: Element, section: string): Element[] {
  return table.children.filter((c): c is Element => isElement(c, section)).flatMap((s) => s.children.filter((r): r is Element => isElement(r, 'tr')));
}

function label(table: Element) {
  const head = rows(table, 'thead')[0];
  if (!head) return;
  const labels = head.children.filter((c): c is Element => isElement(c)).map((th) => toString(th).replace(/\s+/g, ' ').trim());
  for (const row of rows(table, 'tbody')) {
    let column = 0;
    for (const cell of row.children) {
      if (!isElement(cell, 'td')) continue;
      const text = labels[column++];
      if (text) cell.properties = { ...cell.properties, dataLabel: text };
    }
  }
}

function visit(node: Root | RootContent) {
  if (isElement(node, 'table')) label(node);
  if ('children' in node) for (const child of node.children) visit(child as RootContent);
}

export default function rehypeTableLabels() {
  return (tree: Root) => visit(tree);
}
