/**
 * The theme modules of the footer (theme-classic's `Footer` and its parts), each of which a site may
 * swizzle: the engine's port of each (../components/footer/). The site's footer is drawn through
 * them in the engine's place for it (../site-components/theme-parts.ts).
 */
const DIR = 'plugins/docusaurus/components/footer';

export const FOOTER_PART_FILES: Readonly<Record<string, string>> = {
  'Footer/Layout': `${DIR}/FooterLayout.tsx`,
  'Footer/Links': `${DIR}/FooterLinks.tsx`,
  'Footer/Links/MultiColumn': `${DIR}/FooterLinksMultiColumn.tsx`,
  'Footer/Links/Simple': `${DIR}/FooterLinksSimple.tsx`,
  'Footer/LinkItem': `${DIR}/FooterLinkItem.tsx`,
  'Footer/Logo': `${DIR}/FooterLogo.tsx`,
  'Footer/Copyright': `${DIR}/FooterCopyright.tsx`,
};

/** The footer itself, as `@theme-original/Footer`: `@theme/Footer` stays the frame's (a page that draws its own frame gets none). */
export const FOOTER_FILE = `${DIR}/Footer.tsx`;

export const FOOTER_MODULES: readonly string[] = ['Footer', ...Object.keys(FOOTER_PART_FILES)];
