'use client';
import { useEffect, useRef, useState } from 'react';
import { translate } from './Translate';

/**
 * `@theme/BackToTopButton`, as theme-classic draws it: a round button at the bottom right that
 * appears once the reader is 300 px down the page and scrolling back up (theme-common's
 * useBackToTopButton), and takes the page to its top.
 */
export default function BackToTopButton() {
  const [shown, setShown] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      const top = window.scrollY;
      setShown(top >= 300 && top < last.current);
      last.current = top;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      aria-label={translate({ id: 'theme.BackToTopButton.buttonAriaLabel', message: 'Scroll back to top' })}
      className="clean-btn theme-back-to-top-button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      style={{
        position: 'fixed',
        right: '1.3rem',
        bottom: '1.3rem',
        width: '3rem',
        height: '3rem',
        borderRadius: '50%',
        backgroundColor: 'var(--ifm-color-emphasis-200, #ebedf0)',
        boxShadow: 'var(--ifm-global-shadow-lw, 0 1px 2px rgb(0 0 0 / 10%))',
        zIndex: 'calc(var(--ifm-z-index-fixed, 200) - 1)',
        display: 'grid',
        placeItems: 'center',
        opacity: shown ? 1 : 0,
        transform: shown ? 'scale(1)' : 'scale(0)',
        visibility: shown ? 'visible' : 'hidden',
        transition: 'all 200ms cubic-bezier(0.08, 0.52, 0.52, 1)',
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z" fill="currentColor" />
      </svg>
    </button>
  );
}
