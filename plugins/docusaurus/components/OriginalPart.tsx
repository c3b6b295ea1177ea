'use client';
import { useLayoutPart } from './layout-part';

/**
 * `@theme-original/<Part>` inside a site's wrapper of a layout part the engine has a place for
 * (../shared/layout-parts.ts ORIGINAL_PARTS; plugins/docusaurus/site-components/theme-parts.ts):
 * the engine's own part, which the wrapper renders among what it adds. Docusaurus' props are not
 * needed by the engine's parts.
 */
export default function OriginalPart() {
  return <>{useLayoutPart()?.original ?? null}</>;
}
