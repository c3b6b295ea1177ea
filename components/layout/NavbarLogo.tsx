import type { SiteConfig } from '@/lib/config/site-config';
import { layerOnly, type ThemeClassNames } from '@/lib/shared/theme-classes';

/**
 * The navbar logo. With `srcDark` and a site that can be dark, both images are drawn and the mode
 * shows one (Docusaurus' ThemedImage classes), so the logo follows the reader's switch before any script.
 * A theme layer that frames the image (its `navbar-logo-image` part) gets it in that box, sized by its
 * CSS unless the config sizes it; the engine's own theme sizes it from the config, else 120 × 28.
 */
export function NavbarLogo({ logo, canSwitch, theme }: { logo: SiteConfig['navbar']['logo']; canSwitch: boolean; theme?: ThemeClassNames }) {
  const frame = layerOnly(theme, 'navbar-logo-image').className;
  const size = frame
    ? { ...(logo.width !== undefined ? { width: logo.width } : {}), ...(logo.height !== undefined ? { height: logo.height } : {}) }
    : { width: logo.width ?? 120, height: logo.height ?? 28 };
  /* eslint-disable @next/next/no-img-element -- a static export: no image optimiser */
  const images =
    logo.srcDark && canSwitch ? (
      <>
        <img className="themedComponent themedComponent--light" src={logo.src} alt={logo.alt} {...size} />
        <img className="themedComponent themedComponent--dark" src={logo.srcDark} alt={logo.alt} {...size} />
      </>
    ) : (
      <img src={logo.src} alt={logo.alt} {...size} />
    );
  /* eslint-enable @next/next/no-img-element */
  return frame ? <div className={frame}>{images}</div> : images;
}
