import { siteContext } from './site-context';
import { siteBase } from '@/lib/api/shared';

/** A site path with the baseUrl in front (absolute: with the site URL too). Not a hook: no React state. */
function withBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  if (/^\w+:|^\/\/|^#/.test(url)) return url;
  const base = siteBase(siteContext).replace(/\/$/, '');
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
