import type { ComponentProps } from 'react';
import Playground from '@theme/Playground';
import ReactLiveScope from '@theme/ReactLiveScope';
import CodeBlock from '@theme-init/CodeBlock';

/**
 * `@theme/CodeBlock` where the config loads @docusaurus/theme-live-codeblock (its
 * theme/CodeBlock/index.tsx): a `live` block is the Playground in the scope of
 * `@theme/ReactLiveScope` (the site's swizzle when it has one), any other the classic CodeBlock
 * (`@theme-init/CodeBlock`: the engine's). Compiled with the site's components, which resolve the
 * three (../site-components/bundle.ts).
 */
export default function LiveCodeBlock(props: ComponentProps<typeof CodeBlock> & { live?: boolean; metastring?: string }) {
  if (props.live) return <Playground scope={ReactLiveScope} {...(props as Record<string, unknown>)} />;
  return <CodeBlock {...props} />;
}
