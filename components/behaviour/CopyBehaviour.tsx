'use client';
import { useEffect } from 'react';
import { copyText } from '@/lib/browser/clipboard';
import { COPY_FEEDBACK_MS } from '@/components/mdx/useCopyFeedback';

/**
 * One delegated click handler for every copy button on the page (button[data-copy]): code blocks'
 * (they copy their code) and any other whose data-copy holds the text, such as a plugin's.
 * Success shows a check, failure a red cross, for 2 s; the shell's live region says which.
 */
export function CopyBehaviour() {
  useEffect(() => {
    const onClick = async (e: MouseEvent) => {
      const button = (e.target as Element).closest?.<HTMLButtonElement>('button[data-copy]');
      if (!button) return;
      e.preventDefault(); // a copy button may sit in a <summary>: do not toggle it
      const text = button.dataset.copy || button.closest('.code-block')?.querySelector('pre code')?.textContent || '';
      const ok = await copyText(text);
      const label = button.dataset.label ?? 'Copy';
      button.classList.remove('copy-idle', 'copy-ok', 'copy-fail');
      button.classList.add(ok ? 'copy-ok' : 'copy-fail');
      button.setAttribute('aria-label', ok ? 'Copied' : 'Copy failed');
      const live = document.getElementById('copy-status'); // polite live region in the site shell
      if (live) live.textContent = ok ? (button.dataset.copyDone ?? 'Copied to the clipboard') : 'Copy failed';
      clearTimeout(Number(button.dataset.timer));
      button.dataset.timer = String(
        window.setTimeout(() => {
          button.classList.remove('copy-ok', 'copy-fail');
          button.classList.add('copy-idle');
          button.setAttribute('aria-label', label);
        }, COPY_FEEDBACK_MS),
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
