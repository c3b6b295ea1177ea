import type { AnchorHTMLAttributes } from 'react';
import Link from './Link';
// (The site's ThemedImage where it swizzled one, as theme-classic's Logo renders `@theme/ThemedImage`.)
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from './useBaseUrl';
import { siteContext } from './site-context';

type LogoProps = AnchorHTMLAttributes<HTMLAnchorElement> & { imageClassName?: string; titleClassName?: string };

/**
 * `@theme/Logo` (theme-classic's Logo, which a swizzled Navbar/Logo or Footer renders): a link to the
 * logo's `href` (else the site's root) holding the navbar logo, light and dark, inside a
 * `<div className={imageClassName}>` when one is given, then the navbar title in a
 * `<b className={titleClassName}>`. The other props go to the link. The image's alt text is the
 * logo's, else empty beside a title (the image is then decorative), else the site's title.
 */
export default function Logo({ imageClassName, titleClassName, ...rest }: LogoProps) {
  const { title: siteTitle, themeConfig } = siteContext;
  const { title, logo } = themeConfig.navbar;
  const to = useBaseUrl(logo.href || '/');
  const light = useBaseUrl(logo.src);
  const dark = useBaseUrl(logo.srcDark || logo.src);
  const alt = logo.alt ?? (title ? '' : siteTitle);
  const image = logo.src ? <ThemedImage sources={{ light, dark }} width={logo.width} height={logo.height} alt={alt} /> : null;
  return (
    <Link to={to} {...rest}>
      {image && imageClassName ? <div className={imageClassName}>{image}</div> : image}
      {title !== undefined ? <b className={titleClassName}>{title}</b> : null}
    </Link>
  );
}
