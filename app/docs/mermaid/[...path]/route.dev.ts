import { routeSite } from '@/app/site';
import { mermaidFile, mermaidPackage, mermaidVersion } from '@/lib/mermaid/mermaid-files';
import { publishedMermaidFiles } from '@/lib/output/engine-files';

/**
 * Mermaid's modules, for the diagrams the build cannot draw (lib/mermaid/mermaid-files.ts): /docs/mermaid/<version>/<file>,
 * in the live preview only (next.config.ts pageExtensions): the build writes them in its own phase (lib/output/engine-files.ts).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  // Only a site whose Markdown has diagrams (markdown.mermaid) can need them; a route needs one param.
  const { config } = routeSite();
  const files = publishedMermaidFiles(config);
  const version = files.length ? mermaidVersion(mermaidPackage(config)) : '';
  return (files.length ? files.map((f) => [version, ...f.split('/')]) : [['.none.js']]).map((p) => ({ path: p }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const [version, ...rest] = (await params).path;
  const pkg = mermaidPackage(routeSite().config);
  const text = version === mermaidVersion(pkg) ? mermaidFile(rest.join('/'), pkg) : undefined;
  return text === undefined ? new Response('', { status: 404 }) : new Response(text, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
