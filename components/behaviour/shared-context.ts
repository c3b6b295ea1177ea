import { createContext, type Context } from 'react';

/**
 * A React context that is one whichever copy of its module makes it: the engine's build and a plugin's
 * bundle (a Docusaurus site's components) each load their own copy of a module, so the context is kept
 * on globalThis under `name`, and the first copy's `initial` is its default.
 */
export function sharedContext<T>(name: string, initial: T): Context<T> {
  const holder = globalThis as Record<symbol, Context<unknown> | undefined>;
  const key = Symbol.for(name);
  return (holder[key] ??= createContext<unknown>(initial)) as Context<T>;
}
