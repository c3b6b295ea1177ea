import type { ImgHTMLAttributes } from 'react';

/**
 * `@theme/ThemedImage`: both images are in the static HTML and the stylesheet shows the one of the
 * current colour mode (app/styles/pages.css), so the page is right before script runs and hydrates as rendered.
 */
export default function ThemedImage({ sources, className, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        // eslint-disable-next-line @next/next/no-img-element -- a site's own image, as Docusaurus renders it (static export: no image optimiser)
        <img
          key={mode}
          src={sources[mode]}
          alt={alt}
          className={['themedComponent', `themedComponent--${mode}`, className].filter(Boolean).join(' ')}
          {...rest}
        />
      ))}
    </>
  );
}
