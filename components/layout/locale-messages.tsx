'use client';
import React, { createContext, useContext, useEffect, type ReactNode } from 'react';

/** The page's locale and its code.json messages (id → message); absent in the default locale. */
export interface CurrentLocale {
  name: string;
  /** Its URL path under the base ("fr"). */
  path: string;
  messages: Record<string, string>;
  /** Its navbar.json and footer.json messages, where it has any (lib/config/site-config.ts). */
  chrome?: { navbar: Record<string, string>; footer: Record<string, string> };
}

/**
 * One context for the engine's copy of this module and the site components' bundle's (esbuild
 * bundles the shims, plugins/docusaurus/site-components/bundle.ts): kept on globalThis under one key, with the
 * page's messages for `translate()` called outside a render (an event handler; one page's locale
 * per browser tab, as Docusaurus builds one bundle per locale).
 */
const KEY = Symbol.for('docs-engine.locale-messages');
interface Shared {
  context: ReturnType<typeof createContext<CurrentLocale | undefined>>;
  last?: CurrentLocale;
}
const holder = globalThis as { [KEY]?: Shared };
const shared = (holder[KEY] ??= { context: createContext<CurrentLocale | undefined>(undefined) });
const LocaleMessages = shared.context;

/** Gives the page's components (`<Translate>`, translate(), the theme's strings) the locale's messages. */
export function LocaleMessagesProvider({ locale, children }: { locale: CurrentLocale; children: ReactNode }) {
  useEffect(() => {
    shared.last = locale;
  }, [locale]);
  return <LocaleMessages.Provider value={locale}>{children}</LocaleMessages.Provider>;
}

/**
 * Whether React is rendering now: its hooks' dispatcher is set only then. A hook called outside (a
 * module's top-level `translate()`) would throw, and log "Invalid hook call" in development first.
 */
function rendering(): boolean {
  const internals = (React as unknown as Record<string, { H?: unknown } | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  return internals === undefined || internals.H != null;
}

/** The current locale's messages: from the render's context, else (outside a render) the last page's. */
export function currentLocale(): CurrentLocale | undefined {
  if (!rendering()) return shared.last;
  try {
    // A context read, allowed in any function a render calls; outside a render React throws.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    return useContext(LocaleMessages) ?? shared.last;
  } catch {
    return shared.last;
  }
}

/** A theme string by its Docusaurus id (`theme.docs.paginator.next`): the locale's code.json message, else the default text. */
export function useThemeText(id: string, fallback: string): string {
  return useContext(LocaleMessages)?.messages[id] ?? fallback;
}

/** useThemeText for server components: `<ThemeText id="theme.common.editThisPage">Edit this page</ThemeText>`. */
export function ThemeText({ id, children }: { id: string; children: string }) {
  return useThemeText(id, children);
}
