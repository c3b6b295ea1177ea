/**
 * What theme-common's Details does in the browser, for the theme's details the build drew as plain
 * markup (../components/Details.tsx): a click on its summary opens or closes it with the theme's
 * height animation (theme-common's Collapsible: its duration by the content's height, ease-in-out,
 * 1 ms for a reader who prefers reduced motion), the `<details>` kept open until a closing
 * animation ends; `data-collapsed` tells its arrow which way to point once the page is in a browser
 * (`isBrowser`). One listener for the document, so that details a site's component draws later
 * behave too.
 */
import { DETAILS_CLASSES } from '../components/Details';

const SELECTOR = `details.${DETAILS_CLASSES.common}`;
const COLLAPSED = { display: 'none', overflow: 'hidden', height: '0px' };
const EXPANDED = { display: 'block', overflow: 'visible', height: 'auto' };

/** The collapsible wrapper: the element after the summary that holds the content. */
function collapsibleOf(details: HTMLDetailsElement): HTMLElement | undefined {
  const last = details.lastElementChild;
  return last instanceof HTMLElement && last.tagName === 'DIV' ? last : undefined;
}

function applyCollapsedStyle(el: HTMLElement, collapsed: boolean): void {
  Object.assign(el.style, collapsed ? COLLAPSED : EXPANDED);
}

/** theme-common's getAutoHeightDuration (Material's dynamic duration). */
function autoHeightDuration(height: number): number {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

function startTransition(el: HTMLElement): void {
  const height = el.scrollHeight;
  el.style.transition = `height ${autoHeightDuration(height)}ms ease-in-out`;
  el.style.height = `${height}px`;
}

/** As the theme's Details is once hydrated: the browser's class, its wrapper styled as its state says. */
function mount(details: HTMLDetailsElement): HTMLElement | undefined {
  const el = collapsibleOf(details);
  if (!el || details.classList.contains(DETAILS_CLASSES.isBrowser)) return el;
  details.classList.add(DETAILS_CLASSES.isBrowser);
  // (One opened before this ran, by the address's state, say, is open.)
  if (details.open) details.dataset.collapsed = 'false';
  applyCollapsedStyle(el, details.dataset.collapsed === 'true');
  el.addEventListener('transitionend', (e) => {
    if (e.target !== el || e.propertyName !== 'height') return;
    const collapsed = details.dataset.collapsed === 'true';
    applyCollapsedStyle(el, collapsed);
    details.open = !collapsed;
  });
  return el;
}

function toggle(details: HTMLDetailsElement): void {
  const el = mount(details);
  if (!el) return;
  const collapsing = details.dataset.collapsed !== 'true';
  details.dataset.collapsed = String(collapsing);
  el.style.willChange = 'height';
  requestAnimationFrame(() => {
    if (collapsing) {
      startTransition(el);
      requestAnimationFrame(() => {
        el.style.height = COLLAPSED.height;
        el.style.overflow = COLLAPSED.overflow;
      });
    } else {
      details.open = true;
      el.style.display = 'block';
      requestAnimationFrame(() => startTransition(el));
    }
  });
}

/**
 * The theme's details whose summary an event happened in: the innermost around its target (each
 * stops the event from reaching the ones around it), where the target is in a summary it holds.
 */
function summaryOwner(e: MouseEvent): HTMLDetailsElement | undefined {
  const target = e.target instanceof Element ? e.target : null;
  const details = target?.closest<HTMLDetailsElement>(SELECTOR);
  const summary = target?.closest('summary');
  return details && summary && details.contains(summary) ? details : undefined;
}

function onClick(e: MouseEvent): void {
  const details = summaryOwner(e);
  if (!details) return;
  e.preventDefault();
  toggle(details);
}

function onMouseDown(e: MouseEvent): void {
  // (A double click does not select the summary's words.)
  if (e.detail > 1 && summaryOwner(e)) e.preventDefault();
}

/** Details opened by something else (the browser's find in page, the address's state): shown whole. */
function onToggle(e: Event): void {
  const details = e.target instanceof HTMLDetailsElement && e.target.matches(SELECTOR) ? e.target : undefined;
  if (!details || !details.open || details.dataset.collapsed !== 'true') return;
  const el = mount(details);
  details.dataset.collapsed = 'false';
  if (el) applyCollapsedStyle(el, false);
}

export function attach(): () => void {
  document.querySelectorAll<HTMLDetailsElement>(SELECTOR).forEach(mount);
  document.addEventListener('click', onClick);
  document.addEventListener('mousedown', onMouseDown);
  document.addEventListener('toggle', onToggle, true);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('mousedown', onMouseDown);
    document.removeEventListener('toggle', onToggle, true);
  };
}
