/**
 * Builds the local search index with Pagefind from the exported HTML: one bundle per doc set
 * version (out/docs/pagefind/<set>-<version>/), so a query only downloads its own version's
 * chunks. Pages mark their searchable body with data-pagefind-body (components/doc/SearchMeta).
 * Code blocks are left out, as DocSearch's crawler does: they bloat the index and match stray
 * fragments such as single-letter flags; prose, headings and inline code stay searchable.
 */
import fs from 'node:fs';
import path from 'node:path';
import { dirSize } from './fs-size';
import * as pagefind from 'pagefind';
import type { ContentIndex } from '../../lib/content/types';
import { bundlePath, scopeKey } from '../../lib/search/scope';

export interface IndexReport {
  scope: string;
  pages: number;
  bytes: number;
}

export async function buildSearchIndexes(out: string, index: ContentIndex): Promise<IndexReport[]> {
  const reports: IndexReport[] = [];
  try {
    for (const set of index.sets)
      for (const version of set.versions) {
        const scope = scopeKey(set.id, version.name);
        const { index: pf, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: ['.hash-link', '.config-anchor', 'pre', '.mermaid-diagram'] });
        if (!pf) throw new Error(`pagefind: ${errors.join('; ')}`);
        let pages = 0;
        const urls = [...version.docs.filter((d) => !d.unlisted && !d.draft).map((d) => d.url), ...version.generatedIndexes.map((g) => g.url)];
        for (const url of urls) {
          const file = path.join(out, decodeURIComponent(url), 'index.html');
          if (!fs.existsSync(file)) continue;
          const res = await pf.addHTMLFile({ url, content: fs.readFileSync(file, 'utf8') });
          if (res.errors.length) throw new Error(`pagefind ${url}: ${res.errors.join('; ')}`);
          pages++;
        }
        const outputPath = path.join(out, bundlePath(scope));
        const written = await pf.writeFiles({ outputPath });
        if (written.errors.length) throw new Error(`pagefind ${scope}: ${written.errors.join('; ')}`);
        reports.push({ scope, pages, bytes: dirSize(outputPath) });
      }
  } finally {
    await pagefind.close();
  }
  return reports;
}
