/**
 * The admonitions' icons the import rendered (../admonition-icons-file.ts), where the site components'
 * bundle draws an admonition (a component's Markdown, `@theme/Admonition` imported by the site's code):
 * the bundler defines them (../site-components/bundle.ts). Elsewhere none: a page binds its own.
 */
declare const __DOCS_ADMONITION_ICONS__: Readonly<Record<string, string>> | undefined;

export const bundledAdmonitionIcons: Readonly<Record<string, string>> = typeof __DOCS_ADMONITION_ICONS__ === 'undefined' ? {} : __DOCS_ADMONITION_ICONS__;
