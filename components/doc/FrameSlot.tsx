'use client';
import { useContext, type ReactNode } from 'react';
import { sharedContext } from '@/components/behaviour/shared-context';

/**
 * A place in the engine's doc frame that a site's own doc layout fills (lib/plugins/types.ts
 * DocItemParts): the frame is drawn by the engine, what stands in each place by the site's parts.
 * One context for the engine's copy of this module and a plugin bundle's: kept on globalThis.
 */
const Context = sharedContext<Readonly<Record<string, ReactNode>> | undefined>('docs-engine.frame-slots', undefined);

export function FrameSlotsProvider({ slots, children }: { slots: Readonly<Record<string, ReactNode>>; children: ReactNode }) {
  return <Context.Provider value={slots}>{children}</Context.Provider>;
}

export function FrameSlot({ name }: { name: string }) {
  return <>{useContext(Context)?.[name] ?? null}</>;
}
