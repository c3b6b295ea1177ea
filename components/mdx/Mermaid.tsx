import { mermaidModuleUrl } from '@/lib/mermaid/mermaid-files';

/**
 * A ```mermaid diagram as plain markup: the SVG drawn at build time (lib/mdx/rehype-mermaid.ts)
 * is in the page's HTML, scaled to the article column, and selecting it opens the diagram viewer
 * (components/behaviour/DiagramViewer), so a page with diagrams needs no hydration.
 * A diagram the build cannot draw comes as its source, which Mermaid draws in the browser
 * (components/behaviour/LazyBehaviours.tsx) from the modules the engine publishes, whose URL the
 * figure carries (under the site's `mount`, from lib/mdx/rehype-mermaid.ts): a page without such a diagram names no Mermaid. Until then, and without script,
 * the source shows. `config`: the theme and options a site has Mermaid draw every diagram with
 * (lib/config/mermaid-in-browser.ts), as JSON; `module`: the URL of the site's own Mermaid, if it names one.
 */
export function Mermaid({
  svg,
  source,
  alt,
  mount = '',
  config,
  module,
}: {
  svg?: string;
  source?: string;
  alt?: string;
  mount?: string;
  config?: string;
  module?: string;
}) {
  if (svg !== undefined) return <figure className="mermaid-diagram" dangerouslySetInnerHTML={{ __html: svg }} />;
  return (
    <figure
      className="mermaid-diagram"
      data-mermaid-source={source}
      data-mermaid-module={module ?? mermaidModuleUrl(mount)}
      data-mermaid-config={config}
      role="img"
      aria-label={alt}
    >
      <pre className="mermaid-source">
        <code>{source}</code>
      </pre>
    </figure>
  );
}
