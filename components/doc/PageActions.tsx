'use client';
import { copyText } from '@/lib/browser/clipboard';
import { Icon } from '@/components/layout/Icon';
import { useCopyFeedback } from '@/components/mdx/useCopyFeedback';

/** "Copy page" (the page's Markdown to the clipboard) and a link to the .md export. */
export function PageActions({ markdownUrl }: { markdownUrl: string }) {
  const [state, report] = useCopyFeedback();
  const copy = async () => {
    let ok = false;
    try {
      const res = await fetch(markdownUrl);
      ok = res.ok && (await copyText(await res.text()));
    } catch {
      ok = false;
    }
    report(ok);
  };
  return (
    <div className="page-actions">
      <button type="button" className={`page-action copy-${state}`} onClick={copy}>
        <Icon name={state === 'ok' ? 'check' : state === 'fail' ? 'cross' : 'copy'} size={14} />
        {state === 'ok' ? 'Copied' : state === 'fail' ? 'Copy failed' : 'Copy page'}
      </button>
      <a className="page-action" href={markdownUrl}>
        <span>
          <span className="page-action-prefix">View as </span>Markdown
        </span>
      </a>
    </div>
  );
}
