'use client';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '@/lib/browser/clipboard';
import { Icon } from '@/components/layout/Icon';

/** Copies the code of its enclosing .code-block (or the `text` prop): check on success, red cross on failure, 2 s. */
export function CopyButton({ text, label = 'Copy code' }: { text?: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'ok' | 'fail'>('idle');
  const ref = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = async () => {
    const source = text ?? ref.current?.closest('.code-block')?.querySelector('pre code')?.textContent ?? '';
    const ok = await copyText(source);
    setState(ok ? 'ok' : 'fail');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
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
