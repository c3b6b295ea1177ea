import { routeSite } from '@/app/site';
import { sidebarDataKey } from '@/lib/content/nav';

/** /docs/sidebars/<set>@<version>.json: a version's full sidebar, fetched when a lazy category opens. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  const keys = routeSite().index.sets.flatMap((s) => s.versions.flatMap((v) => Object.keys(v.sidebars).map((id) => `${sidebarDataKey(s.id, v, id)}.json`)));
  // A static export needs at least one param; an unused sentinel keeps the route valid for a site without
  // sidebars (a blog-only site, no doc set).
  return (keys.length ? keys : ['.none.json']).map((key) => ({ key }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  for (const set of routeSite().index.sets)
    for (const v of set.versions)
      for (const [id, items] of Object.entries(v.sidebars)) if (`${sidebarDataKey(set.id, v, id)}.json` === key) return Response.json(items);
  return new Response('not found', { status: 404 });
}
