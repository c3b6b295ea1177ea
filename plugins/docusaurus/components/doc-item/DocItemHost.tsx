'use client';
import { isValidElement, useMemo, type ComponentType, type ReactNode } from 'react';
import { useLayoutPart } from '../layout-part';
import { useDocsContext } from '../docs-context';
import { docValue } from '../docs-client';
import { DOC_MAIN_CONTAINER } from '../doc-main-container';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type DocItemComponent = ComponentType<{ content: ComponentType<any> }>;

/** The page's MDX content as Docusaurus hands it to a doc's item: a component, with the doc's data on it. */
function mdxContent(body: ReactNode, value: ReturnType<typeof docValue>) {
  const Content = () => <>{body}</>;
  return Object.assign(Content, value);
}

/**
 * The article's content without the engine's element around it (components/doc/ArticleBody.tsx), as
 * Docusaurus hands an instance's own component its MDX: the OpenAPI theme's ApiItem places it in its
 * column, where its `.openapi-left-panel__container > .openapi-markdown__details` rules reach it. An
 * article the build fills in after the export (no content here) keeps that element, its slot.
 */
function bareArticle(body: ReactNode): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(body)) return body;
  return body.props.children === undefined ? body : body.props.children;
}

/**
 * The doc page's item, as Docusaurus' docs route renders it (../../site-components/doc-item.ts):
 * the page's docs instance's own component, else `@theme/DocItem`. Outside the engine's frame (a
 * layout of the site's or a plugin's), the page gets Docusaurus' container around it
 * (plugins/docusaurus/styles/doc-item.css).
 */
export function docItemHost(fallback: DocItemComponent, byPlugin: Readonly<Record<string, DocItemComponent>>) {
  return function DocItemHost() {
    const doc = useLayoutPart()?.doc;
    const docs = useDocsContext();
    const own = docs ? byPlugin[docs.pluginId] : undefined;
    const Item = own ?? fallback;
    // (One content component per page: a new one on each render would remount the article.)
    const content = useMemo(() => mdxContent(own ? bareArticle(doc?.body) : doc?.body, docValue(docs, doc?.meta)), [doc, docs, own]);
    return (
      <div className={DOC_MAIN_CONTAINER}>
        <Item content={content} />
      </div>
    );
  };
}
