/**
 * A ```mermaid diagram as plain markup: the SVG drawn at build time (lib/mdx/rehype-mermaid.ts)
 * is in the page's HTML, scaled to the article column, and selecting it opens the diagram viewer
 * (components/behaviour/DiagramViewer), so a page with diagrams needs no hydration.
 */
export function Mermaid({ svg }: { svg: string }) {
  return <figure className="mermaid-diagram" dangerouslySetInnerHTML={{ __html: svg }} />;
}
