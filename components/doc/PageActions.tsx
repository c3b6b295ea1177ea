'use client';
import { useRef, useState } from 'react';
import { copyText } from '@/lib/browser/clipboard';
import { Icon } from '@/components/layout/Icon';

/** "Copy page" (the page's Markdown to the clipboard) and a link to the .md export. */
export function PageActions({ markdownUrl }: { markdownUrl: string }) {
  const [state, setState] = useState<'idle' | 'ok' | 'fail'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const copy = async () => {
    let ok = false;
    try {
      const res = await fetch(markdownUrl);
      ok = res.ok && (await copyText(await res.text()));
    } catch {
      ok = false;
    }
    setState(ok ? 'ok' : 'fail');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  };
  return (
    <div className="page-actions">
      <button type="button" className={`page-action copy-${state}`} onClick={copy}>
        <Icon name={state === 'ok' ? 'check' : state === 'fail' ? 'cross' : 'copy'} size={14} />
        {state === 'ok' ? 'Copied' : state === 'fail' ? 'Copy failed' : 'Copy page'}
      </button>
      <a className="page-action" href={markdownUrl}>
        View as Markdown
      </a>
    </div>
  );
}
