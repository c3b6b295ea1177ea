/** `@docusaurus/isInternalUrl`: whether a URL stays on the site (no protocol such as `https:` or `mailto:`, and not `//host`). */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
