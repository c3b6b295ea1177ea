/** A stylesheet's relative `url()`s rewritten for the sheet's text moved to another folder. */
const URL_TOKEN = /url\(\s*(["']?)([^"')\s]+)\1\s*\)/g;

/** `css` with each relative URL (not a scheme, `/…`, `#…` or `data:`) prefixed by `prefix`, the way from the new folder to the old (`../site-components`). */
export function rebaseUrls(css: string, prefix: string): string {
  if (!prefix || prefix === '.') return css;
  return css.replace(URL_TOKEN, (all, quote: string, url: string) =>
    /^(?:[a-z][\w+.-]*:|\/|#)/i.test(url) ? all : `url(${quote}${prefix}/${url.replace(/^\.\//, '')}${quote})`,
  );
}
