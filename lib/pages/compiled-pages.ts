/**
 * React pages are compiled with the site's components (plugins/docusaurus/site-components/bundle.ts). A page that
 * does not compile, or exports no component, is left out of the site with its reason (Docusaurus
 * would fail the whole build; the engine publishes the rest and says what it left out).
 */
import path from 'node:path';
import type { ContentIndex } from '../content/types';
import type { ComponentImport } from '../site-modules/manifest';
import type { SiteComponentsManifest } from '../site-modules/manifest';
import { registryName } from '../site-modules/registry-name';
import type { ReactPageRecord } from './types';

/** The React pages' modules, for the components' bundle. */
export function pageModules(index: ContentIndex, contentDir: string): ComponentImport[] {
  return (index.pages?.pages ?? []).flatMap((p) => (p.type === 'react' ? [{ module: path.join(contentDir, p.file), from: p.file }] : []));
}

/** Why a React page cannot be rendered, or undefined when it can. */
export function pageModuleError(page: ReactPageRecord, manifest: SiteComponentsManifest | undefined, contentDir: string): string | undefined {
  const entry = manifest?.modules[path.join(contentDir, page.file)];
  if (!entry) return 'it was not compiled';
  if (entry.error) return entry.error;
  if (!entry.exports.includes('default')) return 'it has no default export — export the page component as default (export default function Page() {…})';
  return undefined;
}

/** The registry name of a compiled React page's component (docs-site-components). */
export function pageComponentName(page: ReactPageRecord, manifest: SiteComponentsManifest | undefined, contentDir: string): string | undefined {
  const entry = manifest?.modules[path.join(contentDir, page.file)];
  return entry && !pageModuleError(page, manifest, contentDir) ? registryName(entry.id, 'default') : undefined;
}

/** Takes the React pages that cannot be rendered out of the index; returns them with the reason. */
export function dropUncompiledPages(
  index: ContentIndex,
  manifest: SiteComponentsManifest | undefined,
  contentDir: string,
): { file: string; url: string; error: string }[] {
  const pages = index.pages;
  if (!pages) return [];
  const dropped: { file: string; url: string; error: string }[] = [];
  const kept = pages.pages.filter((p) => {
    const error = p.type === 'react' ? pageModuleError(p, manifest, contentDir) : undefined;
    if (error) dropped.push({ file: p.file, url: p.url, error });
    return !error;
  });
  if (dropped.length) index.pages = { ...pages, pages: kept };
  // A locale's copy of a page renders the same module: left out with it.
  if (dropped.length && index.localePages)
    index.localePages = index.localePages.map((l) => ({ ...l, pages: l.pages.filter((p) => p.type !== 'react' || !dropped.some((d) => d.file === p.file)) }));
  return dropped;
}
