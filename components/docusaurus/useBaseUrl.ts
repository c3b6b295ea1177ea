import { siteContext } from './site-context';

/** A site path with the baseUrl in front (absolute: with the site URL too). Not a hook: no React state. */
function withBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  if (/^\w+:|^\/\/|^#/.test(url)) return url;
  const base = siteContext.baseUrl.replace(/\/$/, '');
  const prefixed = !options.forcePrependBaseUrl && (url === base || url.startsWith(`${base}/`)) ? url : `${base}/${url.replace(/^\//, '')}`;
  return options.absolute ? siteContext.url.replace(/\/$/, '') + prefixed : prefixed;
}

/** `@docusaurus/useBaseUrl`. */
export default function useBaseUrl(url: string, options?: { absolute?: boolean; forcePrependBaseUrl?: boolean }): string {
  return withBaseUrl(url, options);
}

export function useBaseUrlUtils() {
  return { withBaseUrl };
}
