/**
 * An imported Docusaurus site's own components are drawn over Infima's element rules, as under
 * Docusaurus: a plugin theme or React page that writes a bare <pre>, <h2> or <table> gets Infima's
 * look for it, so a long endpoint URL scrolls inside its box instead of widening the page.
 */
import { test, expect, type Page } from '@playwright/test';
import { fixtureOrigin } from './fixture-origin';
import { expectBackToTop } from './back-to-top';

/**
 * A page, once React has drawn it in the browser (core's `<html data-has-hydrated="true">`): the fixture's
 * guides/use page fails hydration (a <details> inside a paragraph, which the parser reshapes) and is drawn
 * again, and a test reading it across that reads detached elements.
 */
async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test.use({ viewport: { width: 390, height: 900 } });

test("a site's React page with bare elements: Infima's element rules draw them, and the page does not scroll sideways", async ({ page }) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/endpoints/`);
  const look = await page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    const pre = document.querySelector('.endpoint-url')!;
    return {
      pageWidth: document.documentElement.scrollWidth,
      preOverflow: style('.endpoint-url').overflowX,
      preScrolls: pre.scrollWidth > pre.clientWidth,
      preFont: style('.endpoint-url').fontFamily,
      headingTop: style('.endpoint-title').marginTop,
      paragraphTop: style('.endpoint-title + p').marginTop,
      tableCollapse: style('.endpoint-params').borderCollapse,
    };
  });
  expect(look.pageWidth).toBe(390);
  expect(look).toMatchObject({ preOverflow: 'auto', preScrolls: true, headingTop: '0px', paragraphTop: '0px', tableCollapse: 'collapse' });
  expect(look.preFont).toMatch(/mono/i);
});

test("what a React page renders beside its Layout stands outside the frame, above the navbar, as theme-classic's Layout draws the frame", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${fixtureOrigin('docusaurus-look')}/endpoints/`);
  const order = await page.evaluate(() => {
    const notice = document.querySelector('.endpoints-notice')!;
    const navbar = document.querySelector('.navbar')!;
    return {
      beforeNavbar: Boolean(notice.compareDocumentPosition(navbar) & Node.DOCUMENT_POSITION_FOLLOWING),
      inMain: Boolean(notice.closest('#main-content')),
      top: Math.round(notice.getBoundingClientRect().top),
      navbarBelow: navbar.getBoundingClientRect().top >= notice.getBoundingClientRect().bottom,
      // (The page's own content stays in the frame's main column, once.)
      mains: document.querySelectorAll('#main-content').length,
      content: Boolean(document.querySelector('#main-content .endpoint-title')),
    };
  });
  expect(order).toEqual({ beforeNavbar: true, inMain: false, top: 0, navbarBelow: true, mains: 1, content: true });
});

test("a site's bare button keeps the browser's font, as Infima leaves it; the engine's own buttons keep the text's", async ({ page }) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
  const fonts = await page.evaluate(() => {
    const font = (el: Element | null) => {
      const s = getComputedStyle(el!);
      return { family: s.fontFamily, size: s.fontSize, color: s.color };
    };
    return {
      body: font(document.body),
      site: font(document.querySelector('.look-banner button')),
      // (A button the page's own code makes, outside any engine or site class: the browser's defaults.)
      probe: font(document.body.appendChild(document.createElement('button'))),
      search: font(document.querySelector('.search-button')),
      drawer: font(document.querySelector('.drawer-close')),
    };
  });
  // Under Docusaurus nothing gives a bare button the text's font or colour.
  expect(fonts.site).toEqual(fonts.probe);
  expect(fonts.site.family).not.toBe(fonts.body.family);
  expect(fonts.site.size).not.toBe(fonts.body.size);
  // The engine's search box and drawer keep the font and colour they have on every site.
  expect(fonts.search.family).toBe(fonts.body.family);
  expect(fonts.drawer).toEqual(fonts.body);
});

test.describe("an imported site's footer, drawn from its config as Docusaurus draws it", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('dark style, columns side by side, the logo and a swizzled part of the footer', async ({ page }) => {
    await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
    const footer = page.locator('footer.footer');
    await expect(footer).toHaveClass(/footer--dark/);
    expect(await footer.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(48, 56, 70)');
    const columns = footer.locator('.row.footer__links > .footer__col');
    await expect(columns).toHaveCount(2);
    const [a, b] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
    expect(a!.y).toBe(b!.y);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
    await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Elsewhere']);
    await expect(footer.locator('a.footer__link-item', { hasText: 'Welcome' })).toHaveAttribute('href', '/docs/intro/');
    // An item's own className, for the site's CSS, as Docusaurus' LinkItem puts it on the link.
    await expect(footer.locator('a.footer__link-item', { hasText: 'Welcome' })).toHaveClass(/\blook-footer-welcome\b/);
    await expect(footer.locator('a.footer__link-item', { hasText: 'Source' })).toHaveAttribute('target', '_blank');
    await expect(footer.locator('.footer-note')).toHaveText('Made with care');
    await expect(footer.locator('a.footer-logo-link img.footer__logo').first()).toHaveAttribute('src', '/img/footer-logo.svg');
    // src/theme/Footer/Copyright, ejected: the site's part in the footer's place for it.
    await expect(footer.locator('.footer__copyright')).toContainText('Copyright © Look fixture');
    await expect(footer.locator('.footer__copyright .footer-licence')).toHaveText('Text under CC BY 4.0');
  });
});

test("a Markdown table keeps Infima's look in a phone's column: its header row shows and it scrolls sideways, no cards", async ({ page }) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/enterprise/`);
  const table = page.locator('article table').first();
  const look = await table.evaluate((el) => ({
    display: getComputedStyle(el).display,
    overflowX: getComputedStyle(el).overflowX,
    row: getComputedStyle(el.querySelector('tbody tr')!).display,
    headerHeight: el.querySelector('thead')!.getBoundingClientRect().height,
    label: getComputedStyle(el.querySelector('tbody td')!, '::before').content,
    pageWidth: document.documentElement.scrollWidth,
  }));
  expect(look).toMatchObject({ display: 'block', overflowX: 'auto', row: 'table-row', label: 'none', pageWidth: 390 });
  expect(look.headerHeight).toBeGreaterThan(20);
});

test("a site's rule on the title as theme-classic's DOM has it (`.markdown h1:first-child`) applies to the page title", async ({ page }) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/guides/setup/`);
  const rule = await page.locator('article h1').evaluate((h1) => getComputedStyle(h1).getPropertyValue('--fixture-title-rule').trim());
  expect(rule).toBe('applied');
});

test("content that starts with a heading under the front matter's title starts at the title's margin, as theme-classic's DocItem/Layout has it (`header + *`)", async ({
  page,
}) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/heading-first/`);
  const gap = await page.evaluate(() => {
    const h1 = document.querySelector('article header > h1')!;
    const h2 = document.querySelector('h2#first-section')!;
    return {
      h2Top: getComputedStyle(h2).marginTop,
      between: Math.round(h2.getBoundingClientRect().top - h1.getBoundingClientRect().bottom),
      h1Bottom: Math.round(parseFloat(getComputedStyle(h1).marginBottom)),
    };
  });
  expect(gap.h2Top).toBe('0px');
  expect(gap.between).toBe(gap.h1Bottom);
});

test("a doc page's sidebar column carries theme-classic's theme-doc-sidebar-container, which a site's CSS styles; a page without a docs sidebar does not", async ({
  page,
}) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/guides/setup/`);
  await expect(page.locator('aside.theme-doc-sidebar-container')).toHaveCount(1);
  // (Its border in the TOC's border colour, as docSidebarContainer draws it: a site that sets the colour sets the line.)
  await page.setViewportSize({ width: 1280, height: 800 });
  const border = await page.locator('aside.theme-doc-sidebar-container').evaluate((aside) => {
    aside.style.setProperty('--ifm-toc-border-color', 'rgb(1, 2, 3)');
    return getComputedStyle(aside).borderInlineEndColor;
  });
  expect(border).toBe('rgb(1, 2, 3)');
  await page.goto(`${fixtureOrigin('docusaurus-look')}/endpoints/`);
  await expect(page.locator('aside.theme-doc-sidebar-container')).toHaveCount(0);
});

test("a Markdown table is the content's own child, as theme-classic's MDXComponents leaves it: no wrapper, its margin and the heading's after it collapsing into Infima's 40 px", async ({
  page,
}) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/enterprise/`);
  const table = page.locator('article table').first();
  const facts = await table.evaluate((el) => {
    const next = el.nextElementSibling!;
    return {
      parent: el.parentElement!.className,
      gap: Math.round(next.getBoundingClientRect().top - el.getBoundingClientRect().bottom),
      // (A site's rule for DocItem/Content's children, `.theme-doc-markdown > table`, as open-webui/docs writes one.)
      siteRule: getComputedStyle(el).getPropertyValue('--fixture-doc-child').trim(),
    };
  });
  expect(facts).toEqual({ parent: expect.stringContaining('markdown'), gap: 40, siteRule: '1' });
});

test("the doc's column is in block flow and its `.markdown` one box around title (in its header) and content, as theme-classic's: a part floats, a site's `.markdown` rule applies once", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/enterprise/`);
  // (moonrepo/moon: `.markdown { position: relative }`, a reading-time badge `absolute right-0 top-1.5` in the content, a picker floated beside the breadcrumbs.)
  await page.addStyleTag({ content: '.markdown { position: relative; padding-left: 10px }' });
  const facts = await page.evaluate(() => {
    const column = document.querySelector<HTMLElement>('.doc-column')!;
    const float = document.createElement('span');
    float.style.cssText = 'float: right; width: 50px; height: 20px';
    column.prepend(float);
    const next = float.nextElementSibling!;
    const body = document.querySelector<HTMLElement>('.article-body')!;
    const badge = document.createElement('span');
    badge.style.cssText = 'position: absolute; right: 0; top: 0';
    body.prepend(badge);
    const title = document.querySelector('article h1')!.getBoundingClientRect();
    const paragraph = body.querySelector(':scope > p')!.getBoundingClientRect();
    return {
      floated:
        Math.round(column.getBoundingClientRect().right - float.getBoundingClientRect().right) ===
        Math.round(parseFloat(getComputedStyle(column).paddingRight)),
      beside: Math.round(float.getBoundingClientRect().top) === Math.round(next.getBoundingClientRect().top),
      // The badge stands at the title's top (the outer `.markdown`), and the content is indented once, as the title is.
      badgeAtTitle: Math.round(badge.getBoundingClientRect().top) === Math.round(document.querySelector('article')!.getBoundingClientRect().top),
      indent: Math.round(paragraph.left - title.left),
      // (The title its front matter gives, in DocItem/Content's `<header>`.)
      header: document.querySelector('.theme-doc-markdown > header:first-child > h1') !== null,
    };
  });
  expect(facts).toEqual({ floated: true, beside: true, badgeAtTitle: true, indent: 0, header: true });
});

test("a site's rule on the content's headings as theme-classic's DOM has them (`.markdown > h2`) applies", async ({ page }) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/enterprise/`);
  const rule = await page.locator('article h2#limits').evaluate((h2) => getComputedStyle(h2).getPropertyValue('--fixture-child-rule').trim());
  expect(rule).toBe('applied');
});

// (Infima 0.2's `.markdown h1:first-child`, `.markdown > h2` and `.markdown > p` at its 16 px base and 1.25 leading, smaller
// headings up to 576 px wide: what `docusaurus build` of the classic template shows at each width.)
for (const { width, title, h2 } of [
  { width: 390, title: '32px', h2: '24px' },
  { width: 1280, title: '48px', h2: '32px' },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("an article's type is Infima's `.markdown`, as Docusaurus draws it: the engine's own prose rules do not reach it", async ({ page }) => {
      await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/enterprise/`);
      const look = await page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        return {
          engineClass: document.querySelectorAll('.article-prose').length,
          title: [style('article h1').fontSize, style('article h1').marginBottom],
          h2: [style('article h2#limits').fontSize, style('article h2#limits').marginTop, style('article h2#limits').marginBottom],
          paragraph: [style('article .markdown > p').fontSize, style('article .markdown > p').marginBottom],
        };
      });
      expect(look).toEqual({ engineClass: 0, title: [title, '25px'], h2: [h2, '40px', '20px'], paragraph: ['16px', '20px'] });
    });
  });
}

test("the breadcrumb trail is Infima's, as theme-classic's DocBreadcrumbs draws it: items, links, the current one a pill, at 0.8 of its size", async ({
  page,
}) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/guides/setup/`);
  const trail = page.locator('nav.theme-doc-breadcrumbs');
  // (The site's front page first, as theme-classic's HomeBreadcrumbItem where the site has one; then the category and the page.)
  await expect(trail.locator('.breadcrumbs > li.breadcrumbs__item')).toHaveCount(3);
  await expect(trail.locator('.breadcrumbs > li.breadcrumbs__item').first().getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  await expect(trail.locator('.breadcrumbs-list')).toHaveCount(0);
  const current = trail.locator('.breadcrumbs__item--active .breadcrumbs__link');
  await expect(current).toHaveText('Set up');
  const look = await current.evaluate((el) => {
    const style = getComputedStyle(el);
    return { padding: style.padding, background: style.backgroundColor, navBottom: getComputedStyle(el.closest('nav')!).marginBottom };
  });
  // (Infima's 0.4rem and 0.8rem padding, 0.8rem below the trail, both times 0.8: DocBreadcrumbs' styles.module.css.)
  expect(look.padding).toBe('5.12px 10.24px');
  expect(look.navBottom).toBe('12.8px');
  expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
});

test("a page loads the theme's parts it draws, as a Docusaurus route loads its own: the blog's code on the blog's pages only", async ({ page }) => {
  const loaded = async (url: string) => {
    const scripts: Promise<string>[] = [];
    const collect = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    };
    page.on('response', collect);
    await page.goto(url, { waitUntil: 'networkidle' });
    page.off('response', collect);
    return (await Promise.all(scripts)).join('\n');
  };
  // (`look-post-title`: the site's own BlogPostItem, src/theme/BlogPostItem.)
  expect((await loaded(`${fixtureOrigin('docusaurus-look')}/docs/intro/`)).includes('look-post-title'), 'the blog item on a doc page').toBe(false);
  expect((await loaded(`${fixtureOrigin('docusaurus-look')}/blog/`)).includes('look-post-title'), 'the blog item on the blog').toBe(true);
  await expect(page.locator('.look-post-title').first()).toBeVisible();
});

test.describe("the docs sidebar and the navbar at Infima's measures, as theme-classic draws them", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the sidebar: Infima's `menu` alone, the current entry tinted grey, the category holding it marked, the engine's look dropped", async ({ page }) => {
    await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/guides/setup/`);
    const nav = page.locator('nav.sidebar-menu');
    await expect(nav).toHaveClass(/\bmenu thin-scrollbar\b/);
    await expect(nav.locator('.menu-link, .menu-item, .menu-list')).toHaveCount(0);
    // DocSidebarItem/Category: the label of the category holding the page is `menu__link--active` too.
    await expect(nav.locator('.menu__list-item-collapsible > .menu__link--active')).toHaveText('Guides');
    const look = await nav.locator('a[aria-current="page"]').evaluate((el) => {
      const style = getComputedStyle(el);
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.background = 'var(--ifm-menu-color-background-active)';
      const tint = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return {
        padding: style.padding,
        weight: style.fontWeight,
        lineHeight: style.lineHeight,
        tinted: style.backgroundColor === tint && tint !== 'rgba(0, 0, 0, 0)',
      };
    });
    // (Infima's --ifm-menu-link-padding-*: 0.375rem 0.75rem; `.menu` semibold; line height 1.25.)
    expect(look).toEqual({ padding: '6px 12px', weight: '500', lineHeight: '20px', tinted: true });
    // A category without a page toggles by its label, theme-classic's `<a role="button">`, Infima's link with its 1.25 rem caret.
    const label = await nav.locator('a[role="button"].menu__link--sublist-caret', { hasText: 'More' }).evaluate((el) => {
      const style = getComputedStyle(el);
      return { caret: getComputedStyle(el, '::after').width, background: style.backgroundColor, border: style.borderTopWidth, padding: style.padding };
    });
    expect(label).toEqual({ caret: '20px', background: 'rgba(0, 0, 0, 0)', border: '0px', padding: '6px 12px' });
    // In the dark the caret is light: Infima's dark filter outweighs :root's none.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const caret = nav.locator('a[role="button"].menu__link--sublist-caret', { hasText: 'More' });
    expect(await caret.evaluate((el) => getComputedStyle(el, '::after').filter)).toMatch(/^invert\(1\)/);
    // Clicking it opens and closes the category where the page is: no navigation, no progress bar.
    const url = page.url();
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    expect(page.url()).toBe(url);
    await page.waitForTimeout(400);
    await expect(page.locator('html.page-loading, #nprogress')).toHaveCount(0);
  });

  test("the sidebar's padding is its `.menu` nav's, as DocSidebar/Desktop/Content's module gives it: a site's `.menu` rule outweighs it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/guides/setup/`);
    const nav = page.locator('nav.sidebar-menu');
    expect(await nav.evaluate((el) => [getComputedStyle(el).padding, getComputedStyle(el.parentElement!).padding])).toEqual(['8px 0px 8px 8px', '0px']);
    const first = nav.locator('a.menu__link').first();
    expect((await first.boundingBox())!.x).toBe(8);
    // (As vcluster-docs' `body .menu { padding: 0 }`: the entries then start at the column's edge, as under Docusaurus.)
    await page.addStyleTag({ content: 'body .menu { padding: 0 }' });
    await expect.poll(async () => (await first.boundingBox())!.x).toBe(0);
  });

  test("the navbar: a 2 rem logo, the title in bold, items at Infima's padding, a shadow for a border", async ({ page }) => {
    await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
    const look = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        title: style('.navbar__title').fontWeight,
        item: style('.navbar__items .navbar__link').padding,
        display: style('.navbar__items .navbar__link').display,
        header: [style('header.navbar').borderBottomWidth, style('header.navbar').boxShadow !== 'none'],
      };
    });
    expect(look).toEqual({ title: '700', item: '4px 12px', display: 'block', header: ['0px', true] });
  });
});

test("the TOC marks no entry until a heading reaches the viewport's top half, as theme-common's useTOCHighlight", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/enterprise/`);
  const link = page.locator('.toc-desktop a[href="#limits"]');
  const heading = page.locator('h2#limits');
  await expect(link).toBeVisible();
  expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(200);
  await page.waitForLoadState('networkidle');
  await expect(link).not.toHaveClass(/table-of-contents__link--active/);
  // Scrolled up to just under the navbar: it is the current one.
  await heading.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
  await expect(link).toHaveClass(/table-of-contents__link--active/);
});

test("the phone's TOC is theme-classic's TOCCollapsible: a tinted box without a border, Infima's chevron turning as it opens", async ({ page }) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/enterprise/`);
  const box = page.locator('.theme-doc-toc-mobile');
  const toggle = box.locator('button');
  const chevron = () => toggle.evaluate((el) => getComputedStyle(el, '::after').transform);
  expect(await box.evaluate((el) => [getComputedStyle(el).borderTopWidth, getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)'])).toEqual(['0px', true]);
  // (Turned 180° while closed, upright once open: CollapseButton's styles.)
  expect(await chevron()).not.toBe('none');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(chevron).toBe('none');
  // Its list carries TOCItems' classes, ruled off above, with no left border (the module's `.tocCollapsibleContent > ul`), as Docusaurus 3.10 draws it.
  const list = box.locator('ul.table-of-contents');
  await expect(list).toHaveClass(/table-of-contents__left-border/);
  expect(await list.evaluate((el) => [getComputedStyle(el).borderLeftWidth, getComputedStyle(el).borderTopWidth])).toEqual(['0px', '1px']);
});

test("the phone's TOC right under the trail: their margins collapse into its 1rem; its toggle's line height is the browser's, which a site's rule for buttons sets, as under Docusaurus", async ({
  page,
}) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/enterprise/`);
  const box = page.locator('.theme-doc-toc-mobile');
  const [trail, toc] = await Promise.all([page.locator('.theme-doc-breadcrumbs').boundingBox(), box.boundingBox()]);
  const margin = await box.evaluate((el) => parseFloat(getComputedStyle(el).marginTop));
  expect(margin).toBe(16);
  expect(Math.round(toc!.y - (trail!.y + trail!.height))).toBe(margin);
  const toggle = box.locator('button');
  const lineHeight = () => toggle.evaluate((el) => getComputedStyle(el).lineHeight);
  expect(await lineHeight()).toBe('normal');
  // (A site's stylesheet comes after the theme's: infracost/docs' `button { font: inherit }`.)
  await page.addStyleTag({ content: 'button { line-height: 30px; }' });
  expect(await lineHeight()).toBe('30px');
});

test.describe("a code block as theme-classic's CodeBlock draws it", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('no language label; without a title the copy button sits in the code’s corner, shown while the block is hovered', async ({ page }) => {
    await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
    const block = page.locator('article .code-block[data-lang="bash"]');
    await expect(block.locator('.code-lang')).toBeHidden();
    // Its Container's box: no border, Infima's leading below but for the article's last block (a block 2 px taller, and 0.8 px closer to what follows, before).
    const frame = (el: Element) => [getComputedStyle(el).borderTopWidth, getComputedStyle(el).marginBottom];
    expect(await page.locator('article .code-block[data-lang="js"]').evaluate(frame)).toEqual(['0px', '20px']);
    expect(await block.evaluate(frame)).toEqual(['0px', '0px']);
    const copy = block.getByRole('button', { name: 'Copy code' });
    const opacity = () => copy.evaluate((b) => getComputedStyle(b).opacity);
    expect(await opacity()).toBe('0');
    await block.hover();
    await expect.poll(opacity).toBe('0.4');
    const [box, button] = await Promise.all([block.boundingBox(), copy.boundingBox()]);
    expect(button!.y - box!.y).toBeLessThan(16);
    expect(box!.x + box!.width - (button!.x + button!.width)).toBeLessThan(16);
    // With a title, the title's row stays.
    await expect(page.locator('article .code-block[data-lang="js"] .code-title')).toHaveText('highlight.js');
  });
});

test("the site's Root wraps every page: a component reading its provider renders, with no error", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${fixtureOrigin('docusaurus-look')}/endpoints/`);
  await expect(page.locator('.region-note')).toHaveText('Region: provided by Root');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test("the site's own announcement bar replaces the engine's: it shows the config's content, and once closed stays closed", async ({ page }) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
  const banner = page.locator('.look-banner');
  await expect(banner).toContainText('Look 2 is out');
  await expect(page.locator('.announcement')).toHaveCount(0);
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(banner).toHaveCount(0);
});

test("the site's own not-found page replaces the engine's, in the site's navbar and footer", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(`${fixtureOrigin('docusaurus-look')}/no/such/page/`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('main .look-missing h1')).toHaveText('That page went for a walk');
  await expect(page.locator('.look-missing-title')).toHaveText('Look fixture has no such page.');
  // Its Layout's title is the page's, the one title it has.
  await expect(page).toHaveTitle('Nothing here | Look fixture');
  expect(await page.locator('title').count()).toBe(1);
  await expect(page.locator('.not-found')).toHaveCount(0);
  await expect(page.locator('footer.footer')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test.describe("the site's own blog post item draws each post, on its page and in the list", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a post's page: the site's header, the content and the footer from the post's data, in the engine's frame with its TOC", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
    await page.goto(`${fixtureOrigin('docusaurus-look')}/blog/2024/03/05/first-light/`);
    const post = page.locator('article.look-post.look-post--page');
    await expect(post.locator('h1.look-post-title')).toHaveText('First light');
    await expect(post.locator('.look-post-date')).toHaveText('2024-03-05');
    await expect(post.locator('.look-post-body h2#what-changed')).toContainText('What changed');
    await expect(post.locator('.look-post-body')).toContainText('Look 1 ships with a switch');
    await expect(post.locator('a.look-post-tag')).toHaveText(['release']);
    // The engine's parts the item does not draw: no second title or tag list, the TOC beside it.
    await expect(page.locator('.blog-post-header, .blog-post-footer')).toHaveCount(0);
    await expect(page.locator('.toc-desktop a[href="#what-changed"]')).toBeVisible();
    // The site's wrapper of the post's page adds its structured data around the page, sidebar and all.
    expect(JSON.parse((await page.locator('script.look-post-schema').textContent())!)).toMatchObject({
      headline: 'First light',
      datePublished: '2024-03-05T00:00:00.000Z',
    });
    await expect(page.getByRole('link', { name: 'A second look' }).first()).toBeVisible();
    // One main landmark: the engine's page's own, the shell's being a plain element here.
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main')).toContainText('Look 1 ships with a switch');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test("the list: each post's excerpt in the site's item, with its own front matter and a link to read on", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${fixtureOrigin('docusaurus-look')}/blog/`);
    const posts = page.locator('article.look-post.look-post--list');
    await expect(posts.locator('h2.look-post-title')).toHaveText(['A second look', 'First light']);
    await expect(posts.nth(1).locator('.look-post-body')).toContainText('Look 1 ships with a switch');
    await expect(posts.nth(1).locator('.look-post-body')).not.toContainText('The footer is darker');
    await expect(posts.nth(1).locator('a.look-post-more')).toHaveAttribute('href', '/blog/2024/03/05/first-light/');
    await expect(posts.nth(0).locator('a.look-post-more')).toHaveCount(0);
    // The site's blog layout around the list: its sidebar, its main the one main, the page's one title.
    await expect(page.locator('.look-blog-sidebar a')).toHaveText(['A second look', 'First light']);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main.look-blog-main article')).toHaveCount(2);
    expect(await page.locator('title').count()).toBe(1);
    await posts.nth(0).locator('h2 a').click();
    await expect(page.locator('article.look-post--page .look-post-comments')).toHaveText('Comments are open.');
    expect(errors).toEqual([]);
  });
});

for (const fixture of ['docusaurus-look', 'docusaurus-installed'] as const)
  test(`a tag's page is the site's own, handed the tag, its posts and the blog's sidebar as Docusaurus' route hands them (${fixture})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${fixtureOrigin(fixture)}/blog/tags/release/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts about release');
    await expect(page.locator('.look-tag-count')).toHaveText('2 in all, page 1 of 1');
    await expect(page.locator('.look-tag-header a')).toHaveAttribute('href', '/blog/tags/');
    // Each post in the site's item, with its excerpt; the site's blog layout around them, its main the one main.
    await expect(page.locator('article.look-post--list h2.look-post-title')).toHaveText(['A second look', 'First light']);
    await expect(page.locator('.look-blog-sidebar a')).toHaveText(['A second look', 'First light']);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main.look-blog-main .look-tag-header')).toHaveCount(1);
    expect(await page.locator('title').count()).toBe(1);
    await page.locator('.look-tag-header a').click();
    await expect(page).toHaveURL(/\/blog\/tags\/$/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

for (const fixture of ['docusaurus-look', 'docusaurus-installed'] as const)
  test(`a docs tag's page is the site's own, handed the tag and its docs as Docusaurus' route hands them (${fixture})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${fixtureOrigin(fixture)}/docs/tags/billing/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Docs about billing');
    await expect(page.locator('.look-doc-tag-docs a')).toHaveAttribute('href', '/docs/enterprise/');
    // Its main is the page's one main; the page keeps one title.
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main.look-doc-tag')).toHaveCount(1);
    expect(await page.locator('title').count()).toBe(1);
    await page.getByRole('link', { name: 'All the tags' }).click();
    await expect(page).toHaveURL(/\/docs\/tags\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

test("the site's wrapper of the search page adds its note above the engine's search page, at the site's searchPagePath, which still searches", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // (DocSearch's searchPagePath under the baseUrl: the engine publishes no second page at /docs/search/.)
  await page.goto(`${fixtureOrigin('docusaurus-look')}/search/`);
  const note = page.locator('main .look-search-note');
  await expect(note).toHaveText('Search covers the guides and the blog.');
  const heading = page.getByRole('heading', { level: 1, name: 'Search the documentation' });
  await expect(heading).toBeVisible();
  expect((await note.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);
  // The engine's page, the wrapper's original, titles itself.
  await expect(page).toHaveTitle('Search | Look fixture');
  expect(await page.locator('title').count()).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test.describe("the config's sidebar behaviour (themeConfig.docs.sidebar), on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('hideable: its button hides the sidebar and the page takes the width; the strip shows it again', async ({ page }) => {
    // (The button works once the page has hydrated: a click before went to the server's markup on a busy machine.)
    await gotoHydrated(page, `${fixtureOrigin('docusaurus-look')}/docs/intro/`);
    const article = page.getByRole('main');
    const wide = (await article.boundingBox())!.width;
    const hide = page.getByRole('button', { name: 'Collapse sidebar' });
    await hide.click();
    await expect(page.locator('#site-sidebar nav.sidebar-menu')).toBeHidden();
    const show = page.getByRole('button', { name: 'Expand sidebar' });
    await expect(show).toBeFocused();
    expect((await article.boundingBox())!.width).toBeGreaterThan(wide + 200);
    await show.click();
    await expect(page.locator('#site-sidebar nav.sidebar-menu')).toBeVisible();
    await expect(hide).toBeFocused();
  });

  test('autoCollapseCategories: a category that opens closes its open sibling', async ({ page }) => {
    await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
    const nav = page.locator('#site-sidebar nav.sidebar-menu');
    const toggle = (label: string) => nav.locator('li.menu-category', { hasText: label }).locator('[aria-expanded]').first();
    await toggle('Guides').click();
    await expect(toggle('Guides')).toHaveAttribute('aria-expanded', 'true');
    await toggle('More').click();
    await expect(toggle('More')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle('Guides')).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Release notes' })).toBeVisible();
  });
});

/**
 * A navbar link weighs what Infima's `.navbar__item` and `.navbar__link` weigh (one class): a rule of
 * the site's stylesheet, which comes after Infima's, overrides its padding and colour, as a site's
 * `.github-link { padding: 0 }` does under Docusaurus. (A rule added last stands in for the site's.)
 */
test("a site's one-class rule on a navbar link overrides Infima's padding and colour, as under Docusaurus", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
  const link = page.locator('.navbar-inner a.navbar__item.navbar__link').first();
  const look = () => link.evaluate((el) => ({ padding: getComputedStyle(el).padding, color: getComputedStyle(el).color }));
  // Infima's measures, not the engine's own navbar link's (6px 10px).
  expect((await look()).padding).toBe('4px 12px');
  await link.evaluate((el) => el.classList.add('site-icon-link'));
  await page.addStyleTag({ content: '.site-icon-link { padding: 0; color: rgb(1, 2, 3); }' });
  // (The colour eases over Infima's transition.)
  await expect.poll(look).toEqual({ padding: '0px', color: 'rgb(1, 2, 3)' });
});

test("with no search item in the config, the search box follows the colour-mode switch in Navbar/Search's padding, the bar's last item", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
  const right = page.locator('.navbar-inner .navbar__items--right');
  // (Each item a child of the group, as theme-classic's NavbarContentLayout draws them: the switch carries the item's class.)
  const order = await right.evaluate((group) => [...group.children].map((item) => [...item.classList]));
  expect(order.findIndex((names) => names.includes('color-mode-item'))).toBe(order.length - 2);
  expect(order.at(-1)).toEqual(['navbar-search']);
  // theme-classic's `.navbarSearchContainer` (4px 12px on a wide screen), its right padding Infima's last item's 0.
  expect(await right.locator('> .navbar-search').evaluate((box) => getComputedStyle(box).padding)).toBe('4px 0px 4px 12px');
});

test("a config's HTML navbar item is Infima's navbar item, as theme-classic's HtmlNavbarItem: its padding in the bar, and off the bar on phones", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
  // (The markup Navbar draws for `{ type: 'html', position: 'right' }`: components/layout/Navbar.tsx, plugins/docusaurus/__tests__/navbar-groups.test.ts.)
  const item = await page.locator('.navbar-inner .navbar__items--right').evaluateHandle((group) => {
    group.insertAdjacentHTML('afterbegin', '<div class="navbar-html navbar__item"><b>Beta</b></div>');
    return group.firstElementChild as HTMLElement;
  });
  const look = () => item.evaluate((el) => `${getComputedStyle(el).display} ${getComputedStyle(el).padding}`);
  // (Infima's inline-block, an item of the group's flex row.)
  expect(await look()).toBe('block 4px 12px');
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await look()).toMatch(/^none /);
});

test('navbar.hideOnScroll: the navbar slides away as the reader scrolls down, and back as they scroll up', async ({ page }) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
  const bar = page.locator('header.navbar');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 400);
  await expect(bar).toHaveClass(/navbar-hidden/);
  await expect(bar).not.toBeInViewport();
  await page.mouse.wheel(0, -150);
  await expect(bar).not.toHaveClass(/navbar-hidden/);
  await expect(bar).toBeInViewport();
});

test("on a phone the bar's navbar items are hidden, as Infima hides every .navbar__item below 997 px (they are in the drawer); on a desktop they show", async ({
  page,
}) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
  const displays = () =>
    page.evaluate(() => [...document.querySelectorAll('.navbar-inner .navbar__item.nav-item-link')].map((a) => getComputedStyle(a).display));
  // (Each link itself, whatever its side: the engine's bar kept a set's doc links on a phone.)
  const phone = await displays();
  expect(phone.length).toBeGreaterThan(0);
  expect(new Set(phone)).toEqual(new Set(['none']));
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(new Set(await displays())).toEqual(new Set(['block']));
});

test('on a phone the sidebar has no hide button: it is the drawer', async ({ page }) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeHidden();
});

test("without an installed theme a doc page has the engine's port of theme-classic's back-to-top button, at the theme's look", async ({ page }) => {
  await expectBackToTop(page, `${fixtureOrigin('docusaurus-look')}/docs/guides/setup/`, /back-to-top-button--shown/);
});

test("a page's <details> is theme-classic's Details: an info alert that opens and closes with the theme's height animation", async ({ page }) => {
  await gotoHydrated(page, `${fixtureOrigin('docusaurus-look')}/docs/guides/use/`);
  await page.waitForLoadState('networkidle');
  const [closed, open, inline] = [0, 1, 2].map((i) => page.locator('article details').nth(i));
  // The theme's markup and look (as Docusaurus 3.10 draws the fixture: 1 px info border, 16 px padding, 16 px below).
  await expect(closed).toHaveClass(/alert alert--info/);
  await expect(closed).toHaveAttribute('data-collapsed', 'true');
  await expect(open).toHaveAttribute('data-collapsed', 'false');
  const look = (d: typeof closed) =>
    d.evaluate((e) => {
      const s = getComputedStyle(e);
      return [s.borderLeftWidth, s.borderLeftColor, s.backgroundColor, s.padding, s.margin].join(' ');
    });
  expect(await look(closed)).toBe('1px rgb(76, 179, 212) rgb(238, 249, 253) 16px 0px 0px 16px');
  // An inline one is the browser's, as under Docusaurus (mdx-loader renames flow elements only).
  await expect(inline).not.toHaveClass(/alert/);
  const arrow = () => closed.locator('summary').evaluate((e) => getComputedStyle(e, '::before').transform);
  // (Its arrow unturned; turned a quarter once open.)
  expect(await arrow()).toBe('matrix(1, 0, 0, 1, 0, 0)');
  // Once the behaviour is there, the browser's class, as theme-common's useIsBrowser adds it.
  await expect(closed).toHaveClass(/isBrowser_common/);
  const wrapper = closed.locator('> div');
  await closed.locator('summary').click();
  // Opening: the `<details>` open at once, its content grown from 0 to its height, then left at auto.
  await expect(closed).toHaveAttribute('data-collapsed', 'false');
  expect(await closed.evaluate((e) => (e as HTMLDetailsElement).open)).toBe(true);
  await expect.poll(() => wrapper.evaluate((e) => e.style.transition)).toMatch(/^height \d+ms ease-in-out$/);
  await expect.poll(() => wrapper.evaluate((e) => [e.style.height, e.style.overflow].join(' '))).toBe('auto visible');
  await expect.poll(arrow).toMatch(/^matrix\([^,]+, 1, -1, /);
  await expect(closed.getByText('A running cluster and a terminal.')).toBeVisible();
  // Closing: still open while it shrinks, closed once the animation ends.
  await closed.locator('summary').click();
  await expect(closed).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(() => closed.evaluate((e) => (e as HTMLDetailsElement).open)).toBe(false);
  expect(await wrapper.evaluate((e) => [e.style.display, e.style.height].join(' '))).toBe('none 0px');
  await expect(closed.getByText('A running cluster and a terminal.')).toBeHidden();
});

test("a page's tabs are theme-classic's, in Infima's markup: chosen by a click or Enter, the arrows move the focus, a group kept and shared, the query string", async ({
  page,
}) => {
  const url = `${fixtureOrigin('docusaurus-look')}/docs/guides/use/`;
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const [first, second] = [0, 1].map((i) => page.locator('article .tabs-container').nth(i));
  const tab = (box: typeof first, name: string) => box.getByRole('tab', { name });
  // The default tab (Linux, marked default) chosen at first, in Infima's look (as Docusaurus 3.10 draws the fixture).
  await expect(tab(first, 'Linux')).toHaveClass(/tabs__item--active/);
  await expect(first.getByRole('tabpanel')).toHaveText('Install the package.');
  const look = (e: ReturnType<typeof tab>) =>
    e.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.padding, s.borderBottom, s.color, s.fontWeight].join(' ');
    });
  expect(await look(tab(first, 'Linux'))).toBe('16px 3px solid rgb(46, 133, 85) rgb(46, 133, 85) 700');
  await expect(tab(second, 'macOS')).toHaveAttribute('aria-selected', 'true');
  // A click chooses; the group's other box follows; the choice is kept under Docusaurus' key and, for the box with queryString, in the address.
  await tab(first, 'macOS').click();
  await expect(first.getByRole('tabpanel')).toHaveText('Install it with Homebrew.');
  await expect(second.getByRole('tabpanel')).toHaveText('The same choice, for macOS.');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('mac');
  await expect(page).not.toHaveURL(/[?&]os=/);
  await tab(second, 'Linux').click();
  await expect(page).toHaveURL(/[?&]os=linux/);
  await expect(first.getByRole('tabpanel')).toHaveText('Install the package.');
  // The arrows move the focus only; Enter chooses.
  await tab(first, 'Linux').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(first, 'macOS')).toBeFocused();
  await expect(tab(first, 'Linux')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(tab(first, 'macOS')).toHaveAttribute('aria-selected', 'true');
  // At load: the address's choice first, else the kept one.
  await page.goto(`${url}?os=linux`);
  await expect(page.locator('article .tabs-container').nth(1).getByRole('tabpanel')).toHaveText('The same choice, for Linux.');
  await page.goto(url);
  await expect(page.locator('article .tabs-container').nth(0).getByRole('tabpanel')).toHaveText('Install it with Homebrew.');
});

test("a heading's link to itself is theme-classic's Heading: a # the theme's CSS draws, shown on hover, its title and label by the theme's rule; a link lands on the heading as the navbar lets it", async ({
  page,
}) => {
  await gotoHydrated(page, `${fixtureOrigin('docusaurus-look')}/docs/guides/use/`);
  const heading = page.locator('h2#afterword');
  await expect(heading).toHaveClass('anchor anchorWithStickyNavbar');
  const link = heading.locator('a.hash-link');
  await expect(link).toHaveAttribute('title', 'Direct link to Afterword');
  await expect(link).toHaveAttribute('translate', 'no');
  expect(await link.textContent()).toBe('\u200b');
  // A heading whose text is not plain text is named by its id.
  await expect(page.locator('h3#a-coded-heading a.hash-link')).toHaveAttribute('aria-label', 'Direct link to a-coded-heading');
  const look = () =>
    link.evaluate((a) => {
      const s = getComputedStyle(a);
      return [s.opacity, s.color, s.paddingLeft, s.marginLeft, getComputedStyle(a, '::before').content].join(' ');
    });
  expect(await look()).toBe('0 rgb(46, 133, 85) 8px 0px "#"');
  await heading.hover();
  await expect.poll(look).toBe('1 rgb(46, 133, 85) 8px 0px "#"');
  // The fixture's navbar hides on scroll: a heading a link lands on stands 0.5rem below the window's top (Docusaurus 3.10: the same).
  expect(await heading.evaluate((h) => [getComputedStyle(h).scrollMarginTop, getComputedStyle(document.documentElement).scrollPaddingTop].join(' '))).toBe(
    '8px auto',
  );
});

test("the page's text and the navbar follow a site's Infima base size and its navbar rules, as under Docusaurus", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, `${fixtureOrigin('docusaurus-look')}/docs/guides/use/`);
  // (Once hydrated: the page's <details> inside a paragraph is HTML the parser reshapes, so hydration fails (React #418) and React draws the page again.)
  await page.waitForLoadState('networkidle');
  const navbar = page.locator('.navbar:has(> .navbar-inner)');
  const right = page.locator('.navbar-right');
  // (Polled: a bar React is drawing again is read detached, 0 px high, once in a while.)
  const height = () => navbar.evaluate((el) => el.getBoundingClientRect().height);
  await expect.poll(height).toBeGreaterThan(0);
  const before = await height();
  // (reduxjs/react-redux's CSS: 17 px text, and both item groups let grow.)
  await page.addStyleTag({ content: ':root { --ifm-font-size-base: 17px } .navbar .navbar__items { flex: 1 1 auto }' });
  expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('17px');
  // Infima's 3.75 rem bar, at the root's size.
  await expect.poll(height).toBeCloseTo((before * 17) / 16, 1);
  // The right group's items stay at its end, though the group grows; a crowded group's labels wrap (Infima's links do not refuse to).
  const [groupEnd, lastEnd] = await right.evaluate((el) => [
    el.getBoundingClientRect().right,
    Math.max(
      ...[...el.children]
        .map((c) => c.getBoundingClientRect())
        .filter((r) => r.width > 0)
        .map((r) => r.right),
    ),
  ]);
  expect(Math.abs(groupEnd - lastEnd)).toBeLessThan(1);
  expect(
    await page
      .locator('.navbar-inner .nav-item-link')
      .first()
      .evaluate((a) => getComputedStyle(a).whiteSpace),
  ).toBe('normal');
  expect(await right.evaluate((el) => getComputedStyle(el).minWidth)).toBe('0px');
});

test("a doc page without a sidebar has DocRoot's main, narrower by a hidden sidebar's strip, its container centred there", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, `${fixtureOrigin('docusaurus-look')}/docs/guides/use/`);
  const main = page.locator('main#main-content');
  expect(await main.evaluate((m) => m.getBoundingClientRect().width)).toBeLessThan(1000);
  // (As on a page whose docs plugin gives it no sidebar: theme-classic's docMainContainerEnhanced.)
  await page.evaluate(() => document.querySelector('.page-wrapper')!.classList.remove('has-sidebar'));
  expect(await main.evaluate((m) => m.getBoundingClientRect().width)).toBe(1250);
});

test("a TOC entry keeps its heading's inline code, as Docusaurus' MDX loader writes its value; the column's links carry theme-classic's toc-highlight, the phone's not", async ({
  page,
}) => {
  await gotoHydrated(page, `${fixtureOrigin('docusaurus-look')}/docs/guides/use/`);
  const entry = page.locator('.toc-desktop a[href="#a-coded-heading"]');
  expect(await entry.innerHTML()).toBe('A <code>coded</code> heading');
  await expect(entry).toHaveClass('toc-link table-of-contents__link toc-highlight');
  await expect(page.locator('.theme-doc-toc-mobile a[href="#a-coded-heading"]')).toHaveClass('toc-link table-of-contents__link');
});

test("a nested TOC entry is in by its list's padding and its item's margin, and narrower by its item's right margin, as Infima's nested lists draw it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, `${fixtureOrigin('docusaurus-look')}/docs/guides/use/`);
  for (const id of ['afterword', 'a-coded-heading']) await expect(page.locator(`.toc-desktop a[href="#${id}"]`)).toBeVisible();
  // (Both measured at once: the TOC may be drawn again as the page hydrates.)
  const [outer, inner] = await page.evaluate(() =>
    ['afterword', 'a-coded-heading'].map((id) => {
      const r = document.querySelector(`.toc-desktop a[href="#${id}"]`)!.getBoundingClientRect();
      return { x: r.x, width: r.width };
    }),
  );
  // (0.5 rem each: the nested ul's padding and its li's margin on the left, its li's margin on the right; a long entry wraps where Docusaurus wraps it.)
  expect(inner.x - outer.x).toBe(16);
  expect(outer.x + outer.width - (inner.x + inner.width)).toBe(8);
  // The site's own colour for one entry wins over the link colour, as over Infima's; the others keep it.
  // (Polled: an entry the TOC draws again as the page hydrates is read detached, with no style, once in a while.)
  const color = (id: string) => page.locator(`.toc-desktop a[href="#${id}"]`).evaluate((a) => getComputedStyle(a).color);
  await expect.poll(() => color('afterword')).toBe('rgb(200, 0, 0)');
  expect(await color('a-coded-heading')).not.toBe('rgb(200, 0, 0)');
});

test("a doc page whose TOC lists nothing keeps the TOC's column, as theme-classic's DocItem/Layout does unless the front matter hides the TOC", async ({
  page,
}) => {
  // (The fixture's widths as Docusaurus 3.10 draws them: the article at 75 % of the row, less its gutters.)
  for (const [width, article] of [
    [1024, 511],
    [1280, 703],
    [1500, 868],
  ]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/guides/setup/`);
    await expect(page.locator('.toc-desktop')).toHaveCount(0);
    expect(Math.round((await page.locator('article').boundingBox())!.width)).toBe(article);
  }
});

test("a code block's title and line numbers are theme-classic's: the title in the page's font at weight 500, its copy button over the code; the numbers a column padded by --ifm-pre-padding, at 40 %", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
  const titled = page.locator('.theme-code-block', { has: page.locator('.code-title', { hasText: 'highlight.js' }) });
  const title = await titled.locator('.code-title').evaluate((t) => {
    const s = getComputedStyle(t);
    return {
      font: s.fontFamily === getComputedStyle(t.closest('article')!).fontFamily,
      weight: s.fontWeight,
      header: t.parentElement!.getBoundingClientRect().height,
    };
  });
  // (theme-classic's codeBlockTitle: 0.75rem above and below a line of the code's size, 48.8 px in Docusaurus' build.)
  expect(title.font).toBe(true);
  expect(title.weight).toBe('500');
  expect(Math.abs(title.header - 48.8)).toBeLessThan(1.5);
  const button = await titled.locator('.copy-button').boundingBox();
  const code = await titled.locator('pre').boundingBox();
  expect(button!.y).toBeGreaterThan(code!.y);
  const numbered = page.locator('.theme-code-block pre.numbered').first();
  const column = await numbered.evaluate((pre) => {
    const line = pre.querySelector('.line')!;
    const number = getComputedStyle(line, '::before');
    return {
      start: line.getBoundingClientRect().left - pre.getBoundingClientRect().left,
      padding: number.paddingLeft,
      opacity: number.opacity,
      align: number.textAlign,
    };
  });
  expect(column).toEqual({ start: 0, padding: '16px', opacity: '0.4', align: 'right' });
});

test("a page's admonitions are theme-classic's: Infima's alert of the type's colour, a heading of the icon and the title in capitals, as Docusaurus draws them", async ({
  page,
}) => {
  await gotoHydrated(page, `${fixtureOrigin('docusaurus-look')}/docs/guides/use/`);
  const [tip, caution] = [0, 1].map((i) => page.locator('article .theme-admonition').nth(i));
  await expect(tip).toHaveClass('theme-admonition theme-admonition-tip admonition_Layout alert alert--success');
  // caution: a warning's colours, titled by its own type.
  await expect(caution).toHaveClass('theme-admonition theme-admonition-caution admonition_Layout alert alert--warning');
  await expect(caution.locator('.admonitionHeading_Layout')).toHaveText('caution');
  // A link in it underlined in the alert's border colour (Infima's `.alert a`), not its text's.
  const [decoration, border, text] = await tip.evaluate((el) => [
    getComputedStyle(el.querySelector('a')!).textDecorationColor,
    getComputedStyle(el).borderLeftColor,
    getComputedStyle(el).color,
  ]);
  expect(decoration).toBe(border);
  expect(decoration).not.toBe(text);
  const look = (box: typeof tip) =>
    box.evaluate((el) => {
      const s = getComputedStyle(el);
      const heading = el.firstElementChild!;
      const icon = heading.querySelector('span > *')!.getBoundingClientRect();
      return [
        s.padding,
        s.borderLeft,
        s.borderRadius,
        s.backgroundColor,
        s.marginBottom,
        getComputedStyle(heading).font,
        getComputedStyle(heading).textTransform,
        heading.textContent,
        Math.round(icon.width),
        Math.round(icon.height),
        Math.round(el.getBoundingClientRect().height),
      ].join(' | ');
    });
  // (Docusaurus 3.10's build of the fixture, measured: the same at 1280 and 390 px.)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await look(tip)).toBe(
      '16px | 5px solid rgb(0, 148, 0) | 6.4px | rgb(230, 246, 230) | 16px | 700 14px / 17.5px Georgia, "Times New Roman", serif | uppercase | Keep it short | 22 | 22 | 90',
    );
  }
});

test("a Markdown page of src/pages stands on theme-classic's MDXPage grid: a fluid row, the article col--8 and the TOC col--2 centred, the whole row where the TOC is hidden; no TOC on a phone", async ({
  page,
}) => {
  // (Positions as Docusaurus 3.10 draws the same pages; the row R is the viewport's width.)
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${fixtureOrigin('docusaurus-look')}/release-notes/`);
    const h1 = (await page.locator('article h1').boundingBox())!;
    // (2rem under the navbar and the fixture's announcement bar.)
    const top = (await page.locator('main').boundingBox())!.y + 32;
    const toc = (await page.locator('.toc-desktop .table-of-contents').boundingBox())!;
    expect([Math.round(h1.x), Math.round(h1.y), Math.round(h1.width)]).toEqual([
      Math.round(width / 12 + 16),
      Math.round(top),
      Math.round((width * 8) / 12 - 32),
    ]);
    expect([Math.round(toc.x), Math.round(toc.width)]).toEqual([Math.round((width * 9) / 12 + 16), Math.round((width * 2) / 12 - 32)]);
    await page.goto(`${fixtureOrigin('docusaurus-look')}/support/`);
    const whole = (await page.locator('article h1').boundingBox())!;
    expect([Math.round(whole.x), Math.round(whole.width)]).toEqual([16, width - 32]);
  }
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${fixtureOrigin('docusaurus-look')}/release-notes/`);
  await expect(page.locator('.toc-mobile')).toBeHidden();
  const phone = (await page.locator('article h1').boundingBox())!;
  const phoneTop = (await page.locator('main').boundingBox())!.y + 32;
  expect([Math.round(phone.x), Math.round(phone.y), Math.round(phone.width)]).toEqual([16, Math.round(phoneTop), 358]);
});

test("a doc's footer is theme-classic's DocItem/Footer: its tags in TagsListInline's row, then the edit-meta row, the pencil set off from its words", async ({
  page,
}) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/enterprise/`);
  const footer = page.locator('article + footer.theme-doc-footer.docusaurus-mt-lg');
  const tags = footer.locator('> .row.margin-top--sm.theme-doc-footer-tags-row > .col');
  await expect(tags.locator('> b')).toHaveText('Tags:');
  await expect(tags.locator('ul.padding--none.margin-left--sm > li > a[rel="tag"]')).toHaveText(['billing', 'plans']);
  await expect(tags.locator('a[rel="tag"]').first()).toHaveAttribute('href', '/docs/tags/billing/');
  // (Tag's look: a rounded border of Infima's emphasis-300, 90 % of the text.)
  expect(
    await tags
      .locator('a[rel="tag"]')
      .first()
      .evaluate((a) => [getComputedStyle(a).borderTopStyle, getComputedStyle(a).borderTopWidth]),
  ).toEqual(['solid', '1px']);
  // (Its first row's margin falls into the footer's own, as in a block: the footer's top is the row's.)
  expect(await footer.evaluate((f) => f.firstElementChild!.getBoundingClientRect().top - f.getBoundingClientRect().top)).toBe(0);
  const edit = footer.locator('> .row.margin-top--sm.theme-doc-footer-edit-meta-row a.theme-edit-this-page');
  await expect(edit).toHaveAttribute('href', 'https://git.example.com/look/edit/main/docs/enterprise.md');
  expect(await edit.locator('svg').evaluate((svg) => [getComputedStyle(svg).marginRight !== '0px', getComputedStyle(svg).verticalAlign])).toEqual([
    true,
    'sub',
  ]);
  // A doc with none of them has no footer.
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
  await expect(page.locator('footer.theme-doc-footer')).toHaveCount(0);
});

test("a Markdown page of src/pages ends with theme-classic's edit-meta row where the pages plugin shows one: its edit link, and its last update by the front matter", async ({
  page,
}) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/support/`);
  const row = page.locator('main .theme-pages-footer-edit-meta-row');
  await expect(row).toHaveClass(/margin-top--sm/);
  // (After the article, in its column, as MDXPage places EditMetaRow.)
  expect(await row.evaluate((el) => el.previousElementSibling?.tagName)).toBe('ARTICLE');
  const edit = row.locator('a.theme-edit-this-page');
  await expect(edit).toHaveText('Edit this page');
  await expect(edit).toHaveAttribute('href', 'https://git.example.com/look/edit/main/src/pages/support.md');
  await expect(row.locator('.theme-last-updated')).toHaveText('Last updated on May 1, 2024 by The operators');
  // A page without a last update in its front matter or history: the edit link alone.
  await page.goto(`${fixtureOrigin('docusaurus-look')}/release-notes/`);
  await expect(page.locator('main .theme-pages-footer-edit-meta-row a.theme-edit-this-page')).toHaveAttribute(
    'href',
    'https://git.example.com/look/edit/main/src/pages/release-notes.md',
  );
});

test("on a wide screen the sidebar's nav scrolls itself, as theme-classic's DocSidebar/Desktop lays it out: one scrollbar gutter, also where the site's CSS asks one of .menu", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/intro/`);
  const nav = page.locator('#site-sidebar nav.sidebar-menu');
  const boxes = await nav.evaluate((el) => ({
    overflowY: getComputedStyle(el).overflowY,
    gutter: getComputedStyle(el).scrollbarGutter,
    outer: getComputedStyle(el.parentElement!).scrollbarGutter,
  }));
  expect(boxes).toEqual({ overflowY: 'auto', gutter: 'stable', outer: 'auto' });
  const width = async () => (await nav.locator('.menu__link').first().boundingBox())!.width;
  const before = await width();
  // (vcluster-docs' own rule for the nav: under Docusaurus the gutter it asks is the one there is.)
  await page.addStyleTag({ content: '.menu { scrollbar-gutter: stable; overflow-y: auto; }' });
  expect(await width()).toBe(before);
});

test("a page's card list is theme-classic's where no theme is installed: Infima's cards, two to a row, an icon before each label", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/cards/`);
  const cards = page.locator('section.row > article.col.col--6 > a.card.padding--lg');
  await expect(cards).toHaveCount(3);
  await expect(cards.locator('h2')).toHaveText(['📄️ Set up', '🔗 🧭 Elsewhere', '🗃️ All guides']);
  await expect(cards.nth(2).locator('p')).toHaveText('2 items');
  // Two to a row, as Infima's col--6 lays them out.
  const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(Math.round(a!.y)).toBe(Math.round(b!.y));
  expect(b!.x).toBeGreaterThan(a!.x + a!.width);
});

test('a component the page imports gets its own child components, as webpack gives them, and runs', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${fixtureOrigin('docusaurus-look')}/docs/cards/`);
  // Steps keeps only children of its own Step (`child.type === Step`): both are modules of the site, loaded apart.
  await expect(page.locator('.look-steps .look-step-title')).toHaveText(['Install', 'Configure']);
  // (Clicked once hydrated: React has the button's element then.)
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('.look-steps button')!).some((k) => k.startsWith('__reactProps')))).toBe(true);
  await page.getByRole('button', { name: 'Mark a step done' }).click();
  await expect(page.locator('.look-steps-count')).toHaveText('1 of 2 done');
  expect(errors).toEqual([]);
});
