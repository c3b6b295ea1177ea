import { createElement } from 'react';
import type { HeadTag } from '@/lib/config/site-head';

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
};

/** The site's own <link>, <meta> and <script src> tags (site.config.json head.tags), in every page's <head>. */
export function SiteHeadTags({ tags }: { tags: HeadTag[] | undefined }) {
  return (tags ?? []).map((tag, i) => {
    const props: Record<string, string | boolean> = {};
    for (const [name, value] of Object.entries(tag.attributes)) props[REACT_NAMES[name.toLowerCase()] ?? name] = value;
    return createElement(tag.tagName, { key: `${tag.tagName}-${i}`, ...props });
  });
}
