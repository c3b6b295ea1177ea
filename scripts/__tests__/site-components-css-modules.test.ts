/**
 * A CSS module's classes are named as `docusaurus build` names them (plugins/docusaurus/site-components/css-modules.ts):
 * `[local]_[contenthash:base64:4]`, css-loader's hash of the file's path in the site and the class's name, run
 * from the site's install, so a site's stylesheet that selects theme-classic's hashed classes finds them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { CLASSIC_SITE, classicSiteWith, docusaurusInstall } from '../../test/docusaurus-install';
import { bundleSiteModule } from '../../test/site-bundle';
import { cssLoaderOf, docusaurusCssModule } from '../../plugins/docusaurus/site-components/css-modules';
import { codeBlockClasses } from '../../plugins/docusaurus/importer/code-block-classes';
import { frameModuleClasses } from '../../plugins/docusaurus/site-components/frame-module-classes';
import { DOCUSAURUS_THEME_CLASSES } from '../../plugins/docusaurus/theme-classes';
import { partClass, withSiteClasses } from '../../lib/shared/theme-classes';
import { tocClasses } from '../../components/doc/toc-classes';
import { tempDir } from '../../test/temp-dir';
import { highlightToHtml } from '../../lib/mdx/highlight-code';
import { parseCodeMeta } from '../../lib/mdx/code-meta';
import { codeStyleOf } from '../../lib/code-theme/code-style';
import { prismProblems } from '../../lib/config/prism';

const CARD = `import styles from './card.module.css';
export default function Card() {
  return <div className={styles.card}><span className={styles['card-title']}>Card</span></div>;
}
`;
const CSS = `.card { padding: 1rem; }\n.card-title { font-weight: bold; }\n.card :global(.markdown) { margin: 0; }\n`;

test(
  "a CSS module's classes are Docusaurus' names: theme-classic's announcement bar as its build names it, a site's module alike in its code and its stylesheet",
  { timeout: 900_000 },
  async () => {
    const site = classicSiteWith('css-modules', { 'src/components/Card.jsx': CARD, 'src/components/card.module.css': CSS });
    const parts = cssLoaderOf(site);
    assert.ok(parts, "the site's install gives css-loader");
    // Before 3.6 there is no @docusaurus/bundler, and @docusaurus/core names no entry (2.x alike): css-loader is core's.
    const older = tempDir('core-only');
    fs.mkdirSync(path.join(older, 'node_modules/@docusaurus'), { recursive: true });
    fs.symlinkSync(path.join(site, 'node_modules/@docusaurus/core'), path.join(older, 'node_modules/@docusaurus/core'));
    assert.ok(cssLoaderOf(older), "a site with core alone gives core's css-loader");
    // (The names `docusaurus build` gave theme-classic's AnnouncementBar module on a site built here: infracost/docs, Docusaurus 3.9.)
    const bar = await docusaurusCssModule(
      parts,
      site,
      path.join(site, 'node_modules/@docusaurus/theme-classic/lib/theme/AnnouncementBar/styles.module.css'),
      '.announcementBar { display: flex; }\n.announcementBarPlaceholder { flex: 0 0 10px; }\n.announcementBarContent { flex: 1 1 auto; }\n',
    );
    assert.deepEqual(bar?.exports, {
      announcementBar: 'announcementBar_mb4j',
      announcementBarPlaceholder: 'announcementBarPlaceholder_vyr4',
      announcementBarContent: 'announcementBarContent_xLdY',
    });
    assert.match(bar?.css ?? '', /^\.announcementBar_mb4j \{ display: flex; \}/);
    // A site's own module: its code and its stylesheet name each class as Docusaurus would; a :global class keeps its name.
    const own = await docusaurusCssModule(parts, site, path.join(site, 'src/components/card.module.css'), CSS);
    const { card, 'card-title': title } = own?.exports ?? {};
    assert.match(card ?? '', /^card_[A-Za-z0-9_]{4}$/);
    const bundle = await bundleSiteModule(site, 'src/components/Card.jsx');
    for (const name of [card, title]) {
      assert.ok(bundle.css.includes(`.${name} {`), bundle.css);
      assert.ok(bundle.code.includes(JSON.stringify(name)), bundle.code);
    }
    assert.ok(bundle.css.includes(`.${card} .markdown {`), bundle.css);
  },
);

test(
  "the engine's code blocks carry theme-classic's CodeBlock module classes as Docusaurus' build names them: frame, box, <pre> with its language, <code>",
  { timeout: 900_000 },
  async () => {
    // (The install's own folder: theme-classic at node_modules/@docusaurus/theme-classic, as a site's hoisted install has it.)
    const classes = await codeBlockClasses(docusaurusInstall('3.10.2', CLASSIC_SITE));
    // (The names docusaurus build gave those modules on a site built here: infracost/docs, Docusaurus 3.9.)
    assert.deepEqual(classes, {
      container: 'codeBlockContainer_Ckt0',
      content: 'codeBlockContent_QJqH',
      pre: 'language-{language} codeBlock_bY9V thin-scrollbar',
      code: 'codeBlockLines_e6Vv',
    });
    const style = codeStyleOf({ prism: { theme: 'dracula', blockClasses: classes } });
    // Highlighted, and plain (a language the highlighter lacks): the same classes on the same elements.
    for (const lang of ['shell', 'no-such-language']) {
      const html = await highlightToHtml('brew install infracost', lang, parseCodeMeta(undefined), style);
      assert.match(
        html,
        new RegExp(`^<pre class="shiki[\\w -]* prism-code language-${lang} codeBlock_bY9V thin-scrollbar"[^>]*><code class="codeBlockLines_e6Vv">`),
        html,
      );
    }
    // (site.config.json's prism.blockClasses is checked: each part a class list.)
    assert.deepEqual(prismProblems({ blockClasses: classes }), []);
    assert.match(prismProblems({ blockClasses: { pre: 1 } }).join(), /"prism\.blockClasses" must be/);
    // A site without them keeps the engine's own markup.
    assert.match(await highlightToHtml('x', 'shell', parseCodeMeta(undefined), codeStyleOf({})), /^<pre class="shiki[\w -]* prism-code" tabindex="0"><code>/);
  },
);

test(
  "the docs frame the engine draws carries theme-classic's module classes as Docusaurus' build names them, each on its part's element, first where theme-classic's element has no other class",
  { timeout: 900_000 },
  async () => {
    const classes = await frameModuleClasses(docusaurusInstall('3.10.2', CLASSIC_SITE));
    // (The names docusaurus build gave those modules on a site built here: open-webui/docs, Docusaurus 3.x.)
    assert.deepEqual(classes, {
      parts: {
        'docs-wrapper': 'docsWrapper_hBAB docRoot_UBD9',
        'docs-sidebar-column': 'docSidebarContainer_YfHR',
        'toc-column-kept': 'docItemCol_VOVn',
        breadcrumbs: 'breadcrumbsContainer_Z_bl',
        'toc-mobile': 'tocMobile_ITEo',
        'toc-mobile-toggle': 'tocCollapsibleButton_TO0P',
        'page-main': 'mainWrapper_z2l0',
      },
      leading: {
        'docs-main': 'docMainContainer_TBSr',
        'doc-container': 'docItemContainer_Djhp',
        'toc-sticky': 'tableOfContents_bqdL',
        'toc-mobile': 'tocCollapsible_ETCw',
      },
      // (3.9 on: the sidebar's label spans, DocSidebarItem/Link's and /Category's.)
      sidebar: { linkLabel: 'linkLabel_WmDU', categoryLabel: 'categoryLinkLabel_W154', categoryLabelLead: 'categoryLink_byQd' },
    });
    // The core's classes of the parts: the layer's static ones, then these; leading ones before the engine's own.
    const theme = withSiteClasses(DOCUSAURUS_THEME_CLASSES, classes);
    assert.equal(theme?.parts?.['toc-column-kept'], 'docItemCol docItemCol_VOVn');
    assert.equal(theme?.parts?.['docs-sidebar-column'], 'theme-doc-sidebar-container docSidebarContainer_YfHR');
    assert.equal(partClass(theme, 'docs-main', 'main'), 'docMainContainer_TBSr main');
    assert.equal(theme?.parts?.['page-main'], 'main-wrapper theme-layout-main mainWrapper_z2l0');
    // The phone's TOC and its button, as TOCCollapsible and DocItem/TOC/Mobile write them; the desktop TOC's box as TOC does.
    const toc = tocClasses(theme);
    assert.equal(toc.mobile, 'tocCollapsible_ETCw toc-mobile theme-doc-toc-mobile tocMobile_ITEo');
    assert.equal(toc.mobileToggle, 'toc-mobile-toggle clean-btn tocCollapsibleButton_TO0P');
    assert.equal(toc.sticky, 'tableOfContents_bqdL toc-sticky thin-scrollbar theme-doc-toc-desktop');
    // Without the theme installed, none.
    assert.deepEqual(await frameModuleClasses(tempDir('no-theme')), {});
  },
);
