'use client';
/**
 * A page's `<DocCard item={…} />` as theme-classic draws it: `@theme/DocCard`, the site's where it
 * swizzled one, else the installed theme's, else the room's port (./DocCard.tsx).
 */
import type { ComponentProps } from 'react';
import DocCard from '@theme/DocCard';

export default function DocCardPart(props: ComponentProps<typeof DocCard>) {
  return <DocCard {...props} />;
}
