/**
 * How the scripts and the e2e suite start a browser: Debian's Chromium (CHROMIUM_PATH, else
 * /usr/bin/chromium), never a downloaded one, with the flags that work on the project's machines (README).
 */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Playwright's launch options for it. */
export const chromiumLaunchOptions = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS };
