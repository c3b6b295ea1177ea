/**
 * Docusaurus 2's theme-common kept the reader's docs version choice in a context of its own
 * (contexts/docsPreferredVersion.js, provided by theme-classic 2.x's LayoutProvider), which its
 * search utilities read: theme-search-algolia 2.x's SearchBar, drawn by the engine's frame, called it
 * outside any provider and every page failed to render (excalidraw's dev-docs, Docusaurus 2.2). The
 * engine's ports answer that module's names, as they do the docs client's from 3.0 on.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundledSiteModule } from '../../test/bundled-site-module';

// A stand-in of theme-common 2.x's layout: its entries, the context module and the search utility that imports it.
const THEME_COMMON = {
  'node_modules/@docusaurus/theme-common/package.json': JSON.stringify({
    name: '@docusaurus/theme-common',
    version: '2.2.0',
    exports: { '.': './lib/index.js', './internal': './lib/internal.js' },
  }),
  'node_modules/@docusaurus/theme-common/lib/index.js':
    "export { useContextualSearchFilters } from './utils/searchUtils';\nexport { useDocsPreferredVersion } from './contexts/docsPreferredVersion';\n",
  'node_modules/@docusaurus/theme-common/lib/internal.js':
    "export { useDocsPreferredVersionByPluginId, DocsPreferredVersionContextProvider } from './contexts/docsPreferredVersion';\n",
  'node_modules/@docusaurus/theme-common/lib/contexts/docsPreferredVersion.js': [
    "import React, { useContext } from 'react';",
    'const Context = React.createContext(null);',
    "function useContextValue() { const v = useContext(Context); if (v === null) throw new Error('Hook useDocsPreferredVersionContext is called outside the <DocsPreferredVersionContextProvider>.'); return v; }",
    'export function DocsPreferredVersionContextProvider({ children }) { return React.createElement(Context.Provider, { value: {} }, children); }',
    'export function useDocsPreferredVersion() { useContextValue(); return { preferredVersion: null, savePreferredVersionName() {} }; }',
    'export function useDocsPreferredVersionByPluginId() { useContextValue(); return {}; }',
    '',
  ].join('\n'),
  'node_modules/@docusaurus/theme-common/lib/utils/searchUtils.js':
    "import { useDocsPreferredVersionByPluginId } from '../contexts/docsPreferredVersion';\nexport function useContextualSearchFilters() { const byPlugin = useDocsPreferredVersionByPluginId(); return { tags: ['default', ...Object.keys(byPlugin)] }; }\n",
};

test(
  "Docusaurus 2's theme-common hooks of the reader's version choice are the engine's: its search's filters read them outside any provider",
  { timeout: 300_000 },
  async () => {
    const Search = await bundledSiteModule(
      'preferred-version',
      'src/components/Search.jsx',
      [
        "import { useContextualSearchFilters } from '@docusaurus/theme-common';",
        "import { DocsPreferredVersionContextProvider } from '@docusaurus/theme-common/internal';",
        'function Tags() { return <p>{useContextualSearchFilters().tags.join(" ")}</p>; }',
        'export default function Search() { return <><Tags /><DocsPreferredVersionContextProvider><Tags /></DocsPreferredVersionContextProvider></>; }',
        '',
      ].join('\n'),
      THEME_COMMON,
    );
    assert.equal(renderToStaticMarkup(createElement(Search)), '<p>default</p><p>default</p>');
  },
);
