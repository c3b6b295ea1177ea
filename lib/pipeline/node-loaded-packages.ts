/**
 * Which of the engine's packages Next's build leaves to Node (next.config.ts serverExternalPackages; not the preview's):
 * the content pipeline's, which the page pass already ran before Next starts and the server code
 * only requires. Compiled into the server's chunks, they cost every build their parse and bundling.
 * The create-docusaurus template, cold, three runs each in turn: 18.0 against 19.5 CPU-s, 11.6
 * against 12.4 s, peak 420 against 494 MiB, and the same export.
 * Every dependency is in one of the two lists (lib/pipeline/__tests__/node-loaded-packages.test.ts).
 */
export const NODE_LOADED_PACKAGES: readonly string[] = [
  // The Markdown and MDX pipeline.
  ...[
    'unified',
    'remark-parse',
    'remark-mdx',
    'remark-gfm',
    'remark-directive',
    'remark-stringify',
    'rehype-raw',
    'rehype-slug',
    'rehype-autolink-headings',
    'remark-emoji',
  ],
  ...['@mdx-js/mdx', 'micromark-util-sanitize-uri', 'mdast-util-to-string', 'hast-util-to-html', 'hast-util-to-jsx-runtime', 'hast-util-to-string'],
  // The site's head and body tags: a tag string read as a browser would, a style attribute as React's object.
  ...['parse5', 'style-to-js'],
  ...['estree-util-build-jsx', 'estree-util-scope', 'estree-util-to-js', 'estree-walker', 'unist-util-visit', 'vfile'],
  // MDX's JSX parser and its HTML-to-code step (an MDX 1 page's Markdown inside an expression: plugins/docusaurus/mdx1-parts.ts).
  ...['acorn', 'acorn-jsx', 'hast-util-to-estree'],
  // Front matter, data, files and feeds.
  ...['yaml', 'gray-matter', 'picomatch', 'image-size', 'htmlparser2', 'entities', 'github-slugger', 'feed'],
  // Search, checks, colours and diagrams, as the server runs them.
  ...['algoliasearch', 'ajv', 'colord', 'stemmer', 'mermaid', 'beautiful-mermaid', 'shiki'],
  // Tools the build runs beside Next, never imported by a page.
  ...['esbuild', 'sass', 'postcss', 'tsx', 'typescript', '@parcel/watcher', '@types/node', '@types/react'],
  // webpack's loader runner, for a site's module rules in its components' bundle (plugins/docusaurus/site-components/module-rules.ts).
  ...['loader-runner', '@types/loader-runner'],
];

/**
 * The packages Next must compile: React and what renders with it (two copies of React would break
 * its hooks), Next itself, stylesheets, lodash-es (Next transpiles it for its imports' optimisation,
 * which an external package may not be), and code only the browser runs. (prism-react-renderer's
 * Prism runs in the bundle of a site's own grammars, plugins/docusaurus/site-components/prism-grammars.ts;
 * it renders with React, so it is not Node's.)
 */
export const COMPILED_PACKAGES: readonly string[] = [
  ...['next', 'react', 'react-dom', 'react-instantsearch-core', 'prism-react-renderer'],
  ...['@fontsource-variable/inter', 'lodash-es'],
  ...['medium-zoom', 'nprogress', '@panzoom/panzoom'],
];
