/**
 * How Next was started (lib/config/run-settings.ts), as next.config.ts read its environment and
 * handed it over (compiler.defineServer): the routes hand it down with the site they load.
 */
import type { RunSettings } from '@/lib/config/run-settings';

declare const __DOCS_RUN_SETTINGS__: string;

export const RUN: RunSettings = JSON.parse(__DOCS_RUN_SETTINGS__) as RunSettings;
