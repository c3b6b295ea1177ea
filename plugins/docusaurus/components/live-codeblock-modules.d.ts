/**
 * Modules the live code blocks' parts (./LiveCodeBlock.tsx, ./Playground.tsx) import that only the
 * site's bundle resolves (../site-components/bundle.ts): react-live is the site's own install (a
 * dependency of @docusaurus/theme-live-codeblock, installed with the site's packages; the engine
 * does not depend on it; react-live 2's @philpl/buble too), and the `@theme/…` modules are the site's
 * swizzles or the engine's parts.
 */
declare module 'react-live' {
  import type { ComponentType, ReactNode } from 'react';
  export const LiveProvider: ComponentType<{
    code?: string;
    noInline?: boolean;
    transformCode?: (code: string) => string;
    theme?: unknown;
    scope?: Record<string, unknown>;
    children?: ReactNode;
    [prop: string]: unknown;
  }>;
  export const LiveEditor: ComponentType<{ className?: string }>;
  export const LiveError: ComponentType;
  export const LivePreview: ComponentType;
}

declare module '@theme/Playground' {
  const Playground: import('react').ComponentType<import('./Playground').PlaygroundProps>;
  export default Playground;
}

declare module '@theme/ReactLiveScope' {
  const ReactLiveScope: Record<string, unknown>;
  export default ReactLiveScope;
}

declare module '@theme-init/CodeBlock' {
  export { default } from './CodeBlock';
}

declare module '@philpl/buble' {
  export interface TransformOptions {
    transforms?: Record<string, boolean>;
    [option: string]: unknown;
  }
  export function transform(source: string, options: TransformOptions): { code: string; map: unknown };
  export const features: string[];
}
