import { createElement, type ReactNode } from 'react';
import styleToJs from 'style-to-js';
import { VOID_TAGS, type HeadTag } from '@/lib/config/site-head';

/** HTML attribute names React spells otherwise (it warns on the HTML spelling). */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  'http-equiv': 'httpEquiv',
  hreflang: 'hrefLang',
  nomodule: 'noModule',
  referrerpolicy: 'referrerPolicy',
  fetchpriority: 'fetchPriority',
  allowfullscreen: 'allowFullScreen',
  frameborder: 'frameBorder',
  tabindex: 'tabIndex',
};

/** React's props for a tag's attributes (a style is an object to React). */
function propsOf(tag: HeadTag): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(tag.attributes)) {
    const lower = name.toLowerCase();
    props[REACT_NAMES[lower] ?? name] = lower === 'style' && typeof value === 'string' ? styleToJs(value) : value;
  }
  if (tag.innerHTML && !VOID_TAGS.has(tag.tagName)) props.dangerouslySetInnerHTML = { __html: tag.innerHTML };
  return props;
}

/** The site's own tags (site.config.json head.tags, bodyStart or bodyEnd), where they are rendered. */
export function SiteHeadTags({ tags }: { tags: HeadTag[] | undefined }) {
  return (tags ?? []).map((tag, i) => createElement(tag.tagName, { key: `${tag.tagName}-${i}`, ...propsOf(tag) }));
}

/**
 * A page with the head tags a site's plugin writes itself (lib/content/page-head.ts), which React puts
 * in the head; the page alone where there are none, so that its payload is as it was.
 */
export function WithHeadTags({ tags, children }: { tags: HeadTag[] | undefined; children: ReactNode }) {
  if (!tags) return children;
  return (
    <>
      <SiteHeadTags tags={tags} />
      {children}
    </>
  );
}
