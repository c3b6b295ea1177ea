import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

/** The head tags React 19 hoists into <head> wherever they are rendered. */
const HOISTED = new Set(['title', 'meta', 'link']);

/**
 * `@docusaurus/Head`: its <title>, <meta> and <link> children go into the page's head (React hoists
 * them). Those come before @theme/Layout's own title, so the deeper one wins, as with Docusaurus'
 * react-helmet. A JSON-LD data block (`<script type="application/ld+json">`, structured data for search
 * engines, which read it anywhere in the document) is written where it stands. Other children (<html>,
 * <body> attributes, scripts) are not rendered.
 */
export default function Head({ children }: { children?: ReactNode }) {
  return (
    <>
      {Children.toArray(children).map((child) => {
        if (isValidElement<{ type?: string; children?: ReactNode }>(child) && child.type === 'script' && child.props.type === 'application/ld+json') {
          // Its text as written; `</` escaped so that the data cannot end the element.
          const json = Children.toArray(child.props.children).join('').replace(/<\//g, '<\\/');
          return <script key={child.key} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
        }
        if (!isValidElement(child) || typeof child.type !== 'string' || !HOISTED.has(child.type)) return null;
        const el = child as ReactElement<{ children?: ReactNode }>;
        // A <title> takes one string (React warns about `{a} {b}`, which JSX makes a list); its attributes stay.
        if (el.type === 'title') {
          const { children: text, ...attributes } = el.props;
          return (
            <title key={el.key} {...attributes}>
              {Children.toArray(text).join('')}
            </title>
          );
        }
        return el;
      })}
    </>
  );
}
