'use client';
import { useEffect } from 'react';
import { copyText } from '@/lib/browser/clipboard';
import { showCopyResult } from '@/lib/browser/copy-feedback';

/**
 * One delegated click handler for every copy button on the page (button[data-copy]): code blocks'
 * (they copy their code) and any other whose data-copy holds the text, such as a plugin's.
 * lib/browser/copy-feedback.ts shows how it went.
 */
export function CopyBehaviour() {
  useEffect(() => {
    const onClick = async (e: MouseEvent) => {
      const button = (e.target as Element).closest?.<HTMLButtonElement>('button[data-copy]');
      if (!button) return;
      e.preventDefault(); // a copy button may sit in a <summary>: do not toggle it
      const text = button.dataset.copy || button.closest('.code-block')?.querySelector('pre code')?.textContent || '';
      showCopyResult(button, await copyText(text));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
