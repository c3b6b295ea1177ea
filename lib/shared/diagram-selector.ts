/**
 * The drawings a reader can open in the diagram viewer (components/behaviour/DiagramViewer): the
 * hand-drawn SVG images published under DIAGRAMS_URL and the ```mermaid drawings made at build
 * time (lib/mdx/mermaid-svg.ts). Shared by the build's rules and the browser's behaviour.
 */
export const DIAGRAMS_URL = '/docs/img/diagrams/';

export const DIAGRAM_SELECTOR = `article img[src^="${DIAGRAMS_URL}"], article svg.mermaid-drawing`;
