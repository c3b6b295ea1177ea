'use client';
/**
 * A docs page inside the docs frame the site draws (../site-components/doc-root.ts), as
 * plugin-content-docs' routes nest it (routes.ts): the drawn levels' components (`DocsRoot`,
 * `DocVersionRoot`, `DocRoot`; 2.x `DocPage`), each a route around the next, the doc's route
 * innermost with its sidebar's name, and the engine's page as its element. Each level is handed
 * what its route hands it: its `route`, the location and match, and the version (`version`; 2.x
 * `versionMetadata`) with every sidebar of it. Where the theme has no `DocVersionRoot`, the host does
 * its part: the version's search tags, and the version provided around `DocRoot`.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { DocsClientData } from '@/lib/api/content';
import { useLayoutPart, type DocRootFacts } from './layout-part';
import { useDocsContext } from './docs-context';
import { DocsVersionProvider, getDocsVersionSearchTag, type PropVersionMetadata } from './docs-client';
import SearchMetadata from './SearchMetadata';
import renderRoutes from './renderRoutes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Component = ComponentType<any>;

interface Level {
  name: string;
  component: Component;
  /** Each docs instance's own component for the level, by its id. */
  own: Record<string, Component>;
}

interface Route {
  path: string;
  exact?: boolean;
  sidebar?: string;
  component: Component;
  routes?: Route[];
}

/** The version as the docs' routes hand it (plugin-content-docs props.ts toVersionMetadataProp). */
const versionMetadata = (docs: DocsClientData, facts: DocRootFacts): PropVersionMetadata => ({
  ...docs.version,
  noIndex: false,
  docsSidebars: facts.sidebars,
  docs: {},
});

/** A level's component with the props its route adds: the version, to `DocVersionRoot` and 2.x's `DocPage`. */
function withRouteProps(name: string, Drawn: Component, version: PropVersionMetadata): Component {
  if (name === 'DocVersionRoot') return (props: object) => <Drawn {...props} version={version} />;
  if (name === 'DocPage') return (props: object) => <Drawn {...props} versionMetadata={version} />;
  return Drawn;
}

/** The levels' routes around the doc's, outermost first: the docs plugin's base, then the version's. */
function docRoutes(levels: readonly Level[], docs: DocsClientData, facts: DocRootFacts, version: PropVersionMetadata): Route {
  const Page = () => <>{facts.page}</>;
  const versionPath = docs.versions.find((v) => v.name === docs.activeVersion)?.path ?? docs.path;
  let inner: Route = { path: facts.url, exact: true, component: Page, ...(facts.sidebar ? { sidebar: facts.sidebar } : {}) };
  for (const level of [...levels].reverse()) {
    const Drawn = level.own[docs.pluginId] ?? level.component;
    const path = level.name === 'DocsRoot' ? docs.path : versionPath;
    inner = { path, component: withRouteProps(level.name, Drawn, version), routes: [inner] };
  }
  return inner;
}

export function docRootHost(levels: readonly Level[]) {
  // (Where the engine stands in for DocVersionRoot, a theme without one, it writes the version's search tags and provides it as that would.)
  const providesVersion = levels.some((l) => l.name === 'DocVersionRoot' || l.name === 'DocPage');
  return function DocRootHost(): ReactNode {
    const facts = useLayoutPart()?.docRoot;
    const docs = useDocsContext();
    const version = useMemo(() => docs && facts && versionMetadata(docs, facts), [docs, facts]);
    // (One route tree per page: new components on each render would remount the page.)
    const root = useMemo(() => docs && facts && version && docRoutes(levels, docs, facts, version), [docs, facts, version]);
    if (!root || !version) return null;
    const drawn = renderRoutes([root]);
    if (providesVersion) return drawn;
    return (
      <>
        <SearchMetadata version={version.version} tag={getDocsVersionSearchTag(version.pluginId, version.version)} />
        <DocsVersionProvider version={version}>{drawn}</DocsVersionProvider>
      </>
    );
  };
}
