/**
 * Worker thread of scripts/lib/prerender-articles.ts: renders the articles it is sent (the site
 * comes from the build's index file, as for Next's render workers) and posts back each one's result, or
 * that it could not be rendered here (Next renders that page and reports any error).
 */
import { parentPort } from 'node:worker_threads';
import { renderArticles } from './prerender-articles';

// Before React loads (renderArticles imports the renderer): its production build, as in Next.
(process.env as Record<string, string>).NODE_ENV = 'production';

parentPort!.on('message', async (m: { indexFile: string; urls: string[] }) => {
  process.env.DOCS_INDEX_FILE = m.indexFile;
  parentPort!.postMessage({ results: await renderArticles(m.urls) });
});
parentPort!.postMessage({ ready: true });
