/**
 * In-page layout checks for the reader-facing e2e walks: does the page scroll sideways, is text
 * cut off by a box that does not scroll, does a control (copy button, code label, caret …) sit on
 * text, does text sit on other text, does anything but code need a sideways scroll to be read. `findLayoutProblems` runs inside the browser (page.evaluate),
 * so it is self-contained: no imports, no closures over module scope.
 */
import type { Page } from '@playwright/test';

/** Elements that act as controls drawn next to, or over, content. */
export const CONTROL_SELECTOR = 'button, [role="button"], select, input, .code-lang, .hash-link, .menu-caret';

export function findLayoutProblems(controlSelector: string): string[] {
  const problems: string[] = [];
  /** Code keeps its lines, so a code block may scroll sideways; nothing else may. */
  const codeSelector = 'pre, .code-block';
  const doc = document.documentElement;
  const viewportWidth = doc.clientWidth;
  const name = (el: Element | null): string => {
    if (!el) return '?';
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}${text ? ` "${text}"` : ''}`;
  };

  // Per-element facts, computed once: is it drawn at all, and the box its content is clipped to.
  const visible = new Map<Element, boolean>();
  const isVisible = (el: Element): boolean => {
    let v = visible.get(el);
    if (v === undefined) {
      const r = el.getBoundingClientRect();
      v = el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && r.width > 1 && r.height > 1;
      visible.set(el, v);
    }
    return v;
  };
  interface Clip {
    left: number;
    right: number;
    top: number;
    bottom: number;
    scrolls: boolean;
    el: Element | null;
  }
  const NONE: Clip = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity, scrolls: false, el: null };
  const clips = new Map<Element, Clip>();
  /** The visible box of an element's content: its own overflow box intersected with its ancestors'. */
  const clipOf = (el: Element | null): Clip => {
    if (!el || el === doc || el === document.body) return NONE;
    let c = clips.get(el);
    if (c) return c;
    const parent = clipOf(el.parentElement);
    const style = getComputedStyle(el);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') c = parent;
    else {
      const r = el.getBoundingClientRect();
      const scrolls = /auto|scroll/.test(style.overflowX);
      c = {
        left: Math.max(parent.left, r.left),
        right: Math.min(parent.right, r.right),
        top: /auto|scroll|hidden|clip/.test(style.overflowY) ? Math.max(parent.top, r.top) : parent.top,
        bottom: /auto|scroll|hidden|clip/.test(style.overflowY) ? Math.min(parent.bottom, r.bottom) : parent.bottom,
        scrolls: scrolls || parent.scrolls,
        el: scrolls ? el : /hidden|clip/.test(style.overflowX) ? el : parent.el,
      };
    }
    clips.set(el, c);
    return c;
  };

  /** Text of `box` that lies beyond its right edge (reached only by scrolling it). */
  const hasTextBeyond = (box: Element): boolean => {
    const edge = box.getBoundingClientRect().right + 1;
    const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    const r = document.createRange();
    for (let n = texts.nextNode(); n; n = texts.nextNode()) {
      if (!n.textContent!.trim()) continue;
      r.selectNodeContents(n);
      if ([...r.getClientRects()].some((rect) => rect.right > edge && rect.width >= 1)) return true;
    }
    return false;
  };

  // The elements that are rendered. A subtree that is not (display: none, a closed <details>'
  // content) is skipped whole: asking its elements' geometry lays each of them out again, which made
  // a long reference page's check take tens of seconds. (An element of `display: contents` has no
  // box of its own, but its children do.) Any element outside it is not visible (isVisible).
  const unrendered = (e: Element) => !e.checkVisibility() && getComputedStyle(e).display !== 'contents';
  const rendered = new Set<Element>();
  const elements = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (n) => (unrendered(n as Element) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let e = elements.nextNode(); e; e = elements.nextNode()) rendered.add(e as Element);

  // 1. The page itself never scrolls sideways. Culprits: what sticks out of a parent that fits.
  const pageOverflows = doc.scrollWidth > viewportWidth + 1;
  const sticksOut = (r: DOMRect, parent: Element | null) =>
    r.right > viewportWidth + 1 &&
    !clipOf(parent).scrolls &&
    (!parent || parent === document.body || parent.getBoundingClientRect().right <= viewportWidth + 1);
  const culprits = new Set<string>();
  if (pageOverflows) for (const el of rendered) if (isVisible(el) && sticksOut(el.getBoundingClientRect(), el.parentElement)) culprits.add(name(el));

  // Content scrolls under a full-width sticky header: text there is hidden by it, not overlapping.
  const headers = [...document.querySelectorAll('body > *, body > * > *')].filter((el) => {
    const pos = getComputedStyle(el).position;
    const r = el.getBoundingClientRect();
    return (pos === 'sticky' || pos === 'fixed') && r.top <= 0 && r.bottom > 0 && r.width >= viewportWidth * 0.9 && isVisible(el);
  });
  const headerBottom = Math.max(0, ...headers.map((h) => h.getBoundingClientRect().bottom));
  const underHeader = (el: Element, top: number) => top < headerBottom && !headers.some((h) => h.contains(el));

  // Text boxes: one per line fragment of each visible text node, cut to what is not clipped away.
  interface Box {
    left: number;
    right: number;
    top: number;
    bottom: number;
    node: Text;
    el: Element;
  }
  const boxes: Box[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => {
      if (n.nodeType === Node.TEXT_NODE) return n.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
      const e = n as Element;
      return rendered.has(e) && !e.matches('script, style, noscript, template, .visually-hidden') ? NodeFilter.FILTER_SKIP : NodeFilter.FILTER_REJECT;
    },
  });
  const range = document.createRange();
  const clippedReported = new Set<Element>();
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const el = n.parentElement!;
    if (!isVisible(el)) continue;
    const clip = clipOf(el);
    range.selectNodeContents(n);
    for (const r of range.getClientRects()) {
      if (r.width < 1 || r.height < 1) continue;
      if (pageOverflows && sticksOut(r, el)) culprits.add(`text "${n.textContent!.trim().slice(0, 40)}" in ${name(el)}`);
      // 2. Text cut off sideways by a box that does not scroll (beyond what ellipsis marks).
      if (
        !clip.scrolls &&
        clip.el &&
        r.right > clip.right + 2 &&
        r.left < clip.right &&
        getComputedStyle(el).textOverflow !== 'ellipsis' &&
        !clippedReported.has(clip.el)
      ) {
        clippedReported.add(clip.el);
        problems.push(
          `text cut off by ${name(clip.el)}: "${n.textContent!.trim().slice(0, 40)}" ends at ${Math.round(r.right)}px, the box at ${Math.round(clip.right)}px`,
        );
      }
      const box = {
        left: Math.max(r.left, clip.left),
        right: Math.min(r.right, clip.right),
        top: Math.max(r.top, clip.top),
        bottom: Math.min(r.bottom, clip.bottom),
        node: n,
        el,
      };
      if (box.right - box.left >= 1 && box.bottom - box.top >= 1 && !underHeader(el, box.top)) boxes.push(box);
    }
  }

  if (pageOverflows)
    problems.push(
      `page scrolls sideways: ${doc.scrollWidth}px wide in a ${viewportWidth}px window (${[...culprits].slice(0, 3).join('; ') || 'no single element'})`,
    );

  const overlap = (a: { left: number; right: number; top: number; bottom: number }, b: { left: number; right: number; top: number; bottom: number }) => {
    const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    // Line boxes of adjacent lines may touch by a pixel or two; glyph boxes of neighbours too.
    return w > 3 && h > Math.min(6, 0.4 * Math.min(a.bottom - a.top, b.bottom - b.top));
  };

  // 3. No control drawn over text that is not its own.
  const controls = [...rendered].filter((c) => c.matches(controlSelector) && isVisible(c) && !underHeader(c, c.getBoundingClientRect().top));
  const reportedPairs = new Set<string>();
  for (const c of controls) {
    const r = c.getBoundingClientRect();
    const clip = clipOf(c.parentElement);
    const cr = {
      left: Math.max(r.left, clip.left),
      right: Math.min(r.right, clip.right),
      top: Math.max(r.top, clip.top),
      bottom: Math.min(r.bottom, clip.bottom),
    };
    for (const b of boxes) {
      // (The boxes' geometry first: asking the DOM of every pair made a long page's check take seconds.)
      if (!overlap(cr, b)) continue;
      if (c.contains(b.node) || b.el.closest(controlSelector)?.contains(c)) continue;
      const key = `${name(c)}|${name(b.el)}`;
      if (reportedPairs.has(key)) continue;
      reportedPairs.add(key);
      problems.push(`${name(c)} covers text "${b.node.textContent!.trim().slice(0, 40)}" in ${name(b.el)}`);
    }
  }

  // 5. Nothing but code needs a sideways scroll to be read: a box that scrolls sideways to show
  //    text or a drawing (a table, a diagram, a tab row) is a failure. Code blocks keep their
  //    lines and may scroll.
  for (const el of rendered) {
    if (el.scrollWidth <= el.clientWidth + 1 || !/auto|scroll/.test(getComputedStyle(el).overflowX) || !isVisible(el)) continue;
    if (el.closest(codeSelector)) continue;
    const hidden =
      [...el.querySelectorAll('svg, img, canvas')].some((d) => d.getBoundingClientRect().right > el.getBoundingClientRect().right + 1) || hasTextBeyond(el);
    if (hidden) problems.push(`${name(el)} scrolls sideways to show its content: ${el.scrollWidth}px of content in ${el.clientWidth}px`);
  }

  // 4. No text drawn over other text.
  boxes.sort((a, b) => a.top - b.top);
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i];
    for (let j = i + 1; j < boxes.length && boxes[j].top < a.bottom; j++) {
      const b = boxes[j];
      if (a.node === b.node || !overlap(a, b)) continue;
      const key = `${name(a.el)}|${name(b.el)}`;
      if (reportedPairs.has(key)) continue;
      reportedPairs.add(key);
      problems.push(`text "${a.node.textContent!.trim().slice(0, 30)}" (${name(a.el)}) overlaps "${b.node.textContent!.trim().slice(0, 30)}" (${name(b.el)})`);
    }
  }
  return problems;
}

/** Runs the checks at the top of the page and again scrolled to the bottom (sticky boxes move). */
export async function layoutProblems(page: Page): Promise<string[]> {
  const top = await page.evaluate(findLayoutProblems, CONTROL_SELECTOR);
  const scrolled = await page.evaluate(() => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    if (max < 50) return false;
    window.scrollTo({ top: max, behavior: 'instant' });
    return true;
  });
  const bottom = scrolled ? await page.evaluate(findLayoutProblems, CONTROL_SELECTOR) : [];
  if (scrolled) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return [...new Set([...top, ...bottom.map((p) => `${p} (scrolled to the bottom)`)])].filter(
    (p, _, all) => !p.endsWith('(scrolled to the bottom)') || !all.includes(p.replace(/ \(scrolled to the bottom\)$/, '')),
  );
}
