import Link from '../Link';
// (The site's ThemedImage where it swizzled one, as theme-classic's Footer/Logo renders `@theme/ThemedImage`.)
import ThemedImage from '@theme/ThemedImage';
import { useBaseUrlUtils } from '../useBaseUrl';
import { classes, type FooterLogoConfig } from './types';

function LogoImage({ logo }: { logo: FooterLogoConfig }) {
  const { withBaseUrl } = useBaseUrlUtils();
  const sources = { light: withBaseUrl(logo.src), dark: withBaseUrl(logo.srcDark ?? logo.src) };
  return (
    <ThemedImage
      className={classes('footer__logo', logo.className)}
      alt={logo.alt}
      sources={sources}
      width={logo.width}
      height={logo.height}
      style={logo.style}
    />
  );
}

/** `@theme/Footer/Logo`: the footer's logo, light and dark, a half-faded link where it has an `href`. */
export default function FooterLogo({ logo }: { logo: FooterLogoConfig }) {
  return logo.href ? (
    <Link href={logo.href} className="footer-logo-link" target={logo.target}>
      <LogoImage logo={logo} />
    </Link>
  ) : (
    <LogoImage logo={logo} />
  );
}
