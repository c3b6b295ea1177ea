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
  /** A site served under a path of its host (its mount): its build folder, out/<mount>, is served there, as a host serves it. */
  mount?: string;
  /** The Docusaurus release installed beside the site (test/docusaurus-install.ts), as a team's repository has it: its theme's own parts are drawn. */
  docusaurus?: string;
  /** A folder whose files are laid over the site's copy: another site made of the fixture with a few files changed. */
  overlay?: string;
}

export const FIXTURE_SITES: readonly FixtureSite[] = [
  { name: 'blog', fixture: 'test/fixtures/blog-site', port: 4181, page: '/blog/' },
  { name: 'docusaurus-look', fixture: 'test/fixtures/docusaurus-look', imported: true, port: 4182, page: '/docs/intro/' },
  { name: 'docusaurus-mounted', fixture: 'test/fixtures/docusaurus-mounted', imported: true, port: 4183, page: '/base/guide/intro/', mount: '/base' },
  { name: 'docusaurus-installed', fixture: 'test/fixtures/docusaurus-look', imported: true, port: 4184, page: '/docs/intro/', docusaurus: '3.10.2' },
  // (The look fixture with a DocRoot of its own, which draws the docs' frame: e2e/doc-root.spec.ts.)
  {
    name: 'docusaurus-doc-root',
    fixture: 'test/fixtures/docusaurus-look',
    overlay: 'test/fixtures/docusaurus-doc-root',
    imported: true,
    port: 4185,
    page: '/docs/intro/',
    docusaurus: '3.10.2',
  },
];

/** Where their out/ folders go: E2E_FIXTURE_SITES, else one folder of the system's temporary folder. */
export function fixtureSitesDir(): string {
  return process.env.E2E_FIXTURE_SITES ?? path.join(os.tmpdir(), 'docs-e2e-fixture-sites');
}
