/** Which doc item places reach a site's swizzle through the installed theme's modules (../doc-item-places.ts, ../theme-graph.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tempFiles } from '../../../../test/temp-dir';
import { themeAliases } from '../theme-aliases';
import { placesReachingSwizzles } from '../doc-item-places';
import { swizzlesReachedFrom } from '../theme-graph';

/** A theme folder shaped as theme-classic's: each place imports the modules it renders. */
const theme = () =>
  tempFiles('places-theme', {
    'DocItem/TOC/Desktop/index.js': "import TOC from '@theme/TOC';\nimport { useDoc } from '@docusaurus/plugin-content-docs/client';\n",
    'DocItem/TOC/Mobile/index.js': "import TOCCollapsible from '@theme/TOCCollapsible';\n",
    'TOC/index.js': "import TOCItems from '@theme/TOCItems';\nimport styles from './styles.module.css';\n",
    'TOCCollapsible/index.js': "import TOCItems from '@theme/TOCItems';\nimport Button from '@theme/TOCCollapsible/CollapseButton';\n",
    'TOCCollapsible/CollapseButton/index.js': '',
    'TOCItems/index.js': "import TOCItemTree from '@theme/TOCItems/Tree';\n",
    'TOCItems/Tree.js': "import Link from '@docusaurus/Link';\n",
    'DocItem/Footer/index.js': "import TagsListInline from '@theme/TagsListInline';\nconst Lazy = () => import('@theme/EditMetaRow');\n",
    'TagsListInline/index.js': "import Tag from '@theme/Tag';\n",
    'Tag/index.js': '',
    'EditMetaRow/index.js': "import EditThisPage from '@theme/EditThisPage';\n",
    'EditThisPage/index.js': '',
    'DocItem/Paginator/index.js': "import DocPaginator from '@theme/DocPaginator';\n",
    'DocPaginator/index.js': '',
  });

test('a swizzle deep in a place’s tree is reached; the walk stops at it, and follows dynamic imports', () => {
  const aliases = themeAliases([theme()]);
  const swizzled = new Set(['TOCItems', 'TOCItems/Tree', 'EditThisPage']);
  assert.deepEqual(
    swizzlesReachedFrom('DocItem/TOC/Desktop', aliases, (n) => swizzled.has(n)),
    ['TOCItems'],
  );
  assert.deepEqual(
    swizzlesReachedFrom('DocItem/Footer', aliases, (n) => swizzled.has(n)),
    ['EditThisPage'],
  );
  assert.deepEqual(
    swizzlesReachedFrom('DocItem/Paginator', aliases, (n) => swizzled.has(n)),
    [],
  );
});

test('the places whose installed module reaches the site’s swizzles, not a place the site swizzled itself', () => {
  const aliases = themeAliases([theme()]);
  const site = tempFiles('places-site', { 'src/theme/TOCItems/index.js': 'export default () => null;\n', 'src/theme/Tag.jsx': 'export default () => null;\n' });
  assert.deepEqual(placesReachingSwizzles(site, aliases), {
    'DocItem/TOC/Desktop': ['TOCItems'],
    'DocItem/TOC/Mobile': ['TOCItems'],
    'DocItem/Footer': ['Tag'],
  });
  const own = tempFiles('places-own', {
    'src/theme/TOC.js': 'export default () => null;\n',
    'src/theme/DocItem/TOC/Desktop.js': 'export default () => null;\n',
  });
  assert.deepEqual(placesReachingSwizzles(own, aliases), {});
  assert.deepEqual(placesReachingSwizzles(site, themeAliases([])), {});
});
