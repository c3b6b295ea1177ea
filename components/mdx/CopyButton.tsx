'use client';
import { useRef } from 'react';
import { copyText } from '@/lib/browser/clipboard';
import { Icon } from '@/components/layout/Icon';
import { useCopyFeedback } from './useCopyFeedback';

/** Copies the code of its enclosing .code-block (or the `text` prop): check on success, red cross on failure, 2 s. */
export function CopyButton({ text, label = 'Copy code' }: { text?: string; label?: string }) {
  const [state, report] = useCopyFeedback();
  const ref = useRef<HTMLButtonElement>(null);
  const onClick = async () => {
    const source = text ?? ref.current?.closest('.code-block')?.querySelector('pre code')?.textContent ?? '';
    report(await copyText(source));
  };
  return (
    <button ref={ref} type="button" className={`copy-button copy-${state}`} onClick={onClick} aria-label={label} title={label}>
      <Icon name={state === 'ok' ? 'check' : state === 'fail' ? 'cross' : 'copy'} size={16} />
      <span className="visually-hidden" aria-live="polite">
        {state === 'ok' ? 'Copied' : state === 'fail' ? 'Copy failed' : ''}
      </span>
    </button>
  );
}
