/**
 * `buildEnv`: the build-time values a site lets its pages read. Page code cannot reach the
 * environment (lib/check/page-code.ts); each variable content.buildEnv in site.config.json names is
 * readable as `buildEnv.NAME` (undefined when unset), and nothing else of the environment is.
 */
import type { SiteConfig } from './site-config';
import type { Environment } from './run-settings';

/** The listed variables' values in the entry's environment, by name (undefined: unset). The site carries them (LoadedSite.buildEnv). */
export function buildEnvValues(config: Pick<SiteConfig, 'content'>, env: Environment): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const name of config.content?.buildEnv ?? []) values[name] = env[name];
  return values;
}

/** What page code sees as `buildEnv`: frozen and without a prototype, so that any key, even a computed one, reads only these values. */
export function buildEnvObject(values: Record<string, string | undefined>): Readonly<Record<string, string | undefined>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, string | undefined>, values));
}
