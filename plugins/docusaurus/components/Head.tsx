'use client';
import { Children, cloneElement, isValidElement, useContext, type ReactNode } from 'react';
import { Head as CoreHead } from '@/components/api/mdx';
import { TitleRecord } from './head-titles';
import { HeadDepth } from './head-depth';
import { HEAD_DEPTH_ATTRIBUTE } from '../shared/head-depth';

/**
 * `@docusaurus/Head` in a site's components: the engine's, which records a title for the Layout around
 * it (./head-titles.ts) and marks its tags with its depth, which decides between its tags and the
 * site's of the same kind (./head-depth.ts).
 */
export default function Head({ children }: { children?: ReactNode }) {
  const record = useContext(TitleRecord);
  const depth = useContext(HeadDepth);
  if (Children.toArray(children).some((c) => isValidElement(c) && c.type === 'title')) record?.add('title');
  const marked = Children.map(children, (c) =>
    isValidElement(c) && (c.type === 'meta' || c.type === 'link' || c.type === 'title') ? cloneElement(c, { [HEAD_DEPTH_ATTRIBUTE]: depth } as object) : c,
  );
  return <CoreHead>{marked}</CoreHead>;
}
