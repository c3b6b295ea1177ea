/** The site's Docusaurus config validation (core server/configValidation.ts), as the core installed for `from` (a file of the site) finds it. */
import { createRequire } from 'node:module';

type Obj = Record<string, unknown>;

/** The config validation of the Docusaurus core that `from` finds, if any. */
export function configValidationOf(from: string): { validateConfig: (c: Obj, p: string) => Obj; DEFAULT_CONFIG: Obj } | undefined {
  try {
    return createRequire(from)('@docusaurus/core/lib/server/configValidation.js') as ReturnType<typeof configValidationOf>;
  } catch {
    return undefined;
  }
}
