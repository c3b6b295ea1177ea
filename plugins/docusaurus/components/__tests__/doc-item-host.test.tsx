/**
 * A docs instance's own docItemComponent (the OpenAPI theme's ApiItem) gets the page's MDX as Docusaurus
 * hands it: the content alone, without the engine's article element around it, so the item's own
 * `.column > details` rules reach it; the default item keeps the engine's article element, and an
 * article the build fills in keeps its slot.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LayoutPartProvider } from '../layout-part';
import { DocsContextProvider } from '../docs-context';
import { ArticleBody } from '../../../../components/doc/ArticleBody';
import type { DocItemParts } from '../../../../lib/api/plugins';
import type { DocsClientData } from '../../../../lib/api/content';

// The site's config, which the bundle of the site's components defines (plugins/docusaurus/site-components/bundle.ts).
(globalThis as { __DOCS_SITE__?: object }).__DOCS_SITE__ = { title: 'Docs', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en'] } };
const { docItemHost } = await import('../doc-item/DocItemHost');

const Column = ({ content: Content }: { content: ComponentType }) => (
  <div className="openapi-left-panel__container">
    <Content />
  </div>
);

function page(body: ReactNode, pluginId: string): string {
  const Host = docItemHost(Column, { api: Column });
  const docs = { pluginId, version: { version: 'current' }, doc: { id: 'x', title: 'X' } } as unknown as DocsClientData;
  return renderToStaticMarkup(
    <DocsContextProvider data={docs}>
      <LayoutPartProvider original={null} versionLinks={[]} doc={{ body, meta: { toc: [] } } as unknown as DocItemParts}>
        <Host />
      </LayoutPartProvider>
    </DocsContextProvider>,
  );
}

test("an instance's own item gets the MDX content alone; the default item, and a slot the build fills, keep the engine's element", () => {
  const compiled = (
    <ArticleBody className="article-body markdown">
      <details className="openapi-markdown__details">
        <summary>Header Parameters</summary>
      </details>
    </ArticleBody>
  );
  assert.match(page(compiled, 'api'), /<div class="openapi-left-panel__container"><details class="openapi-markdown__details">/);
  assert.match(page(compiled, 'default'), /<div class="openapi-left-panel__container"><div class="article-body markdown" data-slot="article"><details/);
  assert.match(
    page(<ArticleBody className="article-body markdown" />, 'api'),
    /<div class="openapi-left-panel__container"><div class="article-body markdown" data-slot="article"/,
  );
});
