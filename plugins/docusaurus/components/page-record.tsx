'use client';
/**
 * A React page of the site (its pages folder's, a plugin's route) inside one title record, as its
 * chunk of the components' bundle exports it (../site-components/registry-code.ts groupEntry): a
 * PageMetadata written beside the page's Layout, before it, is known to the Layout, which then
 * writes no site title of its own (./Layout.tsx), in the export and in the browser alike.
 */
import { createElement, type ComponentType } from 'react';
import { PageTitleRecord } from './PageTitleRecord';

export function withPageRecord<T>(page: T): T {
  if (typeof page !== 'function') return page;
  const Page = page as unknown as ComponentType<object>;
  function RecordedPage(props: object) {
    return createElement(PageTitleRecord, null, createElement(Page, props));
  }
  RecordedPage.displayName = (Page as { displayName?: string }).displayName ?? Page.name;
  return RecordedPage as unknown as T;
}
