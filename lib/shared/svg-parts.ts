/**
 * An SVG file as the React component Docusaurus' SVGR loader makes of it: the root `<svg>`'s
 * attributes as React props and its markup inside. Used for SVGs a site component imports
 * (plugins/docusaurus/site-components/bundle.ts) and for SVGs an MDX page imports (lib/mdx/remark-imports.ts →
 * components/mdx/InlineSvg.tsx). No Node imports: the browser bundle may use it.
 */

export interface SvgParts {
  props: Record<string, unknown>;
  inner: string;
}

export function svgParts(text: string): SvgParts {
  const open = /<svg\b([^>]*?)(\/?)>/i.exec(text);
  if (!open) return { props: {}, inner: '' };
  const end = text.lastIndexOf('</svg>');
  const inner = open[2] || end < 0 ? '' : text.slice(open.index + open[0].length, end);
  return { props: svgProps(open[1]), inner };
}

/** `stroke-width="2" style="display: block"` → React props (`style` an object). */
export function svgProps(attributes: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const m of attributes.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const [, name, dq, sq] = m;
    const value = dq ?? sq ?? '';
    if (name === 'style') {
      const style: Record<string, string> = {};
      for (const decl of value.split(';')) {
        const i = decl.indexOf(':');
        if (i > 0)
          style[
            decl
              .slice(0, i)
              .trim()
              .replace(/^-ms-/, 'ms-')
              .replace(/-([a-z])/g, (_all, c: string) => c.toUpperCase())
          ] = decl.slice(i + 1).trim();
      }
      props.style = style;
    } else props[name === 'class' ? 'className' : name] = value;
  }
  return props;
}
