/**
 * `npm run gen:anchor-inventory -- --from <Docusaurus build/> [--base /docs/] [--source <label>]`:
 * every id inside each page's article on the original site, from Docusaurus' build of it, written
 * to test/fixtures/anchor-inventory.json. e2e/anchor-inventory.spec.ts checks that each still
 * lands on the same page of this site's export. Only the ids and URLs are kept, no text.
 *
 * Left out, as no link names them: ids inside an inline SVG (its gradients, markers and clip paths
 * point at one another) and ids React made (`:r1:`, `«r1»`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument, DomUtils } from 'htmlparser2';
import { docusaurusBuiltUrls, htmlFileOf } from '../plugins/docusaurus/importer/page-parity';

const INVENTORY_FILE = 'test/fixtures/anchor-inventory.json';

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<Node, { attribs: unknown }>;

/** The ids inside a Docusaurus page's article (its `theme-doc-markdown` element), in page order; undefined without one. */
export function articleIds(html: string): string[] | undefined {
  const doc = parseDocument(html);
  const article = DomUtils.findOne((el) => ` ${el.attribs.class ?? ''} `.includes(' theme-doc-markdown '), doc.children, true);
  if (!article) return undefined;
  const ids: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (!('attribs' in node)) continue;
      const el = node as Element;
      if (el.name === 'svg') continue;
      const id = el.attribs.id;
      if (id && !/^(:r[\w-]*:|«r[\w-]*»)$/.test(id) && !ids.includes(id)) ids.push(id);
      walk(el.children as Node[]);
    }
  };
  walk(article.children as Node[]);
  return ids;
}

/** URL (with trailing slash) → the ids of its article, for every page of the build that has an article with ids. */
export function anchorInventory(buildDir: string, base: string): Record<string, string[]> {
  const trimmed = base.replace(/\/$/, '');
  const pages: Record<string, string[]> = {};
  for (const url of docusaurusBuiltUrls(buildDir, base).sort()) {
    const file = htmlFileOf(buildDir, url.startsWith(`${trimmed}/`) ? url.slice(trimmed.length) : url === trimmed ? '/' : url);
    if (!file) continue;
    const ids = articleIds(fs.readFileSync(file, 'utf8'));
    if (ids?.length) pages[url === '/' ? '/' : `${url}/`] = ids;
  }
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const from = flag('--from');
  if (!from) throw new Error('--from <the build/ folder of Docusaurus> is required');
  const pages = anchorInventory(path.resolve(from), flag('--base') ?? '/docs/');
  const ids = Object.values(pages).reduce((n, list) => n + list.length, 0);
  const out = {
    $comment: 'Every id inside each article of the original site (npm run gen:anchor-inventory); e2e/anchor-inventory.spec.ts checks each lands here.',
    source: flag('--source') ?? from,
    pages,
  };
  fs.writeFileSync(INVENTORY_FILE, `${JSON.stringify(out, null, 0).replace(/\],"/g, '],\n"')}\n`);
  console.log(`${Object.keys(pages).length} pages, ${ids} ids → ${INVENTORY_FILE}`);
}
