'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '@/lib/browser/copy-feedback';

export type CopyState = 'idle' | 'ok' | 'fail';

/** The state of a copy button: report the outcome of a copy, and it reverts to idle after 2 s. */
export function useCopyFeedback(): [CopyState, (ok: boolean) => void] {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const report = useCallback((ok: boolean) => {
    setState(ok ? 'ok' : 'fail');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
  }, []);
  return [state, report];
}
