import type { ImgHTMLAttributes } from 'react';

/** What `img` may be: a URL, a module whose default is one, or plugin-ideal-image's sized image (its lqip and responsive loaders' object). */
type IdealImageSource = string | { default: string } | { src: { src: string; width?: number; height?: number }; preSrc?: string };

/**
 * `@theme/IdealImage`, the theme component of @docusaurus/plugin-ideal-image, as an `<img>`. The
 * engine gives an image a component imports as its URL (or a module whose default export is it),
 * which Docusaurus' IdealImage renders as a plain `<img>`; the plugin's sized object (its loaders'
 * output) is shown at its full size.
 */
export default function IdealImage({ img, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { img: IdealImageSource }) {
  const sized = typeof img === 'object' && 'src' in img ? img.src : undefined;
  const src = typeof img === 'string' ? img : 'default' in img ? img.default : sized?.src;
  // eslint-disable-next-line @next/next/no-img-element -- the site's own image and attributes, as Docusaurus renders them
  return <img src={src} {...(sized ? { width: sized.width, height: sized.height } : {})} {...rest} />;
}
