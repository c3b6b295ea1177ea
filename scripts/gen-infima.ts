/**
 * Writes plugins/docusaurus/styles/infima.css: the part of Infima (Docusaurus' CSS framework, the version
 * Docusaurus 3's theme-classic ships) that page content uses — buttons, grid, cards, badges,
 * alerts, hero, spacing and text utilities — and all of its variables (site CSS reads them). A site gets it
 * by listing "infima" in site.config.json `styles` (plugins/docusaurus/site-styles/compile.ts).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import postcss, { type Rule } from 'postcss';

const require = createRequire(import.meta.url);

/** Class families content uses (`button`, `button--primary`, `card__body`, `col--6`, …). */
/**
 * The families of the classic theme's parts that the theme's own code draws in an imported site: a
 * doc item's parts (plugins/docusaurus/site-components/doc-item.ts) and the navbar
 * (plugins/docusaurus/site-components/navbar-place.ts), the phone drawer's header and panels (`navbar-sidebar`:
 * plugins/docusaurus/components/MobileSidebarPanels.tsx), the docs sidebar's `menu` (whose engine look the layer
 * drops: lib/shared/sidebar-html.ts), and the article's `.markdown`, which only the
 * theme layer's classes bring (the engine's own typography is `article-prose`, which the layer drops:
 * plugins/docusaurus/theme-classes.ts). Their rules may name elements: below their classes stands the
 * theme's markup only (the engine's own elements of those names are scoped off).
 */
const DOC_PART_FAMILIES = [
  'breadcrumbs',
  'pagination-nav',
  'table-of-contents',
  'navbar',
  'navbar-sidebar',
  'dropdown',
  'clean-btn',
  // (The announcement bar's close button, the installed theme's: plugins/docusaurus/site-components/theme-parts.ts.)
  'close',
  'markdown',
  'menu',
  'thin-scrollbar',
];
const FAMILIES = [
  ...['button', 'button-group', 'row', 'col', 'container', 'card', 'badge', 'alert', 'hero', 'avatar', 'shadow', 'clean-list'],
  // The footer, which the Docusaurus room draws with Docusaurus' markup (plugins/docusaurus/components/footer/).
  'footer',
  // The pages' tabs, which the room draws with the theme's markup (plugins/docusaurus/components/Tabs.tsx).
  'tabs',
  ...DOC_PART_FAMILIES,
];
const PREFIXES = ['margin', 'padding', 'text'];
/** Engine classes with the same names (the theme layer's, plugins/docusaurus/theme-classes.ts): Infima's rules must not restyle them. */
const ENGINE_OWN: Record<string, string> = {
  card: ':not(.card-grid > .card)',
  // (The engine's own admonition: an imported site's are the theme's, Infima's alert, plugins/docusaurus/components/Admonition.tsx.)
  alert: ':not(.admonition)',
  breadcrumbs: ':not(nav)',
  'pagination-nav': ':not(.doc-pagination)',
  'pagination-nav__link': ':not(.pagination-link)',
  'pagination-nav__link--prev': ':not(.pagination-link)',
  'pagination-nav__link--next': ':not(.pagination-link)',
  'table-of-contents': ':not(.toc-list)',
  'table-of-contents__link': ':not(.toc-link)',
  // The engine's navbar (components/layout/Navbar.tsx) carries these names beside its own.
  // (Not its style's `--dark` and `--primary`, which only set Infima's navbar variables: ../plugins/docusaurus/styles/navbar.css reads them.)
  ...Object.fromEntries(['navbar', 'navbar--fixed-top'].map((c) => [c, ':not(:has(> .navbar-inner))'])),
  navbar__inner: ':not(.navbar-inner)',
  navbar__brand: ':not(.navbar-logo)',
  navbar__title: ':not(.navbar-brand-suffix)',
  navbar__items: ':not(.navbar-items)',
  'navbar__items--right': ':not(.navbar-right)',
  // (A config's HTML item is Infima's navbar item, as theme-classic's HtmlNavbarItem draws it in the bar: its padding, hidden on phones.)
  navbar__item: ':not(.nav-item-link)',
  navbar__link: ':not(.nav-item-link)',
  'navbar__link--active': ':not(.nav-item-link)',
  'clean-btn': ':not(.color-mode-toggle)',
  // (The engine's own tabs box, components/mdx/Tabs.tsx.)
  tabs: ':not(:has(> .tabs-list))',
};

function familyOf(cls: string): string | undefined {
  const base = cls.replace(/(--|__).*$/, '');
  if (FAMILIES.includes(base)) return base;
  return PREFIXES.find((p) => base === p || base.startsWith(`${p}-`));
}

/**
 * Families whose rules name the content below them (`.alert a`: a link in an admonition, which the
 * theme's alert holds; the engine's own admonition is scoped off, ENGINE_OWN).
 */
const CONTENT_HOLDERS = ['alert'];

/**
 * A selector is kept when every class in it belongs to a kept family (and it names at least one), and
 * it names no element — except below a doc part's own list (`.table-of-contents ul`), which holds
 * the classic theme's markup only, or in a content holder: the engine's elements of that name are
 * scoped off (ENGINE_OWN).
 */
function keepSelector(selector: string): boolean {
  const classes = [...selector.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]);
  const partsOnly = classes.every((c) => [...DOC_PART_FAMILIES, ...CONTENT_HOLDERS].includes(familyOf(c) ?? ''));
  return (
    classes.length > 0 &&
    classes.every((c) => familyOf(c)) &&
    (partsOnly || !/\b(a|button|input|h[1-6]|img|ul|ol|li|p|table)\b(?![-_])/.test(selector.replace(/\.[\w-]+/g, '')))
  );
}

/** Scoped off the engine's elements at Infima's own specificity (`:where`), so its rules still order among themselves as there. */
function scopeEngineOwn(selector: string): string {
  return selector.replace(/\.([a-zA-Z][\w-]*)(?![\w-])/g, (whole, cls: string) => (ENGINE_OWN[cls] ? `${whole}:where(${ENGINE_OWN[cls]})` : whole));
}

/**
 * Infima's element rules (`pre { overflow: auto }`, `h2 { font-size: … }`, `table { display: block }`):
 * what a site's own components, React pages and swizzles are drawn over under Docusaurus. One element's
 * rule is kept at zero specificity, so that every rule of the engine's and of the site's wins over it:
 * it only stands where the browser's defaults would (a site's `code {…}`, which follows, wins as under
 * Docusaurus). A rule of elements within elements (`pre code`, `table tr`, `ul ul`) keeps its weight,
 * as there: a site's rule on one element does not reach into it (reduxjs/react-redux's
 * `code { background-color: … }` greyed every code block's lines).
 */
function elementRule(selector: string): string | undefined {
  if (/\./.test(selector)) return undefined;
  return /[\s>+~]/.test(selector.trim()) ? selector : `:where(${selector})`;
}

export function infimaSubset(source: string): string {
  const root = postcss.parse(source);
  root.walkComments((c) => void c.remove());
  const variablesSelector = (selector: string) => /^(:root|html\[data-theme=['"]?dark['"]?\]|\[data-theme=['"]?dark['"]?\])$/.test(selector.trim());
  const isVariables = (rule: Rule) => variablesSelector(rule.selector);
  root.walkRules((rule) => {
    if (isVariables(rule)) return;
    if (rule.parent?.type === 'atrule' && /keyframes/.test((rule.parent as { name: string }).name)) return;
    // (A variable the dark theme sets beside a family's, `html[data-theme='dark'], .navbar--dark`, keeps its weight over :root's.)
    const kept = rule.selectors.flatMap((s) => (variablesSelector(s) ? [s] : keepSelector(s) ? [scopeEngineOwn(s)] : (elementRule(s) ?? [])));
    if (kept.length) rule.selectors = kept;
    else rule.remove();
  });
  // Infima's light background is "transparent": the engine keeps its own page colour instead.
  root.walkDecls('--ifm-background-color', (d) => {
    if (d.value === 'transparent') d.remove();
  });
  root.walkAtRules((at) => {
    if (!at.nodes?.length && at.name !== 'import') at.remove();
  });
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes && node.nodes.length === 0) node.remove();
  });
  return root.toString().replace(/\n{2,}/g, '\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const file = require.resolve('infima/dist/css/default/default.css');
  const version = (require('infima/package.json') as { version: string }).version;
  const css = `/* Generated by scripts/gen-infima.ts from infima ${version} (MIT, Facebook, Inc. and its affiliates); do not edit. */\n${infimaSubset(fs.readFileSync(file, 'utf8'))}\n`;
  fs.writeFileSync('plugins/docusaurus/styles/infima.css', css);
  console.log(`wrote plugins/docusaurus/styles/infima.css (${css.length} bytes)`);
}
