import fs from 'node:fs';
import { contentBounds } from '@/lib/source/content-paths';
import { routeSite } from '@/app/site';
import { contentFileAt, outsideContent } from '@/lib/source/inside-content';
import { contentAssets } from '@/lib/output/engine-files';
import { fileType } from '@/lib/output/file-types';

/**
 * Images and other files that pages reference by relative path, served from /docs/assets/<path under
 * content> in the live preview only (next.config.ts pageExtensions): the build copies them into its
 * export in its own phase (lib/output/engine-files.ts).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  const { config, paths } = routeSite();
  const list = [...contentAssets(paths, config).keys()].map((rel) => rel.split('/'));
  // A route needs at least one param; an unused sentinel keeps it valid when there are no images.
  return (list.length ? list : [['.none.svg']]).map((p) => ({ path: p }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: parts } = await params;
  const { config, paths } = routeSite();
  const bounds = contentBounds(paths, config.content);
  const file = contentFileAt(parts.join('/'), bounds);
  // (A link out of the content serves nothing, in `npm run dev` too, where no check runs first.)
  if (file && !outsideContent(file, bounds)) return new Response(fs.readFileSync(file), { headers: { 'Content-Type': fileType(file) } });
  return new Response('', { status: 404 });
}
