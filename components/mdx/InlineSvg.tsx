import type { SVGProps } from 'react';

type Props = SVGProps<SVGSVGElement> & {
  /** The file's root attributes as React props, JSON (lib/shared/svg-parts.ts). */
  svgAttributes: string;
  /** The file's markup inside its root `<svg>`. */
  svgContent: string;
  /** SVGR's title prop: not drawn, as Docusaurus' default SVGR options leave it out. */
  title?: string;
};

/**
 * An SVG an MDX page imports and uses as an element (`import Diagram from './d.svg'`, `<Diagram width="100%" />`):
 * drawn inline, the file's attributes with the page's on top, as Docusaurus' SVGR component does, so that
 * `currentColor` follows the theme and the page's CSS reaches inside (lib/mdx/remark-imports.ts).
 */
export function InlineSvg({ svgAttributes, svgContent, title: _title, ...props }: Props) {
  const attributes = JSON.parse(svgAttributes) as SVGProps<SVGSVGElement>;
  return <svg {...attributes} {...props} dangerouslySetInnerHTML={{ __html: svgContent }} />;
}
