/**
 * A navbar that hides on scroll (config.navbar.hideOnScroll), as Docusaurus' useHideableNavbar moves
 * it: shown within its own height of the top, hidden while the reader scrolls down, shown again as
 * they scroll up (not at the page's end, where a bounce would show it). A jump to an anchor leaves it
 * as it is; it shows while focus is in it, so a keyboard reader never tabs into a hidden bar. Loaded
 * only where the navbar hides (./site-options.ts).
 */
export function attachNavbarHideOnScroll(bar: HTMLElement): () => void {
  let last = window.scrollY;
  let jumping = false;
  const set = (hidden: boolean) => bar.classList.toggle('navbar-hidden', hidden && !bar.contains(document.activeElement));
  const onScroll = () => {
    const top = window.scrollY;
    if (top < bar.offsetHeight) set(false);
    else if (jumping) jumping = false;
    else if (top >= last) set(true);
    else if (top + window.innerHeight < document.documentElement.scrollHeight - bar.offsetHeight) set(false);
    last = top;
  };
  const onHash = () => (jumping = true);
  const onFocus = () => set(false);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('hashchange', onHash);
  bar.addEventListener('focusin', onFocus);
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('hashchange', onHash);
    bar.removeEventListener('focusin', onFocus);
  };
}
