/**
 * `@theme/Admonition` and the admonitions of Markdown a site's component imports: the engine's
 * admonition with Docusaurus' class names (theme-admonition, Infima's alert), as theme-classic's.
 */
import type { ComponentProps } from 'react';
import { Admonition as EngineAdmonition, AdmonitionTitle } from '@/components/api/mdx';
import { DOCUSAURUS_THEME_CLASSES } from '@/plugins/docusaurus/theme-classes';

export { AdmonitionTitle };

export function Admonition(props: ComponentProps<typeof EngineAdmonition>) {
  return <EngineAdmonition {...props} theme={DOCUSAURUS_THEME_CLASSES} />;
}
