/**
 * Which of the TOC's headings the reader is at (components/doc/Toc.tsx), by the engine's rule or by a
 * theme layer's (lib/shared/theme-classes.ts tocHighlight).
 */

/** Offset below the sticky navbar at which a heading counts as "current". */
const ACTIVE_OFFSET = 100;

/** The engine's rule: the last heading that passed under the navbar, the first before any; the last at the very bottom. */
export function passedHeading(ids: string[]): string | undefined {
  let current: string | undefined = ids[0];
  for (const id of ids) {
    const el = document.getElementById(id);
    if (el && el.getBoundingClientRect().top <= ACTIVE_OFFSET) current = id;
  }
  // At the very bottom the last heading may never reach the top: mark it.
  if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids[ids.length - 1];
  return current;
}

/** A heading's box, or its parent's where it has no height (one drawn as a marker). */
function visibleRect(el: Element): DOMRect {
  const rect = el.getBoundingClientRect();
  return rect.top === rect.bottom && el.parentElement ? visibleRect(el.parentElement) : rect;
}

/** `top-half`: the first heading below the navbar while it is in the viewport's top half, else the one before it; none above the first, the last once every heading is above the navbar. */
export function topHalfHeading(ids: string[]): string | undefined {
  const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
  // (A navbar that slides away covers nothing.)
  const header = document.querySelector('header');
  const offset = header && !header.hasAttribute('data-hide-on-scroll') ? header.clientHeight : 0;
  const next = headings.find((el) => visibleRect(el).top >= offset);
  if (!next) return headings.at(-1)?.id;
  const rect = visibleRect(next);
  if (rect.top > 0 && rect.bottom < window.innerHeight / 2) return next.id;
  return headings[headings.indexOf(next) - 1]?.id;
}
