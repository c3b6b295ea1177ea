'use client';
import { Children, cloneElement, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { Head as CoreHead } from '@/components/api/mdx';
import { TitleRecord } from './head-titles';
import { HeadDepth } from './head-depth';
import { HEAD_DEPTH_ATTRIBUTE } from '../shared/head-depth';
import { attributeMetas } from '../shared/document-attributes';

/** A `<script>` child that runs (a JSON-LD block is data, which the core's Head writes). */
const isRunningScript = (c: ReactNode): c is ReactElement<Record<string, unknown>> =>
  isValidElement<{ type?: unknown }>(c) && c.type === 'script' && c.props.type !== 'application/ld+json';

/** A script of the site's own code, written where the Head stands: its text as written, or its `src`. */
function SiteScript({ script }: { script: ReactElement<Record<string, unknown>> }) {
  const { children, ...attributes } = script.props;
  const text = Children.toArray(children as ReactNode).join('');
  return text ? <script {...attributes} dangerouslySetInnerHTML={{ __html: text }} /> : <script {...attributes} />;
}

/** An `<html>` or `<body>` child as the meta tags that carry its attributes (../shared/document-attributes.ts); any other child as it is. */
function withDocumentAttributes(child: ReturnType<typeof Children.toArray>[number]): ReactNode[] {
  if (!isValidElement<Record<string, unknown>>(child) || (child.type !== 'html' && child.type !== 'body')) return [child];
  return attributeMetas(child.type, child.props).map((m) => <meta key={`${String(child.key)}${m.name}`} name={m.name} content={m.content} />);
}

/**
 * `@docusaurus/Head` in a site's components: the engine's, which records a title for the Layout around
 * it (./head-titles.ts) and marks its tags with its depth, which decides between its tags and the
 * site's of the same kind (./head-depth.ts). Its scripts run, as react-helmet writes them into the
 * head: they are the site's code (the core's Head, for a page's content, writes none). Its `<html>` and `<body>`
 * attributes are the document's, in the export and the browser (../shared/document-attributes.ts).
 */
export default function Head({ children }: { children?: ReactNode }) {
  const record = useContext(TitleRecord);
  const depth = useContext(HeadDepth);
  const all = Children.toArray(children).flatMap(withDocumentAttributes);
  if (all.some((c) => isValidElement(c) && c.type === 'title')) record?.add('title');
  const marked = all.map((c) =>
    isValidElement(c) && (c.type === 'meta' || c.type === 'link' || c.type === 'title') ? cloneElement(c, { [HEAD_DEPTH_ATTRIBUTE]: depth } as object) : c,
  );
  return (
    <>
      <CoreHead>{marked}</CoreHead>
      {all.filter(isRunningScript).map((script, i) => (
        <SiteScript key={script.key ?? i} script={script} />
      ))}
    </>
  );
}
