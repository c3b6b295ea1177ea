/**
 * The drawings a reader can open in the diagram viewer (components/behaviour/DiagramViewer): the
 * hand-drawn SVG images published under the site's diagrams URL (lib/shared/site-paths.ts
 * diagramsUrl) and the ```mermaid drawings made at build time (lib/mdx/mermaid-svg.ts). Shared by
 * the build's rules and the browser's behaviour.
 */
/** The "Tap to zoom" control under a drawing whose labels are drawn too small (lib/browser/diagram-hints.ts). */
export const ZOOM_HINT_CLASS = 'diagram-zoom-hint';

export const diagramSelector = (diagramsUrl: string): string =>
  `article img[src^="${diagramsUrl}"], article svg.mermaid-drawing, article svg.mermaid-browser-drawing`;
