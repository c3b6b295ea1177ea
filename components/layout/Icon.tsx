'use client';
// A client component only so that a page's payload carries <Icon name>, not the element's markup.

/** The size each icon is drawn at unless told (app/styles/icons.css). */
const DEFAULT_SIZE: Record<string, number> = { external: 12 };

/**
 * One of the engine's icons: an empty element whose shape app/styles/icons.css draws as a mask in
 * the text colour, so each icon costs the page a few bytes, not its SVG path.
 */
export function Icon({ name, size }: { name: string; size?: number }) {
  const own = size !== undefined && size !== (DEFAULT_SIZE[name] ?? 20);
  return <i className={`icon icon-${name}`} aria-hidden="true" style={own ? { width: size, height: size } : undefined} />;
}
