import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { FIXTURE_SITES, fixtureSitesDir } from './scripts/lib/fixture-sites';
import { chromiumLaunchOptions } from './scripts/lib/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** The fixture sites' servers, for those built (npm run build:fixture-sites; e2e/visual.spec.ts says when one is missing). */
const fixtureServers = FIXTURE_SITES.filter((site) => fs.existsSync(path.join(fixtureSitesDir(), site.name))).map((site) => ({
  command: `node scripts/serve.mjs ${JSON.stringify(path.join(fixtureSitesDir(), site.name))} ${site.port}${site.mount ? ` --base ${site.mount}` : ''}`,
  url: `http://127.0.0.1:${site.port}${site.page}`,
  reuseExistingServer: !process.env.CI,
  timeout: 20_000,
}));

/**
 * e2e tests run against the exported out/ served by a plain static server, the way users host
 * the site. Browser: Debian's Chromium (never a downloaded one).
 */
export default defineConfig({
  testDir: 'e2e',
  // Approved screenshots (e2e/visual.spec.ts), one per name: the browser is always Debian's Chromium.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  // Three on CI's two cores: a test spends much of its time waiting on the browser and the servers, and a
  // third worker fills it (the whole run, 480 s with two, 432 s with three, on two cores).
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  webServer: [
    {
      command: `node scripts/serve.mjs out ${PORT}`,
      url: `http://127.0.0.1:${PORT}/docs/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    ...fixtureServers,
  ],
});
