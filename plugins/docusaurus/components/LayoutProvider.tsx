'use client';
import type { ReactNode } from 'react';
import useRouteContext from './useRouteContext';
import { HtmlClassNameProvider } from './theme-common';
import { pluginClasses } from '../shared/frame-classes';

/**
 * `@theme/Layout/Provider`: Docusaurus' providers of the layout's state (colour mode, announcement
 * bar, navbar's phone menu…), which a page that draws its own frame wraps itself in instead of
 * `@theme/Layout`. The engine's shell holds that state around every page, so this renders its children,
 * inside its PluginHtmlClassNameProvider: the route's plugin on <html> (../shared/frame-classes.ts).
 */
export default function LayoutProvider({ children }: { children?: ReactNode }) {
  const route = useRouteContext();
  return <HtmlClassNameProvider className={pluginClasses(route.plugin)}>{children}</HtmlClassNameProvider>;
}
