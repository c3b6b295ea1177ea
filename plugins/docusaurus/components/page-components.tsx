/**
 * The Docusaurus plugin's MDX components for a page (its React half, plugins/components.tsx): the
 * theme's draws of what the page writes where the engine's registry has its own: details, tabs, admonitions and the inline TOC.
 */
import type { ComponentProps } from 'react';
import type { PluginComponents } from '../../../lib/api/plugins';
import { Details, MDXDetails } from './Details';
import { Tabs } from './Tabs';
import { Admonition } from './Admonition';
import { TOCInline } from './TOCInline';
import { readAdmonitionIcons } from '../admonition-icons-file';

/**
 * A page's `<Details>`: its `<details>` (../theme-elements.ts), drawn through MDXComponents/Details,
 * which takes its `<summary>` child for the summary; or `@theme/Details` imported and handed a `summary`.
 */
function PageDetails(props: ComponentProps<typeof Details>) {
  return props.summary === undefined ? <MDXDetails {...(props as ComponentProps<'details'>)} /> : <Details {...props} />;
}

const docusaurusPageComponents = (
  messages: Readonly<Record<string, string>>,
  icons: Readonly<Record<string, string>>,
  levels: Parameters<PluginComponents>[0]['tableOfContents'] = {},
) => ({
  Details: PageDetails,
  // (A CommonMark page's or partial's raw `<details>`, an element of the tree, goes to the provider's `details`.)
  details: MDXDetails,
  // The theme's tabs, in Infima's markup (a page's <Tabs>, imported from @theme/Tabs).
  Tabs,
  // The theme's inline table of contents (a page's <TOCInline toc={toc} />, imported from @theme/TOCInline),
  // the levels of the site's themeConfig.tableOfContents unless the page gives its own (theme-classic TOCItems).
  TOCInline: (props: ComponentProps<typeof TOCInline>) => <TOCInline {...levels} {...definedOf(props)} />,
  // The theme's admonitions (a page's :::note …, and @theme/Admonition), titled in the page's locale, with its icons.
  Admonition: (props: ComponentProps<typeof Admonition>) => <Admonition {...props} messages={messages} icons={icons} />,
});

// (The site's theme's admonition icons read once a page.)
export const docusaurusComponents: PluginComponents = ({ messages, contentDir, tableOfContents }) =>
  docusaurusPageComponents(messages, readAdmonitionIcons(contentDir), tableOfContents);

/** The props a page set (`minHeadingLevel={undefined}` leaves the site's level, as TOCItems' `??` does). */
const definedOf = <T extends object>(props: T): Partial<T> => Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined)) as Partial<T>;
