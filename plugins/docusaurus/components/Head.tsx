'use client';
import { Children, isValidElement, useContext, type ReactNode } from 'react';
import { Head as CoreHead } from '@/components/api/mdx';
import { TitleRecord } from './head-titles';

/** `@docusaurus/Head` in a site's components: the engine's, which records a title for the Layout around it (./head-titles.ts). */
export default function Head({ children }: { children?: ReactNode }) {
  const record = useContext(TitleRecord);
  if (Children.toArray(children).some((c) => isValidElement(c) && c.type === 'title')) record?.add('title');
  return <CoreHead>{children}</CoreHead>;
}
