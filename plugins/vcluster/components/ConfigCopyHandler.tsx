'use client';
import { useEffect } from 'react';
import { copyText } from '@/lib/browser/clipboard';
import { COPY_FEEDBACK_MS } from '@/components/mdx/useCopyFeedback';

let attached = false;

/**
 * One delegated click handler for every config-reference copy button on the page (the YAML is in
 * the button's data-config-copy attribute). Success shows a check, failure a red cross, for 2 s.
 */
export function ConfigCopyHandler() {
  useEffect(() => {
    if (attached) return;
    attached = true;
    const onClick = async (e: MouseEvent) => {
      const button = (e.target as Element).closest?.<HTMLButtonElement>('button[data-config-copy]');
      if (!button) return;
      e.preventDefault(); // the button sits in a <summary>: do not toggle the entry
      const ok = await copyText(button.dataset.configCopy ?? '');
      button.classList.remove('copy-ok', 'copy-fail');
      button.classList.add(ok ? 'copy-ok' : 'copy-fail');
      button.setAttribute('aria-label', ok ? 'Copied' : 'Copy failed');
      const live = document.getElementById('copy-status'); // polite live region in the site shell
      if (live) live.textContent = ok ? 'YAML copied to the clipboard' : 'Copy failed';
      clearTimeout(Number(button.dataset.timer));
      button.dataset.timer = String(
        window.setTimeout(() => {
          button.classList.remove('copy-ok', 'copy-fail');
          button.setAttribute('aria-label', button.dataset.label ?? 'Copy YAML');
        }, COPY_FEEDBACK_MS),
      );
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      attached = false;
    };
  }, []);
  return null;
}
