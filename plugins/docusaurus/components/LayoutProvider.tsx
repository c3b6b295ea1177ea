import type { ReactNode } from 'react';

/**
 * `@theme/Layout/Provider`: Docusaurus' providers of the layout's state (colour mode, announcement
 * bar, navbar's phone menu…), which a page that draws its own frame wraps itself in instead of
 * `@theme/Layout`. The engine's shell holds that state around every page, so this renders its children.
 */
export default function LayoutProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
