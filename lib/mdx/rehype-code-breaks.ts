/**
 * Long dotted names in inline code (`controlPlane.backingStore.etcd.deploy.enabled`,
 * `management.loft.sh/v1`) may break after a dot or slash, and only there: a <wbr> follows each
 * one, so a narrow column wraps them at a name boundary instead of mid-word or not at all.
 * Code blocks are left alone (they keep their lines).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** Shorter names fit any column; breaking them only makes lines ragged. */
const MIN_LENGTH = 24;
const BREAK_AFTER = /(?<=[./])(?=[^./])/;

function withBreaks(text: string): ElementContent[] {
  const parts = text.split(BREAK_AFTER);
  return parts.flatMap((part, i): ElementContent[] =>
    i < parts.length - 1
      ? [
          { type: 'text', value: part },
          { type: 'element', tagName: 'wbr', properties: {}, children: [] },
        ]
      : [{ type: 'text', value: part }],
  );
}

function breakCode(code: Element) {
  code.children = code.children.flatMap((c) => (c.type === 'text' && c.value.length >= MIN_LENGTH && !/\s/.test(c.value) ? withBreaks(c.value) : [c]));
}

function visit(node: Root | RootContent, inPre: boolean) {
  if (node.type !== 'element' && node.type !== 'root' && !('children' in node)) return;
  const el = node.type === 'element' ? node : null;
  if (el?.tagName === 'code' && !inPre) return breakCode(el);
  const pre = inPre || el?.tagName === 'pre';
  if ('children' in node) for (const child of node.children) visit(child as RootContent, pre);
}

export default function rehypeCodeBreaks() {
  return (tree: Root) => visit(tree, false);
}
