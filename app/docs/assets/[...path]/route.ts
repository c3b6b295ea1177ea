import fs from 'node:fs';
import path from 'node:path';
import { contentRoots } from '@/lib/content/store';
import { IMAGE_EXT } from '@/lib/mdx/remark-images';

/** Images that pages reference by relative path, served from /docs/assets/<path under content>. */
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
};

function assets(dir: string, rel: string[] = [], acc: string[][] = []): string[][] {
  if (!fs.existsSync(dir)) return acc;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) assets(path.join(dir, e.name), [...rel, e.name], acc);
    else if (IMAGE_EXT.test(e.name)) acc.push([...rel, e.name]);
  }
  return acc;
}

export function generateStaticParams() {
  const list = contentRoots().flatMap((root) => assets(root));
  // A static export needs at least one param; an unused sentinel keeps the route valid when there are no images.
  return (list.length ? list : [['.none.svg']]).map((p) => ({ path: p }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: parts } = await params;
  for (const root of contentRoots()) {
    const file = path.join(root, ...parts);
    if (file.startsWith(root + path.sep) && fs.existsSync(file)) {
      return new Response(fs.readFileSync(file), { headers: { 'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' } });
    }
  }
  return new Response('', { status: 404 });
}
