import fs from 'node:fs';
import { getSite } from '@/lib/content/store';
import { siteIndex } from '@/lib/content/site-index';
import { SCHEMAS, schemaPath, schemaUrl, type SchemaName } from '@/plugins/vcluster/schema/load';

/** /docs/schemas/<name>[-<version>].json: the schemas the in-browser validators load. */
export const dynamic = 'force-static';
export const dynamicParams = false;

function files(): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of Object.keys(SCHEMAS) as SchemaName[]) {
    const s = SCHEMAS[name];
    const versions =
      siteIndex(getSite().index)
        .set(s.set)
        ?.versions.map((v) => v.name) ?? [];
    for (const v of s.versioned ? versions : ['current']) {
      const file = schemaPath(name, v);
      if (fs.existsSync(file)) out.set(schemaUrl(name, v).split('/').pop()!, file);
    }
  }
  return out;
}

// index.json lists the schema files, so the route always has at least one file to export.
export function generateStaticParams() {
  return ['index.json', ...files().keys()].map((file) => ({ file }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file === 'index.json') return Response.json([...files().keys()]);
  const path = files().get(file);
  if (!path) return new Response('not found', { status: 404 });
  return new Response(fs.readFileSync(path), { headers: { 'Content-Type': 'application/json' } });
}
