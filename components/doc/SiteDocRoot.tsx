import type { DocRootParts } from '@/lib/api/plugins';
import type { VersionLink } from '@/lib/content/routes';
import { places, themeLayer } from 'docs-site-components';
import { hasLayerPart } from '@/components/layout/WrappedPart';

/** Whether the site draws the docs' whole frame (a theme layer's in the `doc-root` place): its sidebar and main column around each docs page. */
export const drawsDocRoot = (): boolean => hasLayerPart('doc-root');

/** A docs page in the docs frame the site draws, handed the page and its version's sidebars; the shell draws no sidebar of its own then. */
export function SiteDocRoot({ parts, page }: { parts: DocRootParts; page: { set?: string; versionLinks: VersionLink[] } }) {
  const Root = places['doc-root'];
  const { LayoutPartProvider: Provider } = themeLayer;
  if (!Root || !Provider) return null;
  return (
    <Provider original={null} place="doc-root" set={page.set} versionLinks={page.versionLinks} docRoot={parts}>
      <Root />
    </Provider>
  );
}
