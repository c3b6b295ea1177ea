/**
 * Docusaurus checks the links of its `<Link>` (and so Markdown links, which MDX renders with it), not
 * an `<a href>` that a component writes itself: `<a href="/docs/subscriptions">` in a site component
 * builds with Docusaurus whatever it points at (its eslint rule no-html-links says as much). The
 * engine checks the links of the exported HTML, so the anchors the site's components and packages
 * render through React's JSX runtime carry Docusaurus' own opt-out, `data-noBrokenLinkCheck`
 * (lib/output/link-check.ts; written in lower case, as React wants a data attribute), and so do those
 * they make with `React.createElement` (a package compiled with the classic runtime: the OpenAPI
 * theme's `createElement("a", { href })`). The engine's components, the `@docusaurus/Link` shim among
 * them, keep React's own: their links are checked.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'site-jsx-runtime';
const ENGINE_DIRS = ['components', 'lib', 'app', 'plugins'].map((d) => path.join(process.cwd(), d) + path.sep);

const UNCHECKED = [
  'const unchecked = (type, props) =>',
  "  type === 'a' && props && typeof props.href === 'string' && !('data-noBrokenLinkCheck' in props) && !('data-nobrokenlinkcheck' in props)",
  "    ? { ...props, 'data-nobrokenlinkcheck': true }",
  '    : props;',
];

/** The module a site's file gets for each request: React's, its anchors' props marked. */
const MODULES: Record<string, string> = {
  'react/jsx-runtime': [
    "import { Fragment, jsx as __jsx, jsxs as __jsxs } from 'react/jsx-runtime';",
    ...UNCHECKED,
    'export { Fragment };',
    'export const jsx = (type, props, key) => __jsx(type, unchecked(type, props), key);',
    'export const jsxs = (type, props, key) => __jsxs(type, unchecked(type, props), key);',
  ].join('\n'),
  // (Its default too, which a CommonJS package reads `createElement` from: `react_1.default.createElement`.)
  react: [
    "import * as React from 'react';",
    "export * from 'react';",
    ...UNCHECKED,
    'export const createElement = (type, props, ...children) => React.createElement(type, unchecked(type, props), ...children);',
    'export default { ...(React.default ?? React), createElement };',
  ].join('\n'),
};

export function uncheckedAnchorsPlugin(): Plugin {
  return {
    name: NAMESPACE,
    setup(b) {
      // (A file's import: not this module's own, nor the shared React's, nor a Markdown file's compiled for a
      // component, whose links Docusaurus renders with Link and checks.)
      b.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) =>
        args.namespace === 'file' && !ENGINE_DIRS.some((d) => args.importer.startsWith(d)) ? { path: args.path, namespace: NAMESPACE } : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: MODULES[args.path], loader: 'js' }));
    },
  };
}
