'use client';
import { useEffect } from 'react';
import { helmetTag, overriddenTags } from '../shared/helmet-kind';
import { documentAttributesOf, isAttributeMeta } from '../shared/document-attributes';
import { HasHydratedAttribute } from './HasHydratedAttribute';

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

const tokens = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

/**
 * Gives `el` the attributes `want` (a class's tokens added to its own), and takes off those it gave
 * last time (`had`) that are no longer wanted, as helmet updates the document's attributes.
 */
function applyAttributes(el: Element, want: Readonly<Record<string, string>> = {}, had: Map<string, string>) {
  for (const [attribute, value] of [...had]) {
    if (attribute in want) continue;
    if (attribute === 'class') el.classList.remove(...tokens(value));
    else el.removeAttribute(attribute);
    had.delete(attribute);
  }
  for (const [attribute, value] of Object.entries(want)) {
    if (attribute === 'class') {
      const now = tokens(value);
      el.classList.remove(...tokens(had.get('class')).filter((t) => !now.includes(t)));
      el.classList.add(...now);
    } else if (el.getAttribute(attribute) !== value) el.setAttribute(attribute, value);
    had.set(attribute, value);
  }
}

/** The `<html>` and `<body>` attributes the head's tags say now (../shared/document-attributes.ts). */
function documentAttributesIn(head: HTMLHeadElement) {
  const metas = [...head.children].flatMap((el) =>
    el.tagName === 'META' && isAttributeMeta(el.getAttribute('name')) ? [{ name: el.getAttribute('name')!, content: el.getAttribute('content') ?? '' }] : [],
  );
  return documentAttributesOf(metas);
}

/**
 * The head in the browser as react-helmet keeps it (../shared/helmet-kind.ts). The export writes each
 * page's head settled (../helmet-head.ts), but React puts a tag it renders back into the head when it
 * finds none like it there: after hydration, the engine's canonical link and description came back
 * beside the page's own. Such a tag is parked in a fragment, not removed: React still owns it, and
 * takes it out of its parent (the fragment) when the component that rendered it goes. The `<html>` and
 * `<body>` attributes the Heads set follow the head's tags (../shared/document-attributes.ts). Core's
 * `data-has-hydrated` is one of them, on every page of a site from 3.0 (./HasHydratedAttribute.tsx,
 * `hasHydratedAttribute`: ./HeadSettleHost.tsx decides).
 */
export function HeadSettle({ hasHydratedAttribute = false }: { hasHydratedAttribute?: boolean }) {
  useEffect(() => {
    const parked = document.createDocumentFragment();
    const had = { html: new Map<string, string>(), body: new Map<string, string>() };
    const run = () => {
      settle(document.head, parked);
      // And the document's attributes, as the Heads left in the head set them (the export wrote the first page's).
      const want = documentAttributesIn(document.head);
      applyAttributes(document.documentElement, want.html, had.html);
      applyAttributes(document.body, want.body, had.body);
    };
    run();
    const observer = new MutationObserver(run);
    // (And a tag React updates in place, as it does a Head's whose class changed with the page.)
    observer.observe(document.head, { childList: true, subtree: true, attributes: true, attributeFilter: ['content'] });
    return () => observer.disconnect();
  }, []);
  return hasHydratedAttribute ? <HasHydratedAttribute /> : null;
}
