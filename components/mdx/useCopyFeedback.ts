'use client';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a copy button shows its check or red cross before it reverts. */
export const COPY_FEEDBACK_MS = 2000;

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
