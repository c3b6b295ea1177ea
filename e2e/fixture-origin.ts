import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { FIXTURE_SITES, fixtureSitesDir } from '../scripts/lib/fixture-sites';

/** A fixture site's origin (scripts/build-fixture-sites.ts builds them into the folder playwright.config.ts serves). */
export function fixtureOrigin(name: string): string {
  const site = FIXTURE_SITES.find((s) => s.name === name)!;
  expect(fs.existsSync(path.join(fixtureSitesDir(), name)), `${name} is not built — run npm run build:fixture-sites`).toBe(true);
  return `http://127.0.0.1:${site.port}`;
}
