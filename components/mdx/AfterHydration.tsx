'use client';
import type { ReactNode } from 'react';
import useIsBrowser from '@/components/behaviour/use-is-browser';

/** `fallback` in the static HTML and during hydration, then `children`. */
export function AfterHydration({ children, fallback }: { children?: ReactNode; fallback?: ReactNode }) {
  return <>{useIsBrowser() ? children : fallback}</>;
}
