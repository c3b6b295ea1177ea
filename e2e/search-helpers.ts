import { expect, type Page } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Loads a page and opens the search dialog with Ctrl+K; returns its input, focused. */
export async function openDialog(page: Page, path = '/docs/vcluster/') {
  await page.goto(path);
  // The shortcut works once the page is hydrated; on a loaded machine that can take a moment,
  // and a key pressed before it is lost (as for a reader), so press again if no dialog came.
  await page.waitForLoadState('networkidle');
  // Named by the set's placeholder ("Search docs"; /docs/ may still say "Search...").
  const input = page.getByRole('dialog').getByRole('searchbox', { name: /^Search/ });
  await expect(async () => {
    if (!(await page.getByRole('dialog').count())) await page.keyboard.press('Control+k');
    await expect(input).toBeFocused({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  // The dialog's own code, not the stand-in drawn while it loads (components/search/SearchButton.tsx
  // DraftDialog): on a busy machine the stand-in is replaced while a test types into it.
  await expect(page.locator('.search-modal .search-body')).toBeAttached({ timeout: 15_000 });
  await expect(input).toBeFocused();
  return input;
}

/** One query of a multi-index request, with the parameters the stand-ins read. */
export interface AlgoliaRequest {
  query?: string;
  hitsPerPage?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: unknown;
  [param: string]: unknown;
}

/** A request body the search client sends to Algolia's multi-index queries endpoint. */
export interface AlgoliaRequestBody {
  requests?: AlgoliaRequest[];
}

/**
 * A loopback stand-in for Algolia's multi-index queries endpoint (CORS as Algolia answers it):
 * `answer` turns each request into the JSON it sends back. Returns its port and a way to stop it.
 */
export async function algoliaStandIn(answer: (body: AlgoliaRequestBody, url: string) => unknown): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
    if (req.method === 'OPTIONS') return res.end();
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(answer(body, req.url ?? '')));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise<void>((r) => server.close(() => r())) };
}
