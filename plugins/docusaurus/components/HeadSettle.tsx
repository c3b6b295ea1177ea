'use client';
import { useEffect } from 'react';
import { helmetTag, overriddenTags } from '../shared/helmet-kind';

const SETTLED = new Set(['META', 'LINK', 'TITLE']);

/** The tags the rule reads among `parent`'s children, each with its kind and depth. (Not by `:scope >`, which matches nothing in a fragment.) */
function tagsOf(parent: ParentNode) {
  return [...parent.children]
    .filter((el) => SETTLED.has(el.tagName))
    .map((el) => ({
      el,
      ...helmetTag(
        el.tagName,
        [...el.attributes].map((a) => [a.name, a.value] as const),
      ),
    }));
}

/**
 * Moves each head tag a deeper Head overrides out of the document, into `parked`, and a parked tag
 * back once nothing deeper of its kind is left (the Head that wrote it went away).
 */
function settle(head: HTMLHeadElement, parked: DocumentFragment) {
  const live = tagsOf(head);
  const kept = tagsOf(parked);
  const overridden = new Set(overriddenTags([...live, ...kept]).map((t) => t.el));
  for (const t of live) if (overridden.has(t.el)) parked.append(t.el);
  for (const t of kept) if (!overridden.has(t.el)) head.append(t.el);
}

/**
 * The head in the browser as react-helmet keeps it (../shared/helmet-kind.ts). The export writes each
 * page's head settled (../helmet-head.ts), but React puts a tag it renders back into the head when it
 * finds none like it there: after hydration, the engine's canonical link and description came back
 * beside the page's own. Such a tag is parked in a fragment, not removed: React still owns it, and
 * takes it out of its parent (the fragment) when the component that rendered it goes.
 */
export function HeadSettle() {
  useEffect(() => {
    const parked = document.createDocumentFragment();
    const run = () => settle(document.head, parked);
    run();
    const observer = new MutationObserver(run);
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
