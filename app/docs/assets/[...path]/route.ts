import fs from 'node:fs';
import path from 'node:path';
import { contentRoots } from '@/lib/content/store';
import { routeSite } from '@/app/site';
import { contentFiles } from '@/lib/source/content-walk';
import { allowedFolders, outsideContent } from '@/lib/source/inside-content';
import { isPublishedAsset } from '@/lib/mdx/remark-file-links';

/** Images and other files that pages reference by relative path, served from /docs/assets/<path under content>. */
export const dynamic = 'force-static';
export const dynamicParams = false;

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.sh': 'text/plain; charset=utf-8',
  '.yaml': 'text/plain; charset=utf-8',
  '.yml': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

/** The assets under a content root (lib/mdx/remark-file-links.ts), as path segments (the walk passes over links the check refuses). */
function assets(root: string, bounds: readonly string[]): string[][] {
  return contentFiles(root, bounds)
    .filter(isPublishedAsset)
    .map((rel) => rel.split('/'));
}

export function generateStaticParams() {
  const { config, paths } = routeSite();
  const bounds = allowedFolders({ contentRoots: contentRoots(paths), contentPolicy: config.content });
  const list = contentRoots(paths).flatMap((root) => assets(root, bounds));
  // A static export needs at least one param; an unused sentinel keeps the route valid when there are no images.
  return (list.length ? list : [['.none.svg']]).map((p) => ({ path: p }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: parts } = await params;
  const { config, paths } = routeSite();
  const bounds = { contentRoots: contentRoots(paths), contentPolicy: config.content };
  for (const root of contentRoots(paths)) {
    const file = path.join(root, ...parts);
    // (A link out of the content serves nothing, in `npm run dev` too, where no check runs first.)
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && !outsideContent(file, bounds)) {
      return new Response(fs.readFileSync(file), { headers: { 'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' } });
    }
  }
  return new Response('', { status: 404 });
}
