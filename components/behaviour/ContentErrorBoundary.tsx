'use client';
import { Component, type ReactNode } from 'react';

/**
 * Around the page content: a component that crashes shows "This page crashed." with the error
 * and a "Try again" button, while the navbar and sidebar keep working.
 */
export class ContentErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('Page content crashed:', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="crash-box" role="alert">
        <h1>This page crashed.</h1>
        <p className="crash-message">{this.state.error.message}</p>
        <button type="button" className="crash-retry button-primary" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
