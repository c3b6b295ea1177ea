'use client';
import type { ComponentType } from 'react';
import DocItemLayout from '@theme/DocItem/Layout';

/**
 * `@theme/DocItem`: the doc's layout around its content (theme-classic's DocItem, whose providers
 * and metadata the engine's page already has). `@theme/DocItem/Layout` is the site's where it swizzled it.
 */
export default function DocItem({ content: MDXContent }: { content: ComponentType }) {
  return (
    <DocItemLayout>
      <MDXContent />
    </DocItemLayout>
  );
}
