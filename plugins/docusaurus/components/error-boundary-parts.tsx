import type { ComponentProps } from 'react';
import Translate from './Translate';

/**
 * theme-common's error-boundary parts (utils/errorBoundaryUtils.tsx), which a component's
 * ErrorBoundary falls back to: the live code blocks' preview shows a failing example so.
 */
export function ErrorBoundaryTryAgainButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" {...props}>
      <Translate id="theme.ErrorPageContent.tryAgain">Try again</Translate>
    </button>
  );
}

/** The error's message and a button to render again (Docusaurus' class is its CSS module's: the look is inline here). */
export function ErrorBoundaryErrorMessageFallback({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <div style={{ color: 'red', padding: '0.55rem' }}>
      <p>{error.message}</p>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} />
    </div>
  );
}
