import type { DocRootParts } from '@/lib/api/plugins';
import type { VersionLink } from '@/lib/content/routes';
import { hasLayerPart, LayerPage } from '@/components/layout/WrappedPart';

/** Whether the site draws the docs' whole frame (a theme layer's in the `doc-root` place): its sidebar and main column around each docs page. */
export const drawsDocRoot = (): boolean => hasLayerPart('doc-root');

/** A docs page in the docs frame the site draws, handed the page and its version's sidebars; the shell draws no sidebar of its own then. */
export function SiteDocRoot({ parts, page }: { parts: DocRootParts; page: { set?: string; versionLinks: VersionLink[] } }) {
  return <LayerPage place="doc-root" versionLinks={page.versionLinks} facts={{ set: page.set, docRoot: parts }} />;
}
