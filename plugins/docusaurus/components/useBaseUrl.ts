import { siteContext } from './site-context';
import { siteBase } from '@/lib/api/shared';

/** A site path with the baseUrl in front (absolute: with the site URL too). Not a hook: no React state. */
function withBaseUrl<T extends string | undefined>(url: T, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): T | string {
  // (No URL stays none, as Docusaurus' addBaseUrl returns it: a navbar link with `href` only asks for its `to`.)
  if (!url || /^\w+:|^\/\/|^#/.test(url)) return url;
  const base = siteBase(siteContext).replace(/\/$/, '');
  const prefixed = !options.forcePrependBaseUrl && (url === base || url.startsWith(`${base}/`)) ? url : `${base}/${url.replace(/^\//, '')}`;
  return options.absolute ? siteContext.url.replace(/\/$/, '') + prefixed : prefixed;
}

/** `@docusaurus/useBaseUrl`. */
export default function useBaseUrl<T extends string | undefined>(url: T, options?: { absolute?: boolean; forcePrependBaseUrl?: boolean }): T | string {
  return withBaseUrl(url, options);
}

export function useBaseUrlUtils() {
  return { withBaseUrl };
}
