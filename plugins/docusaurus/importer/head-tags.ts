/**
 * The docusaurus.config parts that add to every page's <head>, as site.config.json `head`:
 * themeConfig.image (og:image, twitter:image), then what core's bootstrap plugin injects, in its order
 * (server/plugins/synthetic.ts createBootstrapPlugin): `headTags`, `stylesheets`, `scripts`. Icons in
 * headTags are favicons (./identity.ts). What React cannot write is listed for the report (./html-tags.ts).
 * (themeConfig.metadata is SiteMetadata's, which a page's own tags replace: ../page-head.ts writes it.)
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { HeadTag, SiteHead } from '../../../lib/api/config';
import { htmlTagsOf } from './html-tags';
import { docusaurusFrom } from './mdx1';
import { installedEntry } from '../site-components/installed-entry';
import { isObj } from '../../../lib/api/guards';
import { installedDocusaurusVersion } from '../site-components/installed-version';
import { generatorTag } from '../shared/generator';

type Obj = Record<string, unknown>;

/** theme-common's keyboardFocusedClassName. */
const KEYBOARD_FOCUSED_CLASS = 'navigation-with-keyboard';

/** Site paths in themeConfig.image are relative to baseUrl, as useBaseUrl makes them. */
function withBase(baseUrl: string, p: string): string {
  if (/^\w+:|^\/\//.test(p) || p.startsWith(baseUrl)) return p;
  return `${baseUrl.replace(/\/$/, '')}/${p.replace(/^\//, '')}`;
}

export function headFromConfig(raw: Obj, baseUrl: string, siteRoot?: string): { head?: SiteHead; unmapped: string[] } {
  const unmapped: string[] = [];
  // (First, as the page template writes it, before the tags the plugins inject.)
  const version = siteRoot ? installedDocusaurusVersion(siteRoot) : undefined;
  const tags: HeadTag[] = version ? [generatorTag(version)] : [];
  const add = (given: unknown, where: string) => {
    const read = htmlTagsOf(given, where);
    tags.push(...read.tags);
    unmapped.push(...read.dropped);
  };
  const theme = isObj(raw.themeConfig) ? raw.themeConfig : {};
  // (themeConfig.metadata is SiteMetadata's, which ../page-head.ts writes on each page; what of it React cannot write is named here, as for the rest.)
  (Array.isArray(theme.metadata) ? theme.metadata : []).forEach((m, i) => {
    if (isObj(m) && typeof m.content === 'string') unmapped.push(...htmlTagsOf({ tagName: 'meta', attributes: m }, `themeConfig.metadata[${i}]`).dropped);
  });
  (Array.isArray(raw.headTags) ? raw.headTags : []).forEach((t, i) => {
    // Icons are the favicons (identity.ts).
    if (isObj(t) && t.tagName === 'link' && isObj(t.attributes) && /\bicon\b/.test(String(t.attributes.rel ?? ''))) return;
    add(t, `headTags[${i}]`);
  });
  // (As the bootstrap plugin writes them: a string is `<link rel="stylesheet" href>`, `<script src>`.)
  (Array.isArray(raw.stylesheets) ? raw.stylesheets : []).forEach((s, i) =>
    add(
      typeof s === 'string'
        ? { tagName: 'link', attributes: { rel: 'stylesheet', href: s } }
        : { tagName: 'link', attributes: { rel: 'stylesheet', ...(s as Obj) } },
      `stylesheets[${i}]`,
    ),
  );
  (Array.isArray(raw.scripts) ? raw.scripts : []).forEach((s, i) =>
    add(typeof s === 'string' ? { tagName: 'script', attributes: { src: s } } : { tagName: 'script', attributes: { ...(s as Obj) } }, `scripts[${i}]`),
  );
  const image = typeof theme.image === 'string' && theme.image ? withBase(baseUrl, theme.image) : undefined;
  const bodyStart = siteRoot ? themeSprites(siteRoot) : [];
  // theme-classic's SiteMetadata before 3.10 writes `<body className="navigation-with-keyboard">` on every page, so that
  // links are outlined without JavaScript (its published packages 2.4.3 to 3.9.2 do; 3.10.0 writes a bare <body />).
  const bodyClass = siteRoot && docusaurusFrom(siteRoot, 3, 10) === false ? KEYBOARD_FOCUSED_CLASS : undefined;
  if (!image && !tags.length && !bodyStart.length && !bodyClass) return { unmapped };
  const head = {
    ...(image ? { image } : {}),
    ...(tags.length ? { tags } : {}),
    ...(bodyClass ? { bodyClass } : {}),
    ...(bodyStart.length ? { bodyStart } : {}),
  };
  return { head, unmapped };
}

/**
 * The installed classic theme's SVG sprites (3.7 on: its external-link icon is a `<use>` of one),
 * which its injectHtmlTags puts first in every page's body: the theme's icons drawn in the page
 * need them. (Its other preBodyTags, the colour mode's and announcement bar's inline scripts, are
 * the engine's head script.)
 */
function themeSprites(siteRoot: string): HeadTag[] {
  const file = installedEntry('@docusaurus/theme-classic/lib/inlineSvgSprites.js', siteRoot);
  if (!file) return [];
  const { SvgSpriteDefs } = createRequire(path.resolve(siteRoot, 'package.json'))(file) as { SvgSpriteDefs?: unknown };
  return typeof SvgSpriteDefs === 'string' ? [{ tagName: 'svg', attributes: { style: 'display: none;' }, innerHTML: SvgSpriteDefs }] : [];
}
