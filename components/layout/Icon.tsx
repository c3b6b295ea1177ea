'use client';
// A client component only so that a page's payload carries <Icon name>, not the element's markup.

/**
 * One of the engine's icons: an empty element whose shape app/styles/icons.css draws as a mask in
 * the text colour, so each icon costs the page a few bytes, not its SVG path. Its size is the
 * stylesheet's (20 px; the external-link mark 12) unless `size` is given.
 */
export function Icon({ name, size }: { name: string; size?: number }) {
  return <i className={`icon icon-${name}`} aria-hidden="true" style={size ? { width: size, height: size } : undefined} />;
}
