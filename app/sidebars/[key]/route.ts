import { getSite } from '@/lib/content/store';
import { sidebarDataKey } from '@/lib/content/nav';

/** /sidebars/<set>@<version>.json: a version's full sidebar, fetched when a lazy category opens. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getSite().index.sets.flatMap((s) => s.versions.map((v) => ({ key: `${sidebarDataKey(s.id, v.name)}.json` })));
}

export async function GET(_req: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  for (const set of getSite().index.sets)
    for (const v of set.versions)
      if (`${sidebarDataKey(set.id, v.name)}.json` === key) return Response.json(v.sidebars.default ?? []);
  return new Response('not found', { status: 404 });
}
