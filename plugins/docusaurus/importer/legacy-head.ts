/**
 * postBuild's legacy `head` (core commands/build/buildLocale.ts executePluginsPostBuild): each
 * page's react-helmet server state, by route, unless the config's
 * `future.v4.removeLegacyPostBuildHeadAttribute` (set by `future.v4: true`) hands `{}`. Helmet
 * gives each kind of head tag as an object with `toString()` (the tags' HTML) and `toComponent()`
 * (React elements); plugins read them to find a page's robots meta tag and the like. Here each is
 * read from the page's head as the engine published it.
 */

type Obj = Record<string, unknown>;

/** The tag kinds of a Helmet server state, each a pattern of its tags in a page's head. */
const TAGS: Record<string, RegExp> = {
  base: /<base\b[^>]*>/gi,
  link: /<link\b[^>]*>/gi,
  meta: /<meta\b[^>]*>/gi,
  noscript: /<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi,
  script: /<script\b[^>]*>[\s\S]*?<\/script>/gi,
  style: /<style\b[^>]*>[\s\S]*?<\/style>/gi,
  title: /<title\b[^>]*>[\s\S]*?<\/title>/gi,
};

/** React's names of the HTML attributes that differ from them. */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  crossorigin: 'crossOrigin',
  itemprop: 'itemProp',
};

const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributes(text: string): Obj {
  const props: Obj = {};
  for (const m of text.matchAll(ATTRIBUTE)) props[REACT_NAMES[m[1].toLowerCase()] ?? m[1]] = m[2] ?? m[3] ?? m[4] ?? true;
  return props;
}

type CreateElement = (type: string, props: Obj, ...children: unknown[]) => unknown;

/** One tag kind: its tags' HTML, and each tag as a React element (`createElement`: the site's React's). */
function tagKind(tags: string[], createElement?: CreateElement) {
  return {
    toString: () => tags.join(''),
    toComponent: () =>
      createElement
        ? tags.map((tag, key) => {
            const m = /^<([a-z]+)\b([^>]*?)\/?>([\s\S]*?)(?:<\/\1>)?$/i.exec(tag)!;
            const [, name, attrs, inner] = m;
            const props = { ...attributes(attrs), key };
            return name === 'title'
              ? createElement(name, props, inner)
              : createElement(name, inner ? { ...props, dangerouslySetInnerHTML: { __html: inner } } : props);
          })
        : [],
  };
}

/**
 * The attributes of the page's `<html>` or `<body>` tag, as Helmet gives them: not the body's id of
 * Docusaurus' root element (../theme-classes.ts rootId), which is core's `<div id="__docusaurus">`, no Helmet attribute.
 */
function tagAttributes(html: string, name: string) {
  const text = (new RegExp(`<${name}\\b([^>]*)>`, 'i').exec(html)?.[1] ?? '').replace(/(^|\s)id="__docusaurus"/, '').trim();
  return { toString: () => text, toComponent: () => attributes(text) };
}

/** A page's Helmet server state, read from its HTML. */
export function helmetOf(html: string, createElement?: CreateElement): Obj {
  const head = html.slice(0, html.search(/<\/head>/i) + 1 || undefined);
  const state: Obj = Object.fromEntries(Object.entries(TAGS).map(([kind, re]) => [kind, tagKind(head.match(re) ?? [], createElement)]));
  return { ...state, priority: tagKind([], createElement), htmlAttributes: tagAttributes(html, 'html'), bodyAttributes: tagAttributes(html, 'body') };
}

/** Whether a config (as written: `future.v4: true` sets every v4 flag) hands postBuild the legacy head. */
export function wantsLegacyHead(raw: Obj): boolean {
  const future = raw.future as Obj | undefined;
  const v4 = future?.v4;
  return !(v4 === true || (typeof v4 === 'object' && v4 !== null && (v4 as Obj).removeLegacyPostBuildHeadAttribute === true));
}
