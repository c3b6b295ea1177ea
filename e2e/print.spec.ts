/**
 * Printing (issue 70): one page of each kind prints the article alone (app/styles/print.css):
 * title, body, tables, code, diagrams, folded fields and every tab open, an external link's target
 * after its text; no navbar, announcement, sidebar, TOC, page actions, search, edit link,
 * pagination or footer.
 *
 * What is printed is read from the page laid out for print (emulateMedia print: innerText holds
 * only what is rendered; a pseudo-element's content from its computed style). The PDF itself,
 * from page.pdf(), is read back as text (pdfjs-dist: the article's words are in it, the chrome's
 * are not) and checked for its links (Chromium writes each link's /URI uncompressed): the
 * article's are in it, the chrome's are not.
 */
import { test, expect, type Page } from '@playwright/test';

interface PrintCase {
  kind: string;
  url: string;
  /** Text that must print: the title, a sentence of the body, a table cell, a code line. */
  prints: string[];
  /** Text folded away on screen (a collapsed field, a tab not chosen) that must print too. */
  unfolds?: string[];
  /** A drawing (img or svg) that must be laid out on paper. */
  diagram?: string;
  /** External links: what prints after each ('' when its text is its address already). */
  links?: { href: string; after: string }[];
  /** Tab names, each printed over its panel. */
  tabs?: string[];
}

const CASES: PrintCase[] = [
  {
    kind: 'quick start',
    url: '/docs/platform/install/quick-start-guide/',
    prints: [
      'Quick start with vcluster platform start',
      'The fastest way to try vCluster Platform is the vcluster platform start command',
      'Install into a different kube context',
      'brew install loft-sh/tap/vcluster',
    ],
  },
  {
    kind: 'how-to with a diagram',
    url: '/docs/vcluster/manage/sleep-wakeup/',
    prints: ['Sleep and wake up virtual clusters', 'vcluster pause my-vcluster --namespace team-x'],
    diagram: 'img[src$="/pause-resume.svg"]',
  },
  {
    kind: 'private nodes',
    url: '/docs/vcluster/deploy/worker-nodes/private-nodes/',
    prints: ['Private nodes', 'Private nodes are a tenancy model introduced in vCluster v0.26.', 'Pod network (CNI)', 'podCIDR: 10.64.0.0/16'],
    diagram: 'img[src$="/architecture-private-nodes.svg"]',
  },
  {
    kind: 'vcluster.yaml reference',
    url: '/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/pods/',
    prints: ['Pods', 'Pod sync is the heart of a virtual cluster that uses host nodes.', 'translateImage:'],
    unfolds: ['Rewrites container images while syncing', 'RuntimeClass set on every synced Pod'],
  },
  {
    kind: 'CLI',
    url: '/docs/vcluster/cli/vcluster_create/',
    prints: ['vcluster create', 'Create a new virtual cluster.', '--background-proxy-image', 'vcluster create my-vcluster --namespace team-a'],
  },
  {
    kind: 'API resource',
    url: '/docs/platform/api/resources/project/',
    prints: ['Project', 'A Project is the main tenancy boundary of vCluster Platform.', 'kind: Project'],
    unfolds: ['VirtualClusterTemplate, SpaceTemplate or DevPodWorkspaceTemplate.', 'Despite its name, true means presets are required'],
  },
  {
    kind: 'tabs, details, a mermaid drawing and external links (the test overlay)',
    url: '/docs/vcluster/test-fixtures/features/',
    prints: ['Authoring features fixture', 'Install on Linux.', 'Second group on Linux.', 'curl -L -o vcluster https://example.com/vcluster'],
    unfolds: ['Install on macOS.', 'Second group on macOS.', 'Hidden details text.'],
    diagram: '.mermaid-diagram svg',
    links: [
      { href: 'https://velero.io/docs/', after: ' (https://velero.io/docs/)' },
      { href: 'https://github.com/loft-sh/vcluster', after: '' },
    ],
    tabs: ['Linux', 'macOS', 'Linux', 'macOS'],
  },
];

/** The page's chrome: none of it may print. */
const CHROME = [
  '.skip-link',
  '.announcement',
  '.navbar',
  '.sidebar',
  '.toc-desktop',
  '.toc-mobile',
  '.page-actions',
  '.edit-link',
  '.pagination',
  '.footer',
  '.copy-button',
  '.config-actions',
  '.tabs-list',
];

/** Its words, which no article here uses. */
const CHROME_TEXT = [
  'vCluster 0.27 is here', // the announcement
  'Read the changelog',
  'Search docs',
  'vNode docs', // a navbar link
  'Copy page',
  'View as Markdown',
  'On this page',
  'Edit this page',
  'Copyright ©',
];

const rendered = (page: Page, selector: string) =>
  page.evaluate((s) => [...document.querySelectorAll(s)].filter((e) => e.checkVisibility({ visibilityProperty: true })).length, selector);

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

/** The text of every page of a PDF, as a reader's PDF viewer extracts it (pdfjs-dist, Firefox's PDF reader). */
async function pdfText(pdf: Buffer): Promise<string> {
  // (pdfjs-dist uses Promise.withResolvers, which Node 20 lacks.)
  (Promise as unknown as { withResolvers?: unknown }).withResolvers ??= () => {
    let resolve!: (v: unknown) => void, reject!: (e: unknown) => void;
    const promise = new Promise((a, b) => ((resolve = a), (reject = b)));
    return { promise, resolve, reject };
  };
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await task.destroy();
  // (Lines joined: a sentence may wrap across them on paper.)
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** The link targets of a PDF (Chromium writes each as `/URI (…)`, outside compressed streams). */
function pdfLinks(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/URI \(((?:[^()\\]|\\.)*)\)/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
}

/** The targets of the links under `selector` (another page's, not an anchor of this one), resolved. */
const hrefs = (page: Page, selector: string) =>
  page.evaluate(
    (s) => [...document.querySelectorAll<HTMLAnchorElement>(s)].filter((a) => a.href.split('#')[0] !== window.location.href.split('#')[0]).map((a) => a.href),
    selector,
  );

/** The A4 page's width inside 15 mm margins, in CSS pixels. */
const PAPER_WIDTH = Math.floor(((210 - 30) / 25.4) * 96);

for (const c of CASES) {
  test(`a ${c.kind} page prints the article alone (${c.url})`, async ({ page }) => {
    // A wide window first: the sidebar and the TOC are on screen, and must not print.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(c.url);
    const onScreen = await bodyText(page);
    for (const text of c.unfolds ?? []) expect(onScreen, `folded on screen: ${text}`).not.toContain(text);
    // What prints links: the article, the breadcrumbs over it and a version banner; the chrome's links (that those lack) do not.
    const printedLinks = await hrefs(page, 'article a[href], .breadcrumbs a[href], .version-banner a[href]');
    const printedSet = new Set(printedLinks);
    const chromeLinks = (await hrefs(page, CHROME.flatMap((s) => [`${s} a[href]`, `a${s}[href]`]).join(', '))).filter((h) => !printedSet.has(h));
    expect(chromeLinks.length).toBeGreaterThan(5);

    await page.emulateMedia({ media: 'print' });
    // Then the paper's width, where the phone layout's "On this page" box would show.
    for (const width of [1280, PAPER_WIDTH]) {
      await page.setViewportSize({ width, height: 900 });
      for (const selector of CHROME) expect(await rendered(page, selector), `${selector} prints at ${width} px`).toBe(0);
      const printed = await bodyText(page);
      for (const text of [...c.prints, ...(c.unfolds ?? [])]) expect(printed, `prints: ${text}`).toContain(text);
      for (const text of CHROME_TEXT) expect(printed.toLowerCase(), `does not print: ${text}`).not.toContain(text.toLowerCase());
    }
    // The article takes the paper's width, and nothing reaches past it (no scroll on paper).
    const widths = await page.evaluate(() => {
      const article = document.querySelector('article')!.getBoundingClientRect();
      const right = Math.max(...[...document.querySelectorAll('article *')].map((e) => e.getBoundingClientRect().right));
      return { article: article.width, page: document.documentElement.clientWidth, overflow: right - article.right };
    });
    expect(widths.article).toBeGreaterThan(widths.page * 0.9);
    expect(widths.overflow).toBeLessThanOrEqual(1);
    if (c.diagram) {
      const box = await page.locator(c.diagram).first().boundingBox();
      expect(box?.width, 'the drawing is laid out').toBeGreaterThan(100);
      expect(box?.height).toBeGreaterThan(50);
    }
    if (c.tabs) {
      const labels = await page.locator('article .tabs-panel').evaluateAll((panels) => panels.map((p) => getComputedStyle(p, '::before').content));
      expect(labels).toEqual(c.tabs.map((t) => JSON.stringify(t)));
    }

    // page.pdf() prints as a reader does: beforeprint, print media, afterprint.
    const pdf = await page.pdf({ format: 'A4', margin: { top: '15mm', right: '15mm', bottom: '15mm', left: '15mm' } });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    // What is in it, read back as text: the article's words, and none of the chrome's.
    const text = await pdfText(pdf);
    for (const words of [...c.prints, ...(c.unfolds ?? [])]) expect(text, `the PDF holds: ${words}`).toContain(words.replace(/\s+/g, ' '));
    for (const words of CHROME_TEXT) expect(text.toLowerCase(), `the PDF does not hold: ${words}`).not.toContain(words.toLowerCase());
    const inPdf = pdfLinks(pdf);
    for (const href of printedLinks) expect(inPdf, `the article's link ${href} is in the PDF`).toContain(href);
    for (const href of chromeLinks) expect(inPdf, `the chrome's link ${href} is not in the PDF`).not.toContain(href);
    // An external link's target follows it, unless its text is the address (marked at beforeprint).
    for (const link of c.links ?? []) {
      const after = await page.locator(`article a[href="${link.href}"]`).evaluate((a) => getComputedStyle(a, '::after').content);
      expect(after, link.href).toBe(link.after ? JSON.stringify(link.after) : 'none');
    }

    // Printing left the reader's page as it was: what was folded is folded again on screen.
    await page.emulateMedia({ media: 'screen' });
    const restored = await bodyText(page);
    for (const text of c.unfolds ?? []) expect(restored, `folded again: ${text}`).not.toContain(text);
  });
}
