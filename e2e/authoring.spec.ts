import { test, expect } from '@playwright/test';

// A test-only fixture page (test/fixtures/e2e-content) that uses every authoring feature.
const PAGE = '/docs/vcluster/test-fixtures/features/';

test.describe('authoring features', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PAGE);
  });

  test('admonitions: every type, custom title, nesting, accessible', async ({ page }) => {
    for (const type of ['note', 'tip', 'info', 'warning', 'caution', 'danger']) {
      await expect(page.locator(`.admonition-${type}`).first()).toBeVisible();
    }
    await expect(page.locator('.admonition-tip .admonition-title')).toHaveText('Custom tip title');
    await expect(page.locator('.admonition-danger .admonition-note .admonition-title')).toHaveText('Nested note');
    await expect(page.getByRole('note', { name: 'Custom tip title' })).toBeVisible();
  });

  test('<Highlight> inline marker', async ({ page }) => {
    await expect(page.locator('article mark.highlight')).toHaveText('highlighted');
    await expect(page.locator('article mark.highlight')).toHaveCSS('background-color', 'rgb(255, 243, 191)');
  });

  test('custom heading ids and the JSX comment', async ({ page }) => {
    await expect(page.locator('h2#admonitions-section')).toHaveText(/Admonitions/);
    await expect(page.locator('article')).not.toContainText('must not render');
  });

  test('partial with props and a link resolved from the partial', async ({ page }) => {
    const p = page.locator('article p', { hasText: 'Hello from the partial' });
    await expect(p.locator('strong')).toHaveText('Reader');
    await expect(p.locator('a')).toHaveAttribute('href', '/docs/vcluster/introduction/architecture/');
  });

  test('tabs: all panels in the HTML, group sync, query string, persistence', async ({ page, request }) => {
    const html = await (await request.get(PAGE)).text();
    expect(html).toContain('Install on macOS.'); // server-rendered, searchable
    const groups = page.locator('.tabs');
    await expect(groups.nth(0).getByRole('tabpanel')).toHaveText('Install on Linux.');
    await groups.nth(0).getByRole('tab', { name: 'macOS' }).click();
    await expect(groups.nth(0).getByRole('tabpanel')).toHaveText('Install on macOS.');
    await expect(groups.nth(1).getByRole('tabpanel')).toHaveText('Second group on macOS.');
    await expect(page).toHaveURL(/[?&]os=mac/);
    // Remembered under the site's key (site.config.json tabs.storagePrefix): the original site's, so its readers' choices carry over.
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('mac');
    await page.goto(PAGE); // no query: the choice persists through localStorage
    await expect(page.locator('.tabs').nth(1).getByRole('tabpanel')).toHaveText('Second group on macOS.');
    await page.goto(`${PAGE}?os=linux`);
    await expect(page.locator('.tabs').nth(0).getByRole('tabpanel')).toHaveText('Install on Linux.');
  });

  test('tabs: keyboard arrows move the selection', async ({ page }) => {
    const tabs = page.locator('.tabs').nth(0);
    await tabs.getByRole('tab', { name: 'Linux' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'macOS' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  });

  test('code blocks: title, language badge, highlighted line, line numbers, diff, copy button', async ({ page }) => {
    const yaml = page.locator('.code-block[data-lang="yaml"]');
    await expect(yaml.locator('.code-title')).toHaveText('vcluster.yaml');
    await expect(yaml.locator('.code-lang')).toHaveText('yaml');
    await expect(yaml.locator('.line.hl')).toHaveCount(1);
    await expect(yaml.locator('.line.hl')).toContainText('toHost');
    await expect(yaml.locator('pre.numbered')).toHaveCount(1);
    const diff = page.locator('.code-block[data-lang="diff"]');
    await expect(diff.locator('.line.del')).toHaveCount(1);
    await expect(diff.locator('.line.add')).toHaveCount(2);
    await expect(page.locator('.code-block', { hasText: 'curl -L -o vcluster' }).locator('.code-title')).toHaveText('install.sh');
    await expect(yaml.getByRole('button', { name: 'Copy code' })).toBeVisible();
  });

  test('details expand', async ({ page }) => {
    const details = page.locator('article details');
    await expect(details.getByText('Hidden details text.')).toBeHidden();
    await details.locator('summary').click();
    await expect(details.getByText('Hidden details text.')).toBeVisible();
  });

  test('mermaid: drawn at build time, the HTML has the drawing with its alt text and not the source', async ({ page, request }) => {
    const html = await (await request.get(PAGE)).text();
    expect(html).not.toContain('flowchart LR');
    expect(html).toMatch(
      /<figure class="mermaid-diagram"><svg [^>]*role="img" aria-label="The request flows from the client through the API server to the syncer\."/,
    );
    const drawing = page.getByRole('img', { name: 'The request flows from the client through the API server to the syncer.' });
    await expect(drawing).toBeVisible();
    await expect(drawing).toContainText('Syncer');
  });

  test('relative images are served with their intrinsic size', async ({ page, request }) => {
    const img = page.locator('article img[alt="A two-box diagram"]');
    await expect(img).toHaveAttribute('width', '320');
    await expect(img).toHaveAttribute('height', '120');
    const src = await img.getAttribute('src');
    expect(src).toMatch(/^\/docs\/assets\//);
    expect((await request.get(src!)).status()).toBe(200);
  });
});

test.describe('machine-readable output', () => {
  test('every page is also Markdown at its URL + .md', async ({ request }) => {
    const res = await request.get('/docs/vcluster/test-fixtures/features.md');
    expect(res.status()).toBe(200);
    const md = await res.text();
    expect(md).toContain('# Authoring features fixture');
    expect(md).toContain('> **Custom tip title:**');
    expect(md).toContain('**macOS**');
    expect(md).toContain('https://www.vcluster.com/docs/vcluster/introduction/architecture/');
    expect(md).not.toContain('<Tabs');
  });

  test('llms.txt lists every stable page per set; llms-full.txt has their Markdown', async ({ request }) => {
    const llms = await (await request.get('/docs/llms.txt')).text();
    expect(llms).toContain('## vCluster (v0.27 Stable)');
    expect(llms).toContain('## vCluster Platform (v4.3 Stable)');
    expect(llms).toMatch(/- \[.+\]\(https:\/\/www\.vcluster\.com\/docs\/vcluster\/manage\/sleep-wakeup\.md\): .+/);
    const full = await (await request.get('/docs/llms-full.txt')).text();
    expect(full).toContain('# Sleep and wake up virtual clusters');
  });

  test('Copy page puts the Markdown on the clipboard; the .md link is in the header', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/vcluster/manage/sleep-wakeup/');
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/docs/vcluster/manage/sleep-wakeup.md');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.startsWith('# Sleep and wake up virtual clusters')).toBe(true);
  });
});
