'use client';
import { translate } from './Translate';
import { useBackToTopButton } from './theme-common-internal';

/**
 * `@theme/BackToTopButton`, as theme-classic draws it where no theme is installed (an installed theme's
 * own is drawn where it is: ../site-components/theme-parts.ts): a round button at the bottom right that
 * shows as the reader scrolls back up (useBackToTopButton) and takes the page to its top. Its look is
 * the theme's module's (../styles/doc-item.css `.back-to-top-button`).
 */
export default function BackToTopButton() {
  const { shown, scrollToTop } = useBackToTopButton({ threshold: 300 });
  return (
    <button
      aria-label={translate({ id: 'theme.BackToTopButton.buttonAriaLabel', message: 'Scroll back to top' })}
      className={`clean-btn theme-back-to-top-button back-to-top-button${shown ? ' back-to-top-button--shown' : ''}`}
      type="button"
      onClick={scrollToTop}
    />
  );
}
