/**
 * `@docusaurus/useBrokenLinks`: Docusaurus collects the links and anchors components declare while
 * rendering, to check them after the build. The engine checks every link and id of the exported
 * HTML instead (lib/output/link-check.ts), so what a component declares needs no collecting.
 */
const links = { collectLink: (_link: string | undefined) => {}, collectAnchor: (_anchor: string | undefined) => {} };

export default function useBrokenLinks() {
  return links;
}
