'use client';
import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of children that threw; `tryAgain` renders them again. */
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
  children?: ReactNode;
}

/**
 * `@docusaurus/ErrorBoundary`: children that throw while rendering show the fallback (by default,
 * the error's message and a button to try again) instead of taking the page down.
 */
export default class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  tryAgain = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children ?? null;
    if (this.props.fallback) return this.props.fallback({ error, tryAgain: this.tryAgain });
    return (
      <div role="alert" className="error-boundary">
        <p>This part of the page failed to render: {error.message}</p>
        <button type="button" className="button button--secondary" onClick={this.tryAgain}>
          Try again
        </button>
      </div>
    );
  }
}

/** `@theme/ErrorPageContent`: what a swizzled Layout shows when its page throws (theme-classic's "This page crashed."). */
export function ErrorPageContent({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <main className="container margin-vert--xl" role="alert">
      <h1>This page crashed.</h1>
      <p>{error.message}</p>
      <button type="button" className="button button--secondary" onClick={tryAgain}>
        Try again
      </button>
    </main>
  );
}
