import type { ReactNode } from 'react';

/**
 * `@theme/MDXContent`: Docusaurus wraps compiled MDX in the MDX components' provider. The content
 * a page gets from the engine is rendered with those components already (components/mdx/), so the
 * wrapper renders it as it is.
 */
export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
