/**
 * The live preview shows what the build exports: `npm run dev` on the same content as the tested
 * export (content/ and the test overlay) serves a sample of pages, one for each kind of content
 * (every component the pages use, admonitions, code, Mermaid, tables, images, partials, a page
 * that hydrates), and each page's article must be the exported one, character for character.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { startDevServer, type DevServer } from '../scripts/lib/dev-server';

const port = Number(process.env.E2E_PORT ?? 4173) + 40;
const ARTICLE_START = '<div class="article-body" data-slot="article">';

/** Kinds of content, each found in the first page of the built site whose source has it. */
const KINDS: Record<string, RegExp> = {
  ConfigReference: /^<ConfigReference\b/m,
  ConfigValidator: /^<ConfigValidator\b/m,
  CardGrid: /^<CardGrid\b/m,
  admonition: /^:::(note|tip|info|warning|danger|caution)\b/m,
  mermaid: /^```mermaid\b/m,
  code: /^```(yaml|bash|shell)\b/m,
  table: /^\|.*\|\s*\n\|[\s:|-]+\|\s*$/m,
  image: /!\[[^\]]*\]\([^)]+\)/,
  partial: /^import \w+ from ['"][^'"]*\/_[^'"]+\.mdx?['"]/m,
  details: /<details\b/,
  tabs: /^<Tabs\b/m,
};

interface Doc {
  url: string;
  source: string;
}

function samplePages(): { kind: string; url: string }[] {
  const index = JSON.parse(fs.readFileSync('out/docs/metadata.json', 'utf8')) as { sets: { versions: { isLast: boolean; docs: Doc[] }[] }[] };
  const docs = index.sets.flatMap((s) => s.versions.filter((v) => v.isLast).flatMap((v) => v.docs));
  const picked = Object.entries(KINDS).flatMap(([kind, re]) => {
    const doc = docs.find((d) => fs.existsSync(d.source) && re.test(fs.readFileSync(d.source, 'utf8')));
    return doc ? [{ kind, url: doc.url }] : [];
  });
  // The test overlay's page of engine components (Tabs, CodeBlock, Highlight, a test component: it hydrates).
  const features = docs.find((d) => d.source.endsWith('test-fixtures/features.mdx'));
  if (features) picked.push({ kind: 'components that hydrate', url: features.url });
  return picked;
}

/** The article markup of a page's HTML (what the build's page pass or Next put into the article slot). */
function articleOf(html: string): string | undefined {
  const start = html.indexOf(ARTICLE_START);
  if (start < 0) return undefined;
  const from = start + ARTICLE_START.length;
  // (The slot ends before the article's hidden search facts, which follow it: components/doc/DocArticle.tsx.)
  const end = html.indexOf('</article>', from);
  return (
    html
      .slice(from, end)
      .replace(/(<span hidden="" data-search-meta="[^"]*"><\/span>)*$/, '')
      .replace(/<\/div>$/, '')
      .replace(/<!-- -->/g, '')
      // Next's per-build asset names differ between a dev and a production compile.
      .replace(/\/_next\/static\/[^"')\s]+/g, '/_next/static/…')
  );
}

test.describe('live preview parity', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 });
  let dev: DevServer | undefined;

  test.beforeAll(() => {
    dev = startDevServer(port, { DOCS_EXTRA_CONTENT: 'test/fixtures/e2e-content' });
  });

  test.afterAll(() => dev?.stop());

  test('each kind of page reads the same in the preview as in the export', async () => {
    const pages = samplePages();
    expect(pages.length, 'the sample finds its kinds of page').toBeGreaterThanOrEqual(8);
    for (const { kind, url } of pages) {
      const exported = articleOf(fs.readFileSync(path.join('out', url, 'index.html'), 'utf8'));
      expect(exported, `${url}: the export has an article`).toBeDefined();
      let html = '';
      // The first request waits for next dev's first compile.
      for (const started = Date.now(); ;) {
        const res = await fetch(`http://127.0.0.1:${port}${url}`).catch(() => undefined);
        if (res?.ok) {
          html = await res.text();
          break;
        }
        if (Date.now() - started > 300_000) throw new Error(`${url}: the preview did not answer\n${dev?.log().slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
      expect(articleOf(html), `${kind} (${url}): the preview's article is the export's`).toBe(exported);
    }
  });
});
