/** The fixture sites the browser tests serve besides this one (scripts/build-fixture-sites.ts builds them). */
import os from 'node:os';
import path from 'node:path';

export interface FixtureSite {
  name: string;
  /** Its folder: a content folder, or a Docusaurus site to import first. */
  fixture: string;
  imported?: boolean;
  /** The port playwright.config.ts serves it on, and a page it has (the server is ready when that answers). */
  port: number;
  page: string;
}

export const FIXTURE_SITES: readonly FixtureSite[] = [
  { name: 'blog', fixture: 'test/fixtures/blog-site', port: 4181, page: '/blog/' },
  { name: 'docusaurus-look', fixture: 'test/fixtures/docusaurus-look', imported: true, port: 4182, page: '/docs/intro/' },
];

/** Where their out/ folders go: E2E_FIXTURE_SITES, else one folder of the system's temporary folder. */
export function fixtureSitesDir(): string {
  return process.env.E2E_FIXTURE_SITES ?? path.join(os.tmpdir(), 'docs-e2e-fixture-sites');
}
