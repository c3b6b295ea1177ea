'use client';
import { useMemo, type ComponentType, type ReactNode } from 'react';
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
 * The doc page's item, as Docusaurus' docs route renders it (../../site-components/doc-item.ts):
 * the page's docs instance's own component, else `@theme/DocItem`. Outside the engine's frame (a
 * layout of the site's or a plugin's), the page gets Docusaurus' container around it
 * (plugins/docusaurus/styles/doc-item.css).
 */
export function docItemHost(fallback: DocItemComponent, byPlugin: Readonly<Record<string, DocItemComponent>>) {
  return function DocItemHost() {
    const doc = useLayoutPart()?.doc;
    const docs = useDocsContext();
    const Item = (docs && byPlugin[docs.pluginId]) ?? fallback;
    // (One content component per page: a new one on each render would remount the article.)
    const content = useMemo(() => mdxContent(doc?.body, docValue(docs, doc?.meta)), [doc, docs]);
    return (
      <div className={DOC_MAIN_CONTAINER}>
        <Item content={content} />
      </div>
    );
  };
}
