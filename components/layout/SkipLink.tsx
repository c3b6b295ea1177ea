/** First focusable element on every page: jumps keyboard users past the navigation. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Skip to main content
    </a>
  );
}
