import type { SiteConfig } from '@/lib/config/site-config';

/**
 * The navbar logo. With `srcDark` and a site that can be dark, both images are drawn and the mode
 * shows one (Docusaurus' ThemedImage classes), so the logo follows the reader's switch before any script.
 */
export function NavbarLogo({ logo, canSwitch }: { logo: SiteConfig['navbar']['logo']; canSwitch: boolean }) {
  const size = { width: logo.width ?? 120, height: logo.height ?? 28 };
  /* eslint-disable @next/next/no-img-element -- a static export: no image optimiser */
  if (logo.srcDark && canSwitch)
    return (
      <>
        <img className="themedComponent themedComponent--light" src={logo.src} alt={logo.alt} {...size} />
        <img className="themedComponent themedComponent--dark" src={logo.srcDark} alt={logo.alt} {...size} />
      </>
    );
  return <img src={logo.src} alt={logo.alt} {...size} />;
  /* eslint-enable @next/next/no-img-element */
}
