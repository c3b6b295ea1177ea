declare const __DOCS_DOCUSAURUS_VERSION__: string | null | undefined;

/** The site's installed @docusaurus/core version (../site-components/bundle.ts defines it); null where none is installed. */
export const installedVersion: string | null = typeof __DOCS_DOCUSAURUS_VERSION__ === 'string' ? __DOCS_DOCUSAURUS_VERSION__ : null;
