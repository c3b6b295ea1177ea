/**
 * The navbar logo: the engine's own theme draws the image at the config's size, else 120 × 28; a theme
 * layer that frames it (Docusaurus': theme-classic's Logo, `<div class="navbar__logo">`) gets the image
 * in that box and no size of the engine's, so Infima and the site's CSS size it as under Docusaurus
 * (moonrepo's `.navbar__logo { width: 125px }` had no element to land on).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { NavbarLogo } from '../NavbarLogo';
import type { ReactElement } from 'react';

/** The markup, without the preload links React adds for images. */
const markup = (el: ReactElement) => renderToStaticMarkup(el).replace(/<link [^>]*>/g, '');

const logo = { alt: 'moon', src: '/img/logo.svg', href: '/' };

test("the engine's theme: the image alone, at the config's size or 120 × 28", () => {
  assert.equal(markup(<NavbarLogo logo={logo} canSwitch={false} />), '<img src="/img/logo.svg" alt="moon" width="120" height="28"/>');
  assert.equal(markup(<NavbarLogo logo={{ ...logo, width: 90 }} canSwitch={false} />), '<img src="/img/logo.svg" alt="moon" width="90" height="28"/>');
});

test("a layer that frames the image: in the layer's box, sized only where the config sizes it", () => {
  const theme = { parts: { 'navbar-logo-image': 'navbar__logo' } };
  assert.equal(markup(<NavbarLogo logo={logo} canSwitch={false} theme={theme} />), '<div class="navbar__logo"><img src="/img/logo.svg" alt="moon"/></div>');
  assert.equal(
    markup(<NavbarLogo logo={{ ...logo, srcDark: '/img/dark.svg', height: 32 }} canSwitch theme={theme} />),
    '<div class="navbar__logo"><img class="themedComponent themedComponent--light" src="/img/logo.svg" alt="moon" height="32"/><img class="themedComponent themedComponent--dark" src="/img/dark.svg" alt="moon" height="32"/></div>',
  );
});
