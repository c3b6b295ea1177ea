'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

/** Hand-drawn diagram images (lib/content/diagrams.ts). */
export const DIAGRAM_SELECTOR = 'article img[src^="/docs/img/diagrams/"]';

/** Full screen: the drawing fills the width, at least at its natural size and at most twice it; the dialog scrolls. */
function openEnlarged(img: HTMLImageElement) {
  const natural = img.naturalWidth || Number(img.getAttribute('width')) || img.width;
  const dialog = document.createElement('dialog');
  dialog.className = 'diagram-dialog';
  dialog.setAttribute('aria-label', img.alt);
  const bar = document.createElement('form');
  bar.method = 'dialog';
  bar.className = 'diagram-dialog-bar';
  const close = document.createElement('button');
  close.type = 'submit';
  close.className = 'button-primary';
  close.textContent = 'Close';
  bar.append(close);
  const big = document.createElement('img');
  big.src = img.currentSrc || img.src;
  big.alt = img.alt;
  big.style.width = `clamp(${natural}px, 100%, ${2 * natural}px)`;
  dialog.append(bar, big);
  dialog.addEventListener('close', () => dialog.remove());
  // A click on the backdrop (the dialog box itself, outside the drawing) closes it.
  dialog.addEventListener('click', (e) => e.target === dialog && dialog.close());
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}

/**
 * A diagram image keeps its natural size and scrolls sideways in its own line when the column is
 * narrower, so an image zoom that animates the picture in place would be clipped by that frame.
 * Instead a click, or Enter on the focused diagram, opens it enlarged in a modal dialog; closing
 * returns focus to the diagram. The image is focusable so its scrolling frame is reachable by
 * keyboard too.
 */
export function DiagramZoom() {
  const pathname = usePathname();
  useEffect(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>(DIAGRAM_SELECTOR)];
    for (const img of images) {
      img.tabIndex = 0;
      img.setAttribute('aria-haspopup', 'dialog');
      img.title = 'Enlarge diagram';
    }
    // A frame narrower than its diagram says so (CSS shows a hint under it), at every width.
    const frames = images.map((img) => img.parentElement!).filter(Boolean);
    const mark = () => frames.forEach((f) => f.classList.toggle('diagram-scrolls', f.scrollWidth > f.clientWidth + 1));
    const observer = new ResizeObserver(mark);
    frames.forEach((f) => observer.observe(f));
    mark();
    return () => observer.disconnect();
  }, [pathname]);
  useEffect(() => {
    const target = (e: Event) => (e.target as Element | null)?.closest?.<HTMLImageElement>(DIAGRAM_SELECTOR) ?? null;
    const onClick = (e: MouseEvent) => {
      const img = target(e);
      if (!img) return;
      e.preventDefault();
      openEnlarged(img);
    };
    const onKey = (e: KeyboardEvent) => {
      const img = target(e);
      if (!img || (e.key !== 'Enter' && e.key !== ' ')) return;
      e.preventDefault();
      openEnlarged(img);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return null;
}
